import type { Decision } from "./types.js";

// A decision with one option is normally taken by the engine; it is still asked when the player has an
// any-time action on offer, so that they may act before the game goes on. Such a decision is no real
// question: tables and terminals show it as the way to go on past the offers, which are the choice.

/** The label of a held decision's only option. */
export const GO_ON = "Go on";

/**
 * The decisions as a player should meet them: a player's only owed decision, when it has one option
 * and that player has actions on offer, becomes `held` (the prompt says what comes next, the option
 * reads "Go on"); the move it stands for is unchanged.
 */
export function presentHeld(decisions: readonly Decision[]): Decision[] {
  return decisions.map((d) => {
    if (d.optional || d.options.length !== 1 || d.options[0]!.value === null) return d;
    if (!decisions.some((o) => o.optional && o.player === d.player)) return d;
    if (decisions.some((o) => o !== d && !o.optional && o.player === d.player)) return d;
    const only = d.options[0]!;
    return { ...d, prompt: `Next: ${only.label} (${d.prompt}). You may first take an action on offer.`, options: [{ value: only.value, label: GO_ON }], held: true };
  });
}
