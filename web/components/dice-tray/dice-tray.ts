import { css, html } from "lit";
import { optionKey } from "../../session/numbered-options.js";
import { customElement, property } from "lit/decorators.js";
import { BoardZone } from "../board-zone/board-zone.js";
import type { DiceLayout } from "../../session/board-layouts.js";
import { words } from "../../session/table-layout.js";
import { shapeOf } from "../game-card/card-face.js";
import { theme, zoneFrame } from "../../theme.js";
import { upFace } from "./die-face.js";

/**
 * A zone of dice, each drawn as a die showing its up face (a glyph and words); legal dice are the only clickable ones.
 * @event card-pick - a legal die was clicked; `detail.value` is its component number.
 */
@customElement("dice-tray")
export class DiceTray extends BoardZone {
  static override styles = [
    theme,
    zoneFrame,
    css`
      :host { display: block; }
      .count { font-weight: 400; text-transform: none; }
      .row { display: flex; flex-wrap: wrap; gap: 6px; min-height: 62px; }
      .die { position: relative; width: 62px; height: 62px; padding: 2px; display: flex; flex-direction: column; align-items: center;
        justify-content: center; gap: 2px; border: 2px solid #39424d; border-radius: 10px; background: var(--paper);
        box-shadow: inset -3px -3px 0 rgba(0, 0, 0, 0.08); font-size: 10px; line-height: 1.1; text-align: center; }
      .die.legal { border-color: var(--legal); box-shadow: 0 0 0 3px #bfe8cf; }
      .glyph { font-size: 20px; line-height: 1; }
      .key { position: absolute; right: -6px; top: -8px; font-size: 10px; }
      .shown { display: contents; }
      .sr { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
      .hidden { color: var(--muted); }
    `,
  ];

  /** Which fields give the faces and the up face. */
  @property({ attribute: false }) dice!: DiceLayout;

  override render() {
    const n = this.ids.length;
    return html`<section class="zone" role="group" aria-label=${`${this.label}, ${n} ${n === 1 ? "die" : "dice"}`}>
      <h3 class="zone-title">${this.label} <span class="count">· ${n || "none"}</span></h3>
      <div class="row">${this.ids.map((id) => this.die(id))}</div>
    </section>`;
  }

  private die(id: number) {
    const up = id >= 0 ? upFace(this.program, this.dice, this.view.attrs, id) : undefined;
    if (!up) return html`<div class="die hidden" role="img" aria-label="a hidden die">?</div>`;
    const faceWords = this.dice.labels[up.face] ?? words(up.face);
    const glyph = shapeOf(this.program, up.face, this.card.shapes);
    const name = this.program.components[id]!.props.name;
    const describe = `${typeof name === "string" ? name : "Die"} showing ${faceWords}`;
    const option = this.options.get(id) ?? 0;
    const body = html`<span class="glyph" aria-hidden="true">${glyph}</span><span class="face">${faceWords}</span>`;
    if (option) {
      // The name comes from a hidden sentence, not aria-label, so it never contradicts the face shown.
      return html`<button class="die legal" data-cid=${id} data-face=${up.face} data-option=${option} title=${describe}
        @click=${() => this.pick(id)}><span class="sr">${option}: ${describe}</span><span class="shown" aria-hidden="true">${body}</span><span class="key" aria-hidden="true">${optionKey(option)}</span></button>`;
    }
    return html`<div class="die" data-cid=${id} data-face=${up.face} title=${describe} role="img" aria-label=${describe}>${body}</div>`;
  }

}

declare global {
  interface HTMLElementTagNameMap {
    "dice-tray": DiceTray;
  }
}
