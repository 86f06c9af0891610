import { css, html, nothing, svg } from "lit";
import { optionKey } from "../../session/numbered-options.js";
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
      .art { position: absolute; left: 0; top: 0; }
      .hex.drawn { background: transparent; }
      .hex.drawn.legal { background: transparent; }
      .hex.drawn.legal::before { display: none; }
      .hex.drawn.legal:hover, .hex.drawn.legal:focus-visible { background: rgba(255, 255, 255, 0.35); }
      .hex.drawn .label { color: #1d232b; background: rgba(255, 255, 255, 0.8); border-radius: 3px; padding: 0 2px; }
      .hex.drawn .tokens { text-shadow: 0 0 2px #fff, 0 0 2px #fff; }
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
      .space.last { box-shadow: inset 0 0 0 3px #f2b705; }
      .space.legal.last { box-shadow: inset 0 0 0 3px #bfe8cf, inset 0 0 0 6px #f2b705; }
      .space.selected { box-shadow: inset 0 0 0 4px var(--accent); background: color-mix(in srgb, var(--accent) 18%, var(--tint, var(--paper))); }
      .space.decisive { box-shadow: inset 0 0 0 4px #c62828; background: #ffe3a3; }
      /* Ink on a white chip: readable on any terrain's fill or art (the accent on a dark terrain was not). */
      .chosen { position: absolute; left: 2px; bottom: 1px; font-size: 9px; font-weight: 700; color: #1d232b; background: #fff; border: 1px solid var(--accent); border-radius: 3px; padding: 0 2px; }
      /* Checkerboard squares carry art: labels and numbers sit on a light backing to stay readable. */
      .checker .label, .checker .chosen { color: #1d232b; background: rgba(255, 255, 255, 0.8); border-radius: 3px; padding: 0 2px; }
      .checker.legal { box-shadow: inset 0 0 0 3px #bfe8cf; }
    `,
  ];

  /** Geometry and decorations of the board. */
  @property({ attribute: false }) board!: BoardLayout;
  /** How attributes are shown. */
  @property({ attribute: false }) attrs: Record<string, AttrLayout> = {};
  /** Spaces or pieces picked in a move still being made (marked as chosen). */
  @property({ attribute: false }) selected: Set<number> = new Set();
  /** Spaces that decided the game (the winning line). */
  @property({ attribute: false }) decisive: Set<number> = new Set();
  private pieceMap?: Map<number, number[]>;
  private firstSpaceOf = new Map<number, number>();

  override render() {
    const spaces = this.ids.flatMap((id) => {
      const x = this.field(id, this.board.x);
      const y = this.field(id, this.board.y);
      return id >= 0 && x !== undefined && y !== undefined ? [{ id, x, y }] : [];
    });
    if (!spaces.length) return html`<section class="zone"><h3 class="zone-title">${this.label}</h3></section>`;
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
    this.pieceMap = pieces;
    const picks = this.picked();
    this.firstSpaceOf = new Map();
    for (const [space, c] of picks) if (!this.firstSpaceOf.has(c)) this.firstSpaceOf.set(c, space);
    return html`<section class="zone" role="group" aria-label=${this.label}>
      <h3 class="zone-title">${this.label}</h3>
      <div class="board" style=${`width:${width}px;height:${height}px`}>
        ${hex ? this.hexArt(spaces, pos, width, height) : nothing}
        ${spaces.map((s) => this.space(s, pos(s), hex, pieces.get(s.id) ?? [], picks.get(s.id)))}
      </div>
    </section>`;
  }

  private space(s: Space, at: { left: number; top: number }, hex: boolean, pieces: number[], pick?: number) {
    const props = this.program.components[s.id]!.props;
    const labelField = this.board.spaceLabel ?? "name";
    const label = typeof props[labelField] === "string" || typeof props[labelField] === "number" ? String(props[labelField]) : "";
    const tint = this.board.tint && typeof props[this.board.tint] === "string" ? (props[this.board.tint] as string) : undefined;
    const tokens = this.attrTokens(s.id);
    const option = this.options.get(s.id) ?? (pick !== undefined ? (this.options.get(pick) ?? 0) : 0);
    // A component picked through many spaces (a column through its cells) shows its number once, on its first space.
    const keyed = !this.options.has(s.id) && pick !== undefined ? this.firstSpaceOf.get(pick) === s.id : true;
    const target = this.options.has(s.id) ? s.id : (pick ?? s.id);
    const bg = tint ? `;--tint:color-mix(in srgb, ${colorCss(this.program, tint, this.card.colors)} 28%, white)` : this.checkerFill(s);
    const style = `left:${at.left}px;top:${at.top}px;width:${hex ? HEX_W : SQUARE - 2}px;height:${hex ? HEX_H : SQUARE - 2}px${bg}`;
    const describe = [label, tint, ...tokens.map((t) => t.text), ...pieces.map((id) => this.pieceName(id))].filter(Boolean).join(", ");
    const body = html`${label ? html`<span class="label">${label}</span>` : nothing}
      ${tint && !(hex && this.card.art[tint]) ? html`<span class="tint">${shapeOf(this.program, tint, this.card.shapes)}${tint.slice(0, 3)}</span>` : nothing}
      <span class="tokens">${tokens.map((t) => (t.art
        ? html`<img class="token-art" src=${t.art} alt="" title=${t.text} width=${hex ? 22 : 40} height=${hex ? 22 : 40}>`
        : html`<span style=${`color:${t.color}`} title=${t.text}>${t.shape}</span>`))}${pieces.map((id) => this.piece(id))}</span>
      ${option && keyed ? html`<span class="key" aria-hidden="true">${optionKey(option)}</span>` : nothing}`;
    const touched = this.last.has(s.id) || pieces.some((id) => this.last.has(id));
    const chosen = this.selected.has(s.id) || pieces.some((id) => this.selected.has(id));
    const drawn = hex && tint !== undefined && this.card.art[tint] !== undefined;
    const cls = `space${hex ? " hex" : ""}${drawn ? " drawn" : ""}${this.board.checker ? " checker" : ""}${option ? " legal" : ""}${touched ? " last" : ""}${chosen ? " selected" : ""}${this.decisive.has(s.id) ? " decisive" : ""}`;
    const extra = html`${chosen ? html`<span class="chosen">chosen</span>` : nothing}`;
    if (option) {
      return html`<button class=${cls} style=${style} data-cid=${s.id} data-option=${option} title=${describe}
        @click=${() => this.pick(target)}>${body}${extra}<span class="visually-hidden">${describe || "empty"}${chosen ? ", chosen" : ""}</span></button>`;
    }
    return html`<div class=${cls} style=${style} data-cid=${s.id} title=${describe} role="img" aria-label=${`${describe || "empty"}${chosen ? ", chosen" : ""}`}>${body}${extra}</div>`;
  }

  /** A checkerboard's fill for a space: the layout's art by the parity of column plus row, or the name as a colour. */
  private checkerFill(s: Space): string {
    const pair = this.board.checker;
    if (!pair) return "";
    const name = pair[(s.x + s.y) % 2 === 0 ? 1 : 0];
    const art = this.card.art[name];
    return art ? `;--tint:url("${art}") center / cover` : `;--tint:${name}`;
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

  /** Hex spaces drawn in SVG under the clickable spaces: terrain fill or art, and outlined areas (territories). */
  private hexArt(spaces: Space[], pos: (s: Space) => { left: number; top: number }, width: number, height: number) {
    const w = HEX_W;
    const h = HEX_H;
    const poly = (x: number, y: number, inset: number) =>
      [[w * 0.25 + inset * 0.5, inset], [w * 0.75 - inset * 0.5, inset], [w - inset, h / 2], [w * 0.75 - inset * 0.5, h - inset], [w * 0.25 + inset * 0.5, h - inset], [inset, h / 2]]
        .map(([a, b]) => `${x + a!},${y + b!}`).join(" ");
    const members = new Set<string>();
    const cells = spaces.map((s) => {
      const props = this.program.components[s.id]!.props;
      const tint = this.board.tint && typeof props[this.board.tint] === "string" ? (props[this.board.tint] as string) : undefined;
      const ring = this.board.outline && typeof props[this.board.outline] === "string" ? (props[this.board.outline] as string) : undefined;
      if (tint && this.card.art[tint]) members.add(tint);
      return { s, at: pos(s), tint, ring };
    });
    return svg`<svg class="art" width=${width} height=${height} viewBox=${`0 0 ${width} ${height}`} aria-hidden="true">
      <defs>${[...members].map((m) => svg`<pattern id=${`art-${m}`} patternUnits="userSpaceOnUse" width="48" height="48"><image href=${this.card.art[m]!} width="48" height="48"></image></pattern>`)}</defs>
      ${cells.map(({ at, tint }) => svg`<polygon points=${poly(at.left, at.top, 0.5)} fill=${tint ? (this.card.art[tint] ? `url(#art-${tint})` : colorCss(this.program, tint, this.card.colors)) : "#fff"}
        stroke="#ffffff" stroke-width="1.5"></polygon>`)}
      ${cells.filter((c) => this.options.has(c.s.id)).map(({ at }) => svg`<polygon points=${poly(at.left, at.top, 2)} fill="rgba(255,255,255,0.18)" stroke="#0b7a3b" stroke-width="3"></polygon>`)}
      ${cells.filter((c) => this.last.has(c.s.id) || this.piecesOn(c.s.id)).map(({ at }) => svg`<polygon points=${poly(at.left, at.top, 3)} fill="none" stroke="#f2b705" stroke-width="4"></polygon>`)}
      ${cells.filter((c) => c.ring).map(({ at, ring }) => svg`<polygon points=${poly(at.left, at.top, 5)} fill="none" stroke=${colorCss(this.program, ring!, this.card.colors)}
        stroke-width="3" stroke-dasharray=${ring === [...new Set(cells.map((c) => c.ring).filter(Boolean))][0] ? "none" : "6 3"}></polygon>`)}
    </svg>`;
  }

  /** Whether a piece that the last move changed stands on the space. */
  private piecesOn(space: number): boolean {
    return (this.pieceMap?.get(space) ?? []).some((id) => this.last.has(id));
  }

  /** For a board whose spaces pick another zone's components (a column by its cells): space → the legal component it picks. */
  private picked(): Map<number, number> {
    const out = new Map<number, number>();
    const rule = this.board.picks;
    if (!rule) return out;
    const zone = (this.view.zones[rule.zone] as number[] | undefined) ?? [];
    for (const c of zone) {
      if (c < 0 || !this.options.has(c)) continue;
      const held = this.program.components[c]?.props[rule.contains];
      if (Array.isArray(held)) for (const s of held) if (typeof s === "number") out.set(s, c);
    }
    return out;
  }

  /** Which pieces stand on which space. */
  private pieces(): Map<number, number[]> {
    const out = new Map<number, number[]>();
    for (const rule of this.board.pieces) {
      const zone = this.view.zones[rule.zone];
      const ids = (Array.isArray(zone?.[0]) ? (zone as number[][]).flat() : ((zone as number[] | undefined) ?? [])).filter((id) => id >= 0);
      const byKey = new Map<number, number>();
      for (const s of this.ids) {
        // No `match`: the piece's attribute holds the space itself (typed state), as on graph maps.
        const k = s < 0 ? undefined : rule.match ? this.field(s, rule.match) : s;
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

  private attrTokens(id: number): { shape: string; color: string; text: string; art?: string }[] {
    const out: { shape: string; color: string; text: string; art?: string }[] = [];
    for (const [name, values] of Object.entries(this.view.attrs)) {
      const l = this.attrs[name];
      const v = values[id];
      if (v === undefined || l?.hidden) continue;
      if (l?.kind === "player") {
        const t = seatToken(v as number);
        out.push({ shape: t.shape, color: t.color, text: `${l.label}: ${t.label}${t.colorName ? ` (${t.colorName})` : ""}`, ...(t.art ? { art: t.art } : {}) });
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
