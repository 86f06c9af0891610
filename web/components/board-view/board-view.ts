import { css, html, nothing } from "lit";
import { customElement, property } from "lit/decorators.js";
import { BoardZone } from "../board-zone/board-zone.js";
import type { AttrLayout, BoardLayout } from "../../session/table-layout.js";
import { seatToken } from "../../session/seat-style.js";
import { colorCss, shapeOf } from "../game-card/card-face.js";
import { theme, zoneFrame } from "../../theme.js";

interface Space {
  id: number;
  x: number;
  y: number;
}

const SQUARE = 56;
const HEX_W = 56;
const HEX_H = 48;

/**
 * A zone drawn as a board: square grid or hex map (odd columns shifted down), each space placed by two
 * fields, with seat tokens from attributes and the pieces that stand on it.
 * @event card-pick - a legal space or piece was clicked; `detail.value` is its component number.
 */
@customElement("board-view")
export class BoardView extends BoardZone {
  static override styles = [
    theme,
    zoneFrame,
    css`
      :host { display: block; }
      .board { position: relative; }
      .space {
        position: absolute; display: flex; flex-direction: column; align-items: center; justify-content: center;
        border: 1px solid var(--line); background: var(--paper); padding: 0; min-height: 0; border-radius: 4px;
        font-size: 10px; line-height: 1.1; overflow: hidden;
      }
      .space { background: var(--tint, var(--paper)); }
      .hex { clip-path: polygon(25% 0, 75% 0, 100% 50%, 75% 100%, 25% 100%, 0 50%); border: none; border-radius: 0; }
      .hex > * { position: relative; z-index: 1; }
      .space.legal { border: 2px solid var(--legal); box-shadow: inset 0 0 0 3px #bfe8cf; }
      .hex.legal { border: none; box-shadow: none; background: var(--legal); }
      .hex.legal::before { content: ""; position: absolute; inset: 4px; z-index: 0; background: var(--tint, var(--paper));
        clip-path: polygon(25% 0, 75% 0, 100% 50%, 75% 100%, 25% 100%, 0 50%); }
      .label { position: absolute; left: 2px; top: 1px; font-size: 9px; color: var(--muted); }
      .hex .label { position: absolute; left: 50%; transform: translateX(-50%); top: 3px; }
      .tokens { display: flex; gap: 1px; flex-wrap: wrap; justify-content: center; font-size: 22px; font-weight: 700; }
      .hex .tokens { font-size: 13px; }
      .tint { font-size: 9px; }
      .attr { font-size: 9px; }
      .key { position: absolute; right: 1px; bottom: 1px; font-size: 9px; }
      .hex .key { position: absolute; right: 50%; transform: translateX(50%); bottom: 1px; }
    `,
  ];

  /** Geometry and decorations of the board. */
  @property({ attribute: false }) board!: BoardLayout;
  /** How attributes are shown. */
  @property({ attribute: false }) attrs: Record<string, AttrLayout> = {};

  override render() {
    const spaces = this.ids.flatMap((id) => {
      const x = this.field(id, this.board.x);
      const y = this.field(id, this.board.y);
      return id >= 0 && x !== undefined && y !== undefined ? [{ id, x, y }] : [];
    });
    if (!spaces.length) return html`<section class="zone"><h4>${this.label}</h4></section>`;
    const minX = Math.min(...spaces.map((s) => s.x));
    const minY = Math.min(...spaces.map((s) => s.y));
    const maxX = Math.max(...spaces.map((s) => s.x));
    const maxY = Math.max(...spaces.map((s) => s.y));
    const hex = this.board.shape === "hex";
    const pos = (s: Space) => {
      const col = s.x - minX;
      const row = this.board.flipY ? maxY - s.y : s.y - minY;
      return hex ? { left: col * HEX_W * 0.75, top: row * HEX_H + (s.x % 2 ? HEX_H / 2 : 0) } : { left: col * SQUARE, top: row * SQUARE };
    };
    const width = hex ? (maxX - minX) * HEX_W * 0.75 + HEX_W : (maxX - minX + 1) * SQUARE;
    const height = hex ? (maxY - minY + 1) * HEX_H + HEX_H / 2 : (maxY - minY + 1) * SQUARE;
    const pieces = this.pieces();
    return html`<section class="zone" aria-label=${this.label}>
      <h4>${this.label}</h4>
      <div class="board" style=${`width:${width}px;height:${height}px`}>
        ${spaces.map((s) => this.space(s, pos(s), hex, pieces.get(s.id) ?? []))}
      </div>
    </section>`;
  }

