import { LitElement, css, html } from "lit";
import { customElement, property, query } from "lit/decorators.js";
import Panzoom, { type PanzoomObject } from "@panzoom/panzoom";
import { theme } from "../../theme.js";

/** Height of the strip above the board that holds the zoom buttons. */
const BAR = 48;
/** The smallest a legal space may be on screen, in CSS px: a finger's width. */
const TAP = 44;
/** What a board marks as legal choices (clickable; `data-frame`: a choice not drawn at this zoom) and as what the player looks at (their own pawn). */
const TARGETS = "[data-option], [data-path], [data-frame]";
const OPTIONS = "[data-option]";
const FOCUS = "[data-focus]";

/**
 * A window onto a board that fits it to the width available and lets the player zoom and pan it:
 * mouse wheel, pinch and drag (through @panzoom/panzoom), the + − and fit buttons, and the keys
 * + − 0 (fit) and the arrows while the window has focus. The board inside stays clickable.
 * `frame()` zooms onto the legal choices (so each is a finger's width) and the player's own pawn.
 * @slot - the board; it receives a `zoom-scale` event (`detail.scale`) whenever the scale changes.
 */
@customElement("zoom-pane")
export class ZoomPane extends LitElement {
  static override styles = [
    theme,
    css`
      :host { display: block; min-width: 0; max-width: 100%; }
      .pane { position: relative; overflow: hidden; border-radius: var(--radius); touch-action: none; padding-top: 48px; }
      .pane:focus-visible { outline: 3px solid var(--accent); outline-offset: 2px; }
      /* The board pans under the strip of buttons, never over it. */
      .viewport { position: relative; overflow: hidden; height: 100%; }
      .content { display: inline-block; transform-origin: 0 0; }
      .controls { position: absolute; right: 2px; top: 2px; z-index: 2; display: flex; gap: 4px; }
      .controls button { width: 44px; height: 44px; padding: 0; font-size: 20px; line-height: 1; background: rgba(255, 255, 255, 0.92); }
    `,
  ];

  /** The tallest the window may be, as a CSS length. */
  @property() maxHeight = "70vh";
  /** Words for the board, for the zoom buttons' labels. */
  @property() label = "board";

  @query(".pane") private pane!: HTMLElement;
  @query(".content") private content!: HTMLElement;
  private pz?: PanzoomObject;
  private resize?: ResizeObserver;
  private natural = { w: 0, h: 0 };
  /** Whether the player has zoomed or panned since the last fit (then a size change does not refit). */
  private touched = false;
  /** Whether the last automatic view was a frame on the choices (a size change frames again) rather than a fit. */
  private framed = false;
  private lastScale = 0;
  /** Fingers down on the pane, and the spread and scale a pinch started from. */
  private fingers = new Map<number, { x: number; y: number }>();
  private pinch?: { spread: number; scale: number };

  override render() {
    return html`<div class="pane" tabindex="0" role="group" aria-label=${`${this.label}: zoom with + and −, 0 fits, arrows pan`} @keydown=${this.key}
        @wheel=${this.wheel} @pointerdown=${this.pinchDown} @pointermove=${this.pinchMove} @pointerup=${this.pinchUp} @pointercancel=${this.pinchUp}>
        <div class="controls no-pan">
          <button @click=${() => this.zoomBy(1.25)} aria-label=${`Zoom in on the ${this.label}`} title="Zoom in (+)">+</button>
          <button @click=${() => this.zoomBy(0.8)} aria-label=${`Zoom out of the ${this.label}`} title="Zoom out (−)">−</button>
          <button @click=${() => this.fitAll()} aria-label=${`Fit the ${this.label} to the screen`} title="Fit (0)">⤢</button>
        </div>
        <div class="viewport"><div class="content"><slot @slotchange=${() => this.refresh()}></slot></div></div>
      </div>`;
  }

