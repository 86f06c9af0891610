import { LitElement } from "lit";
import { property } from "lit/decorators.js";
import type { PlayerView, Program } from "../../../runtime/index.js";
import type { CardLayout } from "../../session/table-layout.js";

// The board-like zones (square and hex boards, graph maps, polyomino grids, dice trays) are given
// the same inputs and report a click the same way; each adds its own layout and drawing.

/**
 * The common part of a zone drawn as a board: its inputs, field lookup and click report.
 * @event card-pick - a legal component was clicked; `detail.value` is its component number.
 */
export abstract class BoardZone extends LitElement {
  /** The program being played. */
  @property({ attribute: false }) program!: Program;
  /** Card layout: the shapes and colours of enum members and faces. */
  @property({ attribute: false }) card!: CardLayout;
  /** Heading. */
  @property() label = "";
  /** The zone's components (component numbers; -1 for hidden ones). */
  @property({ attribute: false }) ids: number[] = [];
  /** The shown seat's view (attributes, counters and zones). */
  @property({ attribute: false }) view!: PlayerView;
  /** Legal choices: component number → option number. */
  @property({ attribute: false }) options: Map<number, number> = new Map();
  /** Components changed by the last move (highlighted). */
  @property({ attribute: false }) last: Set<number> = new Set();

  /** A numeric field of a component: a prop, or else an attribute in the view. */
  protected field(id: number, name: string): number | undefined {
    const v = this.program.components[id]?.props[name];
    if (typeof v === "number") return v;
    return this.view.attrs[name]?.[id] as number | undefined;
  }

  /** Reports a click on a legal component. */
  protected pick(value: number): void {
    this.dispatchEvent(new CustomEvent("card-pick", { detail: { value }, bubbles: true, composed: true }));
  }
}
