import { isAlias, isCollection, isPair, visit, type Node } from "yaml";
import type { Diagnostic, Result } from "../../dsl/index.js";
import { ContentCode } from "./content-codes.js";
import type { YamlFile } from "./yaml-types.js";

// Every YAML file of a game (data files, log.yaml, table.yaml) becomes plain data through here, so
// anchors and aliases are bounded the same way everywhere: a handful of `*name` references is fine
// (a layout reuses a label list), an alias bomb that expands exponentially is refused with a position.

/** How many alias expansions one file may make before it counts as a resource-exhaustion attack. */
export const MAX_ALIAS_COUNT = 100;

/** How deeply YAML collections may nest (the games nest 4 levels at most). */
export const MAX_YAML_DEPTH = 32;

/** The plain data of a parsed YAML file; an alias bomb gives `undefined` and a CNT2010 error at its first alias. */
export function yamlData(file: YamlFile): Result<unknown> {
  try {
    return { value: file.doc.toJS({ maxAliasCount: MAX_ALIAS_COUNT }), diagnostics: [] };
  } catch (error) {
    if (!(error instanceof Error)) throw error;
    const at = firstAlias(file);
    const d: Diagnostic = {
      code: ContentCode.AliasBomb,
      severity: "error",
      message: `YAML: aliases expand too much (${error.message.replace(/\.$/, "")})`,
      span: { file: file.file, start: at?.[0] ?? 0, end: at?.[1] ?? Math.min(1, file.text.length) },
      hint: `write the values out instead of repeating anchors (&name / *name); a file may expand aliases at most ${MAX_ALIAS_COUNT} times`,
    };
    return { value: undefined, diagnostics: [d] };
  }
}

function firstAlias(file: YamlFile): [number, number] | undefined {
  let found: [number, number] | undefined;
  visit(file.doc, {
    Alias(_, node) {
      if (node.range) found = [node.range[0], node.range[1]];
      return visit.BREAK;
    },
  });
  return found;
}

/**
 * The first collection nested deeper than MAX_YAML_DEPTH, as a CNT2011 error; found without
 * recursion, since the document may be exactly what would overflow a recursive walk.
 */
export function yamlTooDeep(file: YamlFile): Diagnostic | undefined {
  const stack: { node: unknown; depth: number }[] = [{ node: file.doc.contents, depth: 0 }];
  while (stack.length) {
    const { node, depth } = stack.pop()!;
    if (isPair(node)) {
      stack.push({ node: node.key, depth }, { node: node.value, depth });
      continue;
    }
    if (!isCollection(node) || isAlias(node)) continue;
    if (depth >= MAX_YAML_DEPTH) {
      const range = (node as Node).range;
      return {
        code: ContentCode.TooDeep,
        severity: "error",
        message: `YAML: lists and maps nest more than ${MAX_YAML_DEPTH} levels deep`,
        span: { file: file.file, start: range?.[0] ?? 0, end: Math.max((range?.[0] ?? 0) + 1, Math.min(range?.[1] ?? 1, (range?.[0] ?? 0) + 1)) },
        hint: "content data is a list of records whose fields hold values or short lists; is a closing bracket missing?",
      };
    }
    for (const item of node.items) stack.push({ node: item, depth: depth + 1 });
  }
  return undefined;
}