  override firstUpdated() {
    // Panzoom pans (one finger, a drag); zooming is asked of it with a focal point (the wheel, a pinch, the
    // buttons), since its own pinch zooms about the wrong point for a board scaled from its corner.
    this.pz = Panzoom(this.content, { origin: "0 0", minScale: 0.2, maxScale: 6, step: 0.25, cursor: "grab", excludeClass: "no-pan", canvas: true, disableZoom: true,
      // Keep the first pointer event's propagation so a tap on a space still reaches the board.
      handleStartEvent: (e: Event) => e.preventDefault() });
    this.content.addEventListener("panzoomchange", (e) => {
      if ((e as CustomEvent<{ originalEvent?: Event }>).detail.originalEvent) this.touched = true;
      this.tellScale();
    });
    this.resize = new ResizeObserver(() => {
      const w = this.content.scrollWidth;
      const h = this.content.scrollHeight;
      const grew = w !== this.natural.w || h !== this.natural.h;
      if (grew || !this.touched) this.refresh();
    });
    this.resize.observe(this);
    this.resize.observe(this.content);
    // Panzoom pans to its start in a timeout of its own after it is created, which would undo a
    // frame made before it: frame or fit once more after it.
    setTimeout(() => this.refresh());
  }

  override disconnectedCallback() {
    super.disconnectedCallback();
    this.resize?.disconnect();
    this.pz?.destroy();
  }

  /** The automatic view again: framed on the choices when it was, else fitted. */
  private refresh() {
    if (this.framed) this.frame();
    else this.fit();
  }

  /** Lets the board know its scale, so it can size its labels and targets for the screen. */
  private tellScale() {
    const s = this.pz?.getScale() ?? 1;
    if (Math.abs(s - this.lastScale) < 1e-3) return;
    this.lastScale = s;
    for (const el of this.boards()) el.dispatchEvent(new CustomEvent("zoom-scale", { detail: { scale: s } }));
  }

  private boards(): Element[] {
    return this.renderRoot.querySelector("slot")?.assignedElements() ?? [];
  }

  /** Elements inside the board (its shadow root) matching `selector`. */
  private inside(selector: string): HTMLElement[] {
    return this.boards().flatMap((b) => [...(b.shadowRoot ?? b).querySelectorAll<HTMLElement>(selector)]);
  }

  /** Board coordinates (unscaled) of an element inside the board, and its own tap size when it gives one. */
  private boardBox(el: Element): { x: number; y: number; w: number; h: number; tap?: number } {
    const c = this.content.getBoundingClientRect();
    // The scale as drawn (the transform on screen), not as last asked for.
    const s = c.width / (this.content.offsetWidth || 1) || 1;
    const r = el.getBoundingClientRect();
    const tap = Number((el as HTMLElement).dataset.tapSize) || undefined;
    return { x: (r.left - c.left) / s, y: (r.top - c.top) / s, w: r.width / s, h: r.height / s, ...(tap ? { tap } : {}) };
  }

  /**
   * Frames what matters now: zooms so that the smallest legal choice is at least a finger wide and
   * centres the choices and the player's own pieces; a board whose choices are big enough when it
   * fits the screen is simply fitted. A choice whose drawn size changes with the zoom (a map draws
   * its labels bigger when zoomed out) gives its own size in board pixels as `data-tap-size`.
   */
  frame() {
    if (!this.pz || !this.pane) return;
    this.fit();
    // Legal choices first; else further destinations a board offers (a walk of several steps).
    const direct = this.inside(OPTIONS);
    const targets = direct.length ? direct : this.inside(TARGETS);
    this.framed = targets.length > 0;
    const boxes = targets.map((t) => this.boardBox(t)).filter((b) => b.w > 0 && b.h > 0);
    if (!boxes.length) return;
    const fitScale = this.pz.getScale();
    const smallest = Math.min(...boxes.map((b) => b.tap ?? Math.min(b.w, b.h)));
    const need = (TAP + 1) / smallest;
    if (fitScale >= need) return;
    const all = [...boxes, ...this.inside(FOCUS).map((f) => this.boardBox(f))];
    const lo = { x: Math.min(...all.map((b) => b.x)), y: Math.min(...all.map((b) => b.y)) };
    const hi = { x: Math.max(...all.map((b) => b.x + b.w)), y: Math.max(...all.map((b) => b.y + b.h)) };
    const { w, h } = this.natural;
    const availW = this.clientWidth || w;
    const availH = this.maxPx() - BAR;
    // The spread measured zoomed out over-counts boxes drawn bigger then: a margin absorbs it.
    const fits = Math.min(availW / (hi.x - lo.x + 24), availH / (hi.y - lo.y + 24));
    const scale = Math.min(6, fits >= need ? Math.min(fits, Math.max(need, 1.2)) : need);
    const paneH = Math.min(availH, Math.ceil(h * scale));
    this.pane.style.height = `${paneH + BAR}px`;
    this.pz.zoom(scale, { animate: false, force: true });
    this.centreOn((lo.x + hi.x) / 2, (lo.y + hi.y) / 2, availW, paneH);
    this.touched = false;
    this.tellScale();
  }

