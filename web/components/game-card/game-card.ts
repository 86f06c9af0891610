import { LitElement, css, html, nothing } from "lit";
import { optionKey } from "../../session/numbered-options.js";
import { customElement, property } from "lit/decorators.js";
import type { Program } from "../../../runtime/index.js";
import type { CardLayout } from "../../session/table-layout.js";
import { theme } from "../../theme.js";
import { cardFace } from "./card-face.js";

/**
 * One component drawn as a card: its face when visible, a plain back when hidden (`cid` -1).
 * Hovering, focusing or pressing a card for half a second asks the table to show it enlarged.
 * @event card-pick - the player clicked a card that is a legal option; `detail.value` is its number.
 * @event card-inspect - show (`detail.cid` ≥ 0) or stop showing (-1) the card enlarged.
 */
@customElement("game-card")
export class GameCard extends LitElement {
  static override styles = [
    theme,
    css`
      :host { display: inline-block; vertical-align: top; }
      .card {
        position: relative;
        display: flex;
        flex-direction: column;
        gap: 2px;
        width: 104px;
        min-height: 124px;
        padding: 6px 7px 6px 11px;
        border: 1px solid var(--line);
        border-radius: var(--radius);
        background: var(--paper);
        text-align: left;
        font-size: 12px;
        line-height: 1.25;
        overflow: hidden;
        /* A long word breaks rather than run past a small card's edge (the card clips what overflows). */
        overflow-wrap: anywhere;
        transition: transform 120ms ease;
      }
      .stripe { position: absolute; left: 0; top: 0; bottom: 0; width: 6px; background: var(--card-color, #b0b7bf); }
      button.card { cursor: pointer; }
      button.card:hover { transform: translateY(-4px); }
      .title { font-weight: 700; font-size: 13px; overflow-wrap: anywhere; hyphens: auto; }
      /* The option number sits in the corner: the title keeps clear of it. */
      .card.legal .title { padding-right: 20px; }
      .icons { display: flex; flex-wrap: wrap; gap: 2px; }
      .icon { border: 1px solid var(--line); border-radius: 10px; padding: 0 5px; font-size: 11px; background: #f6f7f8; max-width: 100%; box-sizing: border-box; }
      .icon .art { vertical-align: -2px; }
      /* The colour is shown as a swatch beside its name in ink, so any colour stays readable. */
      .color { display: inline-flex; align-items: center; gap: 4px; font-size: 11px; font-weight: 600; color: var(--ink); max-width: 100%; }
      .swatch { flex: none; }
      .swatch { display: inline-block; width: 10px; height: 10px; border-radius: 50%; background: var(--card-color); border: 1px solid rgba(0, 0, 0, 0.35); }
      .text { font-size: 11px; line-height: 1.25; }
      /* Two wide cards side by side even on a 360 px phone. */
      :host([wide]) .card { width: min(168px, calc(50vw - 32px)); }
      :host([large]) .card { width: 260px; min-height: 200px; font-size: 15px; padding: 12px 14px 12px 20px; gap: 6px; }
      :host([large]) .title { font-size: 20px; }
      :host([large]) .text { font-size: 15px; }
      :host([large]) .icon { font-size: 14px; }
      :host([large]) .color { font-size: 14px; }
      :host([large]) .fields { font-size: 14px; display: block; }
      :host([large]) .stripe { width: 10px; }
      .card.last { box-shadow: 0 0 0 3px #f2b705; }
      .card.legal.last { box-shadow: 0 0 0 3px #bfe8cf, 0 0 0 6px #f2b705; }
      .fields { margin-top: auto; color: var(--muted); font-size: 11px; }
      .back {
        width: 104px; height: 124px; border-radius: var(--radius); border: 1px solid #39424d;
        background: repeating-linear-gradient(45deg, #44505d 0 6px, #3a4550 6px 12px);
        color: #dfe5ea; display: grid; place-items: center; font-size: 11px;
      }
      .marks { display: flex; flex-wrap: wrap; gap: 2px; }
      .mark { background: var(--ink); color: #fff; border-radius: 4px; padding: 0 4px; font-size: 10px; }
      .key { position: absolute; right: 4px; top: 4px; }
      :host([sideways]) .card { transform: rotate(5deg); background: #f1f3f5; }
      :host([sideways]) button.card:hover { transform: rotate(5deg) translateY(-4px); }
      :host([small]) .card, :host([small]) .back { width: 80px; min-height: 96px; font-size: 11px; padding: 4px 4px 4px 9px; }
      :host([small]) .back { height: 96px; }
      :host([small][wide]) .card { width: 130px; }
      :host([small]) .title { font-size: 11px; }
      :host([small]) .fields { display: none; }
    `,
  ];

