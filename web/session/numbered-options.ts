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
 * Whether a numeric option's label is the engine's name for component `id`: its plain label, or the
 * content's label for its type (log.yaml `labels:`, filled from the state), which a number or a
 * player option never has.
 */
function namesComponent(program: Program, id: number, label: string): boolean {
  if (label === componentLabel(program, id)) return true;
  return program.labels?.[program.components[id]!.type] !== undefined && label !== String(id) && label !== playerLabel(id);
}