  /** Pans so that board point (x, y) is in the middle of the window, without showing beyond the board's edges. */
  private centreOn(x: number, y: number, availW: number, paneH: number) {
    const s = this.pz!.getScale();
    const { w, h } = this.natural;
    const clamp = (v: number, view: number, size: number) => (size * s <= view ? (view / s - size) / 2 : Math.min(0, Math.max(view / s - size, v)));
    this.pz!.pan(clamp(availW / 2 / s - x, availW, w), clamp(paneH / 2 / s - y, paneH, h), { animate: false, force: true });
  }

  /** Scales the board to the width available (never above its natural size times 1.5) and centres it. */
  fit() {
    if (!this.pz || !this.pane) return;
    // The board's own size, unscaled.
    const w = this.content.scrollWidth || this.content.offsetWidth;
    const h = this.content.scrollHeight || this.content.offsetHeight;
    this.natural = { w, h };
    if (!w || !h) return;
    const maxH = this.maxPx();
    const avail = this.clientWidth || w;
    const scale = Math.max(0.2, Math.min(1.5, avail / w, (maxH - BAR) / h));
    this.pane.style.height = `${Math.ceil(h * scale) + BAR}px`;
    this.pz.zoom(scale, { animate: false, force: true });
    this.pz.pan((avail - w * scale) / 2 / scale, 0, { animate: false, force: true });
    this.touched = false;
    this.tellScale();
  }

  /** Pans, if needed, so that the element (inside the board) is in view. */
  reveal(el: Element) {
    if (!this.pz) return;
    const box = this.pane.getBoundingClientRect();
    const r = el.getBoundingClientRect();
    if (r.left >= box.left && r.right <= box.right && r.top >= box.top && r.bottom <= box.bottom) return;
    const s = this.pz.getScale();
    const p = this.pz.getPan();
    const dx = box.left + box.width / 2 - (r.left + r.width / 2);
    const dy = box.top + box.height / 2 - (r.top + r.height / 2);
    this.pz.pan(p.x + dx / s, p.y + dy / s, { animate: false, force: true });
  }

  /** The whole board on screen, as the player asked (the automatic view is a fit from now on, until the next frame). */
  private fitAll() {
    this.framed = false;
    this.fit();
  }

  private maxPx(): number {
    const probe = document.createElement("div");
    probe.style.cssText = `position:absolute;visibility:hidden;height:${this.maxHeight}`;
    this.renderRoot.appendChild(probe);
    const px = probe.offsetHeight;
    probe.remove();
    return px || 500;
  }

  /** Zooms by `f`: in, towards the legal choices in view (or brings them into view first), so zooming never ends on an empty pane. */
  private zoomBy(f: number) {
    if (!this.pz) return;
    const box = this.pane.getBoundingClientRect();
    const view = { left: box.left, right: box.right, top: box.top + BAR, bottom: box.bottom };
    const centre = { clientX: box.left + box.width / 2, clientY: view.top + (view.bottom - view.top) / 2 };
    const targets = f > 1 ? this.inside(TARGETS).map((t) => t.getBoundingClientRect()) : [];
    const seen = targets.filter((r) => r.right > view.left && r.left < view.right && r.bottom > view.top && r.top < view.bottom);
    const aim = seen.length ? seen : targets;
    if (aim.length) {
      const cx = aim.reduce((a, r) => a + r.left + r.width / 2, 0) / aim.length;
      const cy = aim.reduce((a, r) => a + r.top + r.height / 2, 0) / aim.length;
      // Out of view: bring the choices to the middle first, then zoom on them.
      if (!seen.length) {
        const s = this.pz.getScale();
        const p = this.pz.getPan();
        this.pz.pan(p.x + (centre.clientX - cx) / s, p.y + (centre.clientY - cy) / s, { animate: false, force: true });
      } else {
        centre.clientX = cx;
        centre.clientY = cy;
      }
    }
    this.zoomAt(this.pz.getScale() * f, centre.clientX, centre.clientY);
    this.touched = true;
  }

