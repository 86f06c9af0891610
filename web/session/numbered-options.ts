// The options a seat may pick right now, numbered once so the prompt, the cards and the number
// keys all agree on which number means which choice.

import { componentLabel, playerLabel } from "../../runtime/index.js";
import type { Decision, DecisionOption, Program } from "../../runtime/index.js";

/** One legal choice with its 1-based number. */
export interface NumberedOption {
  n: number;
  decision: Decision;
  option: DecisionOption;
  /** The component the option picks, when it picks one. */
  component?: number;
}

/** Numbers every option of the given decisions in order. */
export function numberedOptions(program: Program, decisions: readonly Decision[]): NumberedOption[] {
  const out: NumberedOption[] = [];
  for (const decision of decisions) {
    for (const option of decision.options) {
      const v = option.value;
      const isComponent = typeof v === "number" && v >= 0 && v < program.components.length && namesComponent(program, v, option.label);
      out.push({ n: out.length + 1, decision, option, ...(isComponent ? { component: v } : {}) });
    }
  }
  return out;
}

/**
 * Whether a numeric option's label is the engine's name for component `id`: its plain label (with
 * what tells it from a same-named copy in brackets, e.g. where it lies), or the content's label for
 * its type (log.yaml `labels:`, filled from the state), which a number or a player option never has.
 */
function namesComponent(program: Program, id: number, label: string): boolean {
  const plain = componentLabel(program, id);
  if (label === plain || label.startsWith(`${plain} (`)) return true;
  return program.labels?.[program.components[id]!.type] !== undefined && label !== String(id) && label !== playerLabel(id);
}

/** Keys for options past the tenth: letters, leaving out `u` (undo). */
const LETTERS = "abcdefghijklmnopqrstvwxyz";

/** The key that picks option `n`: 1–9, 0 for the tenth, then letters; "" past the last letter (Tab and Enter still reach it). */
export function optionKey(n: number): string {
  if (n >= 1 && n <= 9) return String(n);
  if (n === 10) return "0";
  return LETTERS[n - 11] ?? "";
}

/** The option number a key picks (the inverse of optionKey), or undefined. */
export function optionForKey(key: string): number | undefined {
  if (/^[1-9]$/.test(key)) return Number(key);
  if (key === "0") return 10;
  const i = LETTERS.indexOf(key.toLowerCase());
  return key.length === 1 && i >= 0 ? 11 + i : undefined;
}