  private space(s: Space, at: { left: number; top: number }, hex: boolean, pieces: number[]) {
    const props = this.program.components[s.id]!.props;
    const labelField = this.board.spaceLabel ?? "name";
    const label = typeof props[labelField] === "string" || typeof props[labelField] === "number" ? String(props[labelField]) : "";
    const tint = this.board.tint && typeof props[this.board.tint] === "string" ? (props[this.board.tint] as string) : undefined;
    const tokens = this.attrTokens(s.id);
    const option = this.options.get(s.id) ?? 0;
    const bg = tint ? `;--tint:color-mix(in srgb, ${colorCss(this.program, tint, this.card.colors)} 28%, white)` : "";
    const style = `left:${at.left}px;top:${at.top}px;width:${hex ? HEX_W : SQUARE - 2}px;height:${hex ? HEX_H : SQUARE - 2}px${bg}`;
    const describe = [label, tint, ...tokens.map((t) => t.text), ...pieces.map((id) => this.pieceName(id))].filter(Boolean).join(", ");
    const body = html`${label ? html`<span class="label">${label}</span>` : nothing}
      ${tint ? html`<span class="tint">${shapeOf(this.program, tint, this.card.shapes)}${tint.slice(0, 3)}</span>` : nothing}
      <span class="tokens">${tokens.map((t) => html`<span style=${`color:${t.color}`} title=${t.text}>${t.shape}</span>`)}${pieces.map((id) => this.piece(id))}</span>
      ${option ? html`<span class="key" aria-hidden="true">${option <= 9 ? option : ""}</span>` : nothing}`;
    const cls = `space${hex ? " hex" : ""}${option ? " legal" : ""}`;
    if (option) {
      return html`<button class=${cls} style=${style} data-cid=${s.id} data-option=${option} aria-label=${`${option}: ${describe}`} title=${describe}
        @click=${() => this.pick(s.id)}>${body}</button>`;
    }
    return html`<div class=${cls} style=${style} data-cid=${s.id} title=${describe}>${body}</div>`;
  }

  /** A piece: its seat's token when it belongs to a seat, else the shape of its first enum field. */
  private piece(id: number) {
    const props = this.program.components[id]!.props;
    const option = this.options.get(id) ?? 0;
    const seat = typeof props.seat === "number" ? props.seat : undefined;
    const members = Object.values(props).filter((v): v is string => typeof v === "string" && shapeOf(this.program, v) !== "•");
    // Shape from the piece's first enum field (its kind); colour and a seat number from its owner.
    const shape = members[0] ? shapeOf(this.program, members[0], this.card.shapes) : seat !== undefined ? seatToken(seat).shape : "◼";
    const color = seat !== undefined ? seatToken(seat).color : members[1] ? colorCss(this.program, members[1], this.card.colors) : "inherit";
    const content = html`<span style=${`color:${color}`} title=${this.pieceName(id)} data-cid=${id}>${shape}${seat !== undefined ? html`<sub>${seat + 1}</sub>` : nothing}</span>`;
    if (!option) return content;
    return html`<button class="legal" data-option=${option} @click=${(ev: Event) => { ev.stopPropagation(); this.pick(id); }}>${content}</button>`;
  }

  private pieceName(id: number): string {
    const props = this.program.components[id]!.props;
    return typeof props.name === "string" ? props.name : this.program.components[id]!.id;
  }

  /** Which pieces stand on which space. */
  private pieces(): Map<number, number[]> {
    const out = new Map<number, number[]>();
    for (const rule of this.board.pieces) {
      const zone = this.view.zones[rule.zone];
      const ids = (Array.isArray(zone?.[0]) ? (zone as number[][]).flat() : ((zone as number[] | undefined) ?? [])).filter((id) => id >= 0);
      const byKey = new Map<number, number>();
      for (const s of this.ids) {
        const k = s >= 0 ? this.field(s, rule.match) : undefined;
        if (k !== undefined) byKey.set(k, s);
      }
      for (const id of ids) {
        const at = this.view.attrs[rule.at]?.[id];
        const space = at === undefined ? undefined : byKey.get(at as number);
        if (space !== undefined) out.set(space, [...(out.get(space) ?? []), id]);
      }
    }
    return out;
  }

  private attrTokens(id: number): { shape: string; color: string; text: string }[] {
    const out: { shape: string; color: string; text: string }[] = [];
    for (const [name, values] of Object.entries(this.view.attrs)) {
      const l = this.attrs[name];
      const v = values[id];
      if (v === undefined || l?.hidden) continue;
      if (l?.kind === "player") {
        const t = seatToken(v as number);
        out.push({ shape: t.shape, color: t.color, text: `${l.label}: ${t.label}` });
      } else out.push({ shape: `${v}`, color: "inherit", text: `${l?.label ?? name}: ${v}` });
    }
    return out;
  }


}

declare global {
  interface HTMLElementTagNameMap {
    "board-view": BoardView;
  }
}
