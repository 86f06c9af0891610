// Each seat's token: a shape and a colour together, so seats are never told apart by colour alone.

import { playerLabel } from "../../runtime/index.js";

const SHAPES = ["●", "▲", "■", "◆", "★", "✚", "⬟", "⬢"];
const COLORS = ["#b3261e", "#0b57d0", "#8a6d00", "#146c2e", "#6c2aa8", "#a0430a", "#00696f", "#5d5f61"];

/** The token of a seat: shape, colour and a label for screen readers and tooltips. */
export function seatToken(p: number): { shape: string; color: string; label: string } {
  return { shape: SHAPES[p % SHAPES.length]!, color: COLORS[p % COLORS.length]!, label: playerLabel(p) };
}
