import { isAlias, isMap, isPair, isScalar, isSeq, type Document, type Node, type Pair } from "yaml";
import type { Span } from "../../dsl/index.js";

// Helpers that find the YAML node an Ajv instancePath talks about, so diagnostics point at the source.

/** The node found at a path, plus the map pair that holds it (when it is a map value) for pointing at its key. */
export interface Located {
  /** The node itself, aliases resolved. */
  node: Node | null;
  /** Where it is written: the alias (`*name`) when the value is one, so the error lands in the right record. */
  at: Node | null;
  pair?: Pair;
}

/** Splits a JSON Pointer ("/0/cost") into unescaped segments. */
export function pointerSegments(pointer: string): string[] {
  if (pointer === "") return [];
  return pointer
    .slice(1)
    .split("/")
    .map((s) => s.replace(/~1/g, "/").replace(/~0/g, "~"));
}

/** Follows aliases (`*name`) so paths through anchored nodes still reach a real node. */
export function deref(doc: Document, node: unknown): Node | null {
  let current = node;
  // Bounded: an alias chain longer than this is a cycle the yaml library already reported.
  for (let i = 0; i < 100 && isAlias(current); i++) current = current.resolve(doc);
  return (current as Node | null | undefined) ?? null;
}

/** The pair of a map whose key is `key`, or undefined. */
export function findPair(doc: Document, map: Node | null, key: string): Pair | undefined {
  if (!isMap(map)) return undefined;
  for (const pair of map.items) {
    const k = deref(doc, pair.key);
    if (isScalar(k) ? String(k.value) === key : String(pair.key) === key) return pair;
  }
  return undefined;
}

/** Walks from the document root along JSON Pointer segments; the deepest node reached when a segment is missing. */
export function locate(doc: Document, segments: readonly string[]): Located {
  let at = (doc.contents ?? null) as Node | null;
  let node = deref(doc, at);
  let pair: Pair | undefined;
  for (const segment of segments) {
    if (isSeq(node)) {
      const next = node.items[Number(segment)];
      if (next === undefined) break;
      at = next as Node;
      pair = undefined;
    } else if (isMap(node)) {
      const found = findPair(doc, node, segment);
      if (found === undefined) break;
      pair = found;
      at = (found.value ?? null) as Node | null;
    } else {
      break;
    }
    node = deref(doc, at);
  }
  return pair === undefined ? { node, at } : { node, at, pair };
}

/** The span of a node's value (without trailing comments), or undefined when it has no source range. */
export function nodeSpan(file: string, node: unknown): Span | undefined {
  if (node === null || typeof node !== "object") return undefined;
  const range = (node as { range?: [number, number, number] | null }).range;
  if (!range) return undefined;
  return { file, start: range[0], end: range[1] };
}

/** The span of a pair's key, or undefined. */
export function keySpan(file: string, pair: Pair | undefined): Span | undefined {
  return pair === undefined || !isPair(pair) ? undefined : nodeSpan(file, pair.key);
}
