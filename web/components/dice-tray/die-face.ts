// The face a die shows, read from its list of faces and the attribute that says which one is up.

import type { PlayerView, Program } from "../../../runtime/index.js";
import type { DiceLayout } from "../../session/board-layouts.js";

/** The up face of die `id`: an attribute left at its start value is absent from the view, so that value counts. */
export function upFace(program: Program, dice: DiceLayout, attrs: PlayerView["attrs"], id: number): { face: string; index: number; count: number } | undefined {
  const faces = program.components[id]?.props[dice.faces];
  if (!Array.isArray(faces) || !faces.length) return undefined;
  const initial = program.attrs.find((a) => a.name === dice.up)?.initial ?? 0;
  // `roll` keeps the face itself in a typed attribute; older rules kept its index.
  const up = attrs[dice.up]?.[id] ?? initial;
  const index = typeof up === "string" ? faces.indexOf(up) : typeof up === "number" ? up : 0;
  const face = faces[index];
  return typeof face === "string" ? { face, index, count: faces.length } : undefined;
}
