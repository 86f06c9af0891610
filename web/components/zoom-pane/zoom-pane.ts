import { LitElement, css, html } from "lit";
import { customElement, property, query } from "lit/decorators.js";
import Panzoom, { type PanzoomObject } from "@panzoom/panzoom";
import { theme } from "../../theme.js";

/** Height of the strip above the board that holds the zoom buttons. */
const BAR = 48;

/**
 * A window onto a board that fits it to the width available and lets the player zoom and pan it:
 * mouse wheel, pinch and drag (through @panzoom/panzoom), the + − and fit buttons, and the keys
 * + − 0 (fit) and the arrows while the window has focus. The board inside stays clickable.
 * @slot - the board.
 */
@customElement("zoom-pane")
export class ZoomPane extends LitElement {
  static override styles = [
    theme,
    css`
      :host { display: block; min-width: 0; max-width: 100%; }
      .pane { position: relative; overflow: hidden; border-radius: var(--radius); touch-action: none; padding-top: 48px; }
      .pane:focus-visible { outline: 3px solid var(--accent); outline-offset: 2px; }
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

  override render() {
    return html`<div class="pane" tabindex="0" role="group" aria-label=${`${this.label}: zoom with + and −, 0 fits, arrows pan`} @keydown=${this.key}
        @wheel=${this.wheel}>
        <div class="controls no-pan">
          <button @click=${() => this.zoomBy(1.25)} aria-label=${`Zoom in on the ${this.label}`} title="Zoom in (+)">+</button>
          <button @click=${() => this.zoomBy(0.8)} aria-label=${`Zoom out of the ${this.label}`} title="Zoom out (−)">−</button>
          <button @click=${() => this.fit()} aria-label=${`Fit the ${this.label} to the screen`} title="Fit (0)">⤢</button>
        </div>
        <div class="content"><slot @slotchange=${() => this.fit()}></slot></div>
      </div>`;
  }

  override firstUpdated() {
    this.pz = Panzoom(this.content, { origin: "0 0", minScale: 0.2, maxScale: 6, step: 0.25, cursor: "grab", excludeClass: "no-pan", canvas: true,
      // Keep the first pointer event's propagation so a tap on a space still reaches the board.
      handleStartEvent: (e: Event) => e.preventDefault() });
    this.content.addEventListener("panzoomchange", (e) => {
      if ((e as CustomEvent<{ originalEvent?: Event }>).detail.originalEvent) this.touched = true;
    });
    this.resize = new ResizeObserver(() => {
      const w = this.content.scrollWidth;
      const h = this.content.scrollHeight;
      const grew = w !== this.natural.w || h !== this.natural.h;
      if (grew || !this.touched) this.fit();
    });
    this.resize.observe(this);
    this.resize.observe(this.content);
  }

  override disconnectedCallback() {
    super.disconnectedCallback();
    this.resize?.disconnect();
    this.pz?.destroy();
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

  private maxPx(): number {
    const probe = document.createElement("div");
    probe.style.cssText = `position:absolute;visibility:hidden;height:${this.maxHeight}`;
    this.renderRoot.appendChild(probe);
    const px = probe.offsetHeight;
    probe.remove();
    return px || 500;
  }

  private zoomBy(f: number) {
    if (!this.pz) return;
    const box = this.pane.getBoundingClientRect();
    this.pz.zoomToPoint(this.pz.getScale() * f, { clientX: box.left + box.width / 2, clientY: box.top + box.height / 2 }, { animate: false });
    this.touched = true;
  }

  private wheel(e: WheelEvent) {
    this.pz?.zoomWithWheel(e, { animate: false });
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
      "0": () => this.fit(),
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
