// Each seat's token: a shape and a colour together, so seats are never told apart by colour alone.
// A game may give its own seat colours (table.yaml `seats`), so a seat is drawn in the colour its
// pieces are named by.

import { botName, playerLabel } from "../../runtime/index.js";

const SHAPES = ["●", "▲", "■", "◆", "★", "✚", "⬟", "⬢"];
const COLORS = ["#b3261e", "#0b57d0", "#8a6d00", "#146c2e", "#6c2aa8", "#a0430a", "#00696f", "#5d5f61"];
let palette: { color: string; name?: string; art?: string }[] = [];
let names: string[] = [];

/** Uses the players' names (from the lobby) until another game is opened; an empty list restores "Player N". */
export function useSeatNames(list: readonly string[]): void {
  names = [...list];
}

/** A seat's name at the table: the name given in the lobby, else "Player N". */
export function seatName(p: number): string {
  return names[p]?.trim() || playerLabel(p);
}

/** Default names: people "Player N", bots by their level ("Planner bot"), numbered when two share one. */
export function defaultNames(kinds: readonly string[]): string[] {
  const base = kinds.map((k, p) => (k === "human" ? playerLabel(p) : botName(k)));
  return base.map((b, p) => (kinds[p] !== "human" && base.filter((x) => x === b).length > 1 ? `${b} ${base.slice(0, p + 1).filter((x) => x === b).length}` : b));
}

/** Uses the game's seat colours (from its layout) until another game is opened; an empty list restores the defaults. */
export function useSeatPalette(seats: { color: string; name?: string; art?: string }[]): void {
  palette = seats;
}

/** The token of a seat: shape, colour, the colour's name and a picture of its piece when the game gives them, and a label for screen readers. */
export function seatToken(p: number): { shape: string; color: string; label: string; colorName?: string; art?: string } {
  const own = palette[p];
  return {
    shape: SHAPES[p % SHAPES.length]!,
    color: own?.color ?? COLORS[p % COLORS.length]!,
    label: seatName(p),
    ...(own?.name ? { colorName: own.name } : {}),
    ...(own?.art ? { art: own.art } : {}),
  };
}
