import type { Diagnostic, Ident, Span } from "../dsl/index.js";
import { closestMatch } from "./content/index.js";
import { CMP } from "./messages.js";

// `log played { card: c }` is rendered by the template `played` of log.yaml. Without one the log
// shows raw JSON, and a template's `{name}` that the statement does not give shows nothing: both
// are mistakes worth an error, found once every statement and every template is known.

/** A `log` statement as written: its event and the names of its arguments. */
export interface LogUse {
  event: Ident;
  args: Ident[];
  span: Span;
}

/** Placeholders every event has without giving them: the acting player, and the raw arguments. */
const BUILT_IN = new Set(["player", "args"]);

/**
 * Reports (CMP3024) each `log` whose event has no template in log.yaml, and each template
 * placeholder a `log` of its event does not give; only for games that have a log.yaml.
 */
export function checkLogUses(uses: readonly LogUse[], templates: Record<string, string> | undefined, diagnostics: Diagnostic[]): void {
  if (!templates) return;
  const events = Object.keys(templates);
  for (const use of uses) {
    // Own keys only: `log constructor` must not find Object's constructor.
    const template = Object.hasOwn(templates, use.event.name) ? templates[use.event.name] : undefined;
    if (template === undefined) {
      const near = closestMatch(use.event.name, events);
      diagnostics.push({
        code: CMP.unknownEvent.code,
        severity: "error",
        message: `log.yaml has no template for the event '${use.event.name}'`,
        span: use.event.span,
        hint: near ? `did you mean '${near}'?` : CMP.unknownEvent.hint,
      });
      continue;
    }
    const given = new Set(use.args.map((a) => a.name));
    for (const m of template.matchAll(/\{(\w+)(?:#[^}]*)?(?:\?[^}]*)?\}/g)) {
      const key = m[1]!;
      if (BUILT_IN.has(key) || given.has(key)) continue;
      diagnostics.push({
        code: CMP.unknownEvent.code,
        severity: "error",
        message: `the template of '${use.event.name}' uses {${key}}, which this log statement does not give`,
        span: use.span,
        hint: `add \`${key}: ...\` to the statement's arguments, or remove {${key}} from the template`,
      });
      break;
    }
  }
}