  /**
   * Zooms to `scale` keeping the board point under (clientX, clientY) where it is, with Panzoom's own
   * focal zoom. Its zoomToPoint (and so its pinch) assumes a centred transform origin, and this board
   * scales from its top left corner: the focal point is measured from where the board sits unpanned,
   * times the new scale, which is what Panzoom's focal formula keeps still for that origin.
   */
  private zoomAt(scale: number, clientX: number, clientY: number) {
    const pz = this.pz!;
    const to = Math.min(6, Math.max(0.2, scale));
    // Screen = origin + s × (board + pan), the origin being where the unpanned board's corner is. It is
    // read from the untransformed layout: Panzoom draws a transform at the next frame, so the board's
    // box on screen may still show an earlier zoom while a pinch moves.
    const viewport = this.content.parentElement!.getBoundingClientRect();
    const origin = { x: viewport.left + this.content.offsetLeft, y: viewport.top + this.content.offsetTop };
    pz.zoom(to, { animate: false, force: true, focal: { x: (clientX - origin.x) * to, y: (clientY - origin.y) * to } });
  }

  /** Two fingers on the board: the scale follows their spread, about the point between them. */
  private pinchDown(e: PointerEvent) {
    if (e.pointerType !== "touch") return;
    this.fingers.set(e.pointerId, { x: e.clientX, y: e.clientY });
    this.pinch = undefined;
  }

  private pinchMove(e: PointerEvent) {
    if (!this.pz || !this.fingers.has(e.pointerId)) return;
    this.fingers.set(e.pointerId, { x: e.clientX, y: e.clientY });
    if (this.fingers.size !== 2) return;
    const [a, b] = [...this.fingers.values()] as [{ x: number; y: number }, { x: number; y: number }];
    const spread = Math.hypot(a.x - b.x, a.y - b.y);
    if (!this.pinch) {
      this.pinch = { spread: spread || 1, scale: this.pz.getScale() };
      return;
    }
    this.zoomAt((this.pinch.scale * spread) / this.pinch.spread, (a.x + b.x) / 2, (a.y + b.y) / 2);
    this.touched = true;
  }

  private pinchUp(e: PointerEvent) {
    this.fingers.delete(e.pointerId);
    this.pinch = undefined;
  }

  private wheel(e: WheelEvent) {
    if (!this.pz) return;
    e.preventDefault();
    this.zoomAt(this.pz.getScale() * Math.exp(-e.deltaY * 0.0015), e.clientX, e.clientY);
    this.touched = true;
  }

  private key(e: KeyboardEvent) {
    if (!this.pz || e.composedPath()[0] !== this.pane) return;
    const step = 40 / this.pz.getScale();
    const p = this.pz.getPan();
    const moves: Record<string, () => void> = {
      "+": () => this.zoomBy(1.25),
      "=": () => this.zoomBy(1.25),
      "-": () => this.zoomBy(0.8),
      "0": () => this.fitAll(),
      ArrowLeft: () => this.pz!.pan(p.x + step, p.y, { animate: false }),
      ArrowRight: () => this.pz!.pan(p.x - step, p.y, { animate: false }),
      ArrowUp: () => this.pz!.pan(p.x, p.y + step, { animate: false }),
      ArrowDown: () => this.pz!.pan(p.x, p.y - step, { animate: false }),
    };
    const act = moves[e.key];
    if (!act) return;
    e.preventDefault();
    e.stopPropagation();
    act();
    this.touched = true;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    "zoom-pane": ZoomPane;
  }
}
