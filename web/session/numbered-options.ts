// The options a seat may pick right now, numbered once so the prompt, the cards and the number
// keys all agree on which number means which choice.

import { componentLabel } from "../../runtime/index.js";
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
      const isComponent = typeof v === "number" && v >= 0 && v < program.components.length && option.label === componentLabel(program, v);
      out.push({ n: out.length + 1, decision, option, ...(isComponent ? { component: v } : {}) });
    }
  }
  return out;
}
