// Import circles inside a folder: files that import each other, directly or round a loop, cannot be
// read (or loaded) one after the other. Type-only imports count too, as madge counts them.

import { posix } from "node:path";

/** The file a relative import in `file` names, as a .ts path (imports name the .js the build writes). */
export function importTarget(file: string, specifier: string): string {
  return posix.normalize(posix.join(posix.dirname(file), specifier)).replace(/\.js$/, ".ts");
}

/** One circle of imports: its files in import order, the first importing the second and the last the first. */
export type Cycle = string[];

/**
 * Every circle among `files` (paths relative to the root, with / separators, mapped to their text):
 * one per group of files that reach each other (Tarjan's strongly connected components), as the
 * shortest loop through the group's first file.
 */
export function importCycles(files: ReadonlyMap<string, string>, findImports: (text: string) => { specifier: string }[]): Cycle[] {
  const graph = new Map<string, string[]>();
  for (const [file, text] of files) {
    const targets: string[] = [];
    for (const ref of findImports(text)) {
      if (!ref.specifier.startsWith(".")) continue;
      const target = importTarget(file, ref.specifier);
      if (files.has(target) && !targets.includes(target)) targets.push(target);
    }
    graph.set(file, targets);
  }
  return components(graph).map((group) => shortestLoop(graph, group));
}

/** Groups of two or more files (or one that imports itself) that all reach each other. */
function components(graph: Map<string, string[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const out: string[][] = [];
  const visit = (v: string): void => {
    index.set(v, index.size);
    low.set(v, index.get(v)!);
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v)!) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) !== index.get(v)) return;
    const group: string[] = [];
    let w: string;
    do {
      w = stack.pop()!;
      onStack.delete(w);
      group.push(w);
    } while (w !== v);
    if (group.length > 1 || graph.get(v)!.includes(v)) out.push(group.sort());
  };
  for (const v of [...graph.keys()].sort()) if (!index.has(v)) visit(v);
  return out;
}

/** The shortest loop from the group's first file back to itself, by a breadth-first walk inside the group. */
function shortestLoop(graph: Map<string, string[]>, group: string[]): Cycle {
  const start = group[0]!;
  const inGroup = new Set(group);
  const from = new Map<string, string>();
  const queue = [start];
  for (let i = 0; i < queue.length; i++) {
    const v = queue[i]!;
    for (const w of graph.get(v)!) {
      if (!inGroup.has(w)) continue;
      if (w === start) {
        const loop = [v];
        while (loop[0] !== start) loop.unshift(from.get(loop[0]!)!);
        return loop;
      }
      if (!from.has(w)) {
        from.set(w, v);
        queue.push(w);
      }
    }
  }
  return group;
}