  /** The program the component belongs to. */
  @property({ attribute: false }) program!: Program;
  /** Which fields the face shows. */
  @property({ attribute: false }) layout!: CardLayout;
  /** Component number, or -1 for a hidden card. */
  @property({ type: Number }) cid = -1;
  /** Labels of the marks the card carries. */
  @property({ attribute: false }) marks: string[] = [];
  /** Shown turned sideways (e.g. an activated card). */
  @property({ type: Boolean, reflect: true }) sideways = false;
  /** Smaller, for other players' areas. */
  @property({ type: Boolean, reflect: true }) small = false;
  /** 1-based option number when the card is a legal choice; 0 when it is not. */
  @property({ type: Number }) option = 0;
  /** Drawn enlarged (the table's inspector). */
  @property({ type: Boolean, reflect: true }) large = false;
  /** Wider, for cards whose text is long (set by the card itself). */
  @property({ type: Boolean, reflect: true }) wide = false;
  /** Part of the last move (highlighted). */
  @property({ type: Boolean }) last = false;
  private press?: ReturnType<typeof setTimeout>;

  override connectedCallback() {
    super.connectedCallback();
    // Hover only where there is a real pointer that hovers; focus only from the keyboard.
    this.addEventListener("mouseenter", () => matchMedia("(hover: hover)").matches && this.inspect());
    this.addEventListener("focusin", (e) => ((e.composedPath()[0] as Element | undefined)?.matches?.(":focus-visible") ? this.inspect() : undefined));
    this.addEventListener("mouseleave", this.uninspect);
    this.addEventListener("focusout", this.uninspect);
    // A long press on a touch screen shows the card enlarged, as hovering does with a mouse.
    this.addEventListener("pointerdown", (e) => {
      if (e.pointerType !== "mouse") this.press = setTimeout(() => this.inspect(), 450);
    });
    for (const ev of ["pointerup", "pointercancel", "pointerleave"]) this.addEventListener(ev, () => clearTimeout(this.press));
  }

  private readonly inspect = () => {
    if (this.large || this.cid < 0) return;
    this.dispatchEvent(new CustomEvent("card-inspect", { detail: { cid: this.cid }, bubbles: true, composed: true }));
  };

  private readonly uninspect = () => {
    if (this.large) return;
    this.dispatchEvent(new CustomEvent("card-inspect", { detail: { cid: -1 }, bubbles: true, composed: true }));
  };

  override render() {
    if (this.cid < 0 || !this.program) return html`<div class="back" role="img" aria-label="a hidden card">?</div>`;
    const face = cardFace(this.program, this.layout, this.cid);
    this.wide = !this.large && (face.text?.length ?? 0) > 60;
    const body = html`
      <span class="stripe"></span>
      ${this.option ? html`<span class="key" aria-hidden="true">${optionKey(this.option)}</span>` : nothing}
      <span class="title">${face.title}</span>
      ${face.color ? html`<span class="color"><span class="swatch" data-shape=${face.color.shape}></span>${face.color.name}</span>` : nothing}
      <span class="icons">${face.icons.map((i) => html`<span class="icon" title=${i.field}>${i.art ? html`<img class="art" src=${i.art} alt="" width="14" height="14">` : i.shape} ${i.value}</span>`)}</span>
      ${face.text ? html`<span class="text">${face.text}</span>` : nothing}
      ${this.marks.length ? html`<span class="marks">${this.marks.map((m) => html`<span class="mark">${m}</span>`)}</span>` : nothing}
      <span class="fields">${face.fields.map((f) => (f.label ? html`<div>${f.label}: <b>${f.value}</b></div>` : html`<div><b>${f.value}</b></div>`))}</span>
    `;
    const style = face.color ? `--card-color: ${face.color.css}` : "";
    const tip = [face.title, face.text, face.color?.name, ...face.icons.map((i) => i.value), ...face.fields.map((f) => (f.label ? `${f.label}: ${f.value}` : f.value)), ...this.marks].filter(Boolean).join(" · ");
    if (this.option) {
      return html`<button class=${`card legal${this.last ? " last" : ""}`} style=${style} title=${tip} data-cid=${this.cid} data-option=${this.option} @click=${this.pick}
>${body}</button>`;
    }
    if (this.large) return html`<div class="card" style=${style} role="img" aria-label=${tip}>${body}</div>`;
    return html`<div class=${`card${this.last ? " last" : ""}`} style=${style} title=${tip} data-cid=${this.cid} tabindex="0" role="img" aria-label=${tip}>${body}</div>`;
  }

  private pick() {
    this.dispatchEvent(new CustomEvent("card-pick", { detail: { value: this.cid }, bubbles: true, composed: true }));
  }
}

declare global {
  interface HTMLElementTagNameMap {
    "game-card": GameCard;
  }
}
