// The shape of report.json: one summary per configuration played (one, or one per value of a swept
// option), each figure with the counts behind it so another run can be compared with it.

import type { FigureDifference } from "./compare.js";
import type { Moments, Rate } from "./stats.js";

/** A distribution of whole or fractional numbers: its moments and a histogram of `[value, count]`. */
export interface Distribution extends Moments {
  min: number;
  max: number;
  histogram: [number, number][];
}

/** How the seats relate in this configuration: everyone for themselves, one seat against the game's automaton, or one team. */
export type PlayMode = "versus" | "solo" | "co-op";

/** One score component (a ranking key or a per-seat query): its spread and how often the winner led it. */
export interface FigureSummary {
  name: string;
  perSeat: Moments[];
  all: Distribution;
  /** True when it is the score itself (the ranking's first key, or a query equal to it in every game). */
  isScore?: true;
  /** In games with one winner: how often that winner had strictly the most of this figure. */
  winnerLeads?: Rate;
}

/** What seats did with one component under one kind of act, and how those seats fared. */
export interface ComponentRow {
  type: string;
  id: string;
  label: string;
  /** The act: an event name, `into <zone>` or `chose <decision>`. */
  act: string;
  /** Games in which a seat did it. */
  games: Rate;
  /** Games in which the component was in play (referenced by a visible event). */
  inPlay: number;
  /** Win rate of the seats that did it, and of the seats that did not (in games where it was in play). */
  did: Rate;
  didNot: Rate;
  /** did - didNot, tested. */
  edge: { diff: number; p: number };
  flag?: "strong" | "weak" | "never";
}

/** How often each option of one decision was taken, and how the seats that ever took it fared against the seats that were asked but never did. */
export interface DecisionSummary {
  choice: string;
  total: number;
  options: { label: string; count: number; share: number; did: Rate; didNot: Rate }[];
}

/** Everything measured for one configuration. */
export interface RunSummary {
  label: string;
  options: Record<string, unknown>;
  players: number;
  games: number;
  errors: number;
  errorSamples: { seed: number; message: string }[];
  mode: PlayMode;
  /** Win rate per seat (solo: against the automaton). */
  seats: Rate[];
  /** Co-op: how often the whole team won. */
  team?: Rate;
  /** Games won by several seats (versus only) and games nobody won. */
  ties: Rate;
  noWinner: Rate;
  moves: Distribution;
  /** Game length in each phase's passes (rounds, turns ...). */
  phases: Record<string, Distribution>;
  figures: FigureSummary[];
  components: ComponentRow[];
  decisions: DecisionSummary[];
  findings: string[];
}

/** report.json. */
export interface BalanceReport {
  game: string;
  title: string;
  players: number;
  games: number;
  seed: number;
  bots: string[];
  content: string;
  created: string;
  runs: RunSummary[];
  /** With several configurations: how the headline rate moves from one to the next. */
  sweep?: string[];
  /** With --compare: the other content's runs (same seeds, same order) and its folder. */
  compare?: { content: string; runs: RunSummary[]; differences: FigureDifference[] };
}
