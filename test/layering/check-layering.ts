// The layering rules of DESIGN.md §1 as a pure function over a source tree: which folder may import
// what, that no game name leaks out of content/, and that content/ holds no code.

import { readdirSync, readFileSync, statSync } from "node:fs";
import { builtinModules } from "node:module";
import { join, posix, sep } from "node:path";
import { importCycles, importTarget } from "./import-cycles.js";

/** One broken rule, located at a file (relative to the root, with / separators) and a 1-based line. */
export interface Violation {
  kind: "import" | "name" | "code" | "cycle";
  file: string;
  line: number;
  message: string;
}

/** Folders whose code is checked. */
export const LAYERS = ["dsl", "compiler", "runtime", "web", "bin", "server"] as const;

/** Folders whose files may not import each other in a circle (the runtime: a move's path reads one way). */
export const CYCLE_FREE = ["runtime"] as const;

/** Words that mean a game leaked into generic code (matched case-insensitively, also inside words). */
export const GAME_WORDS = [
  "cryptid", "cryptozoolog", "kryptothera", "wolpertinger", "poacher", "sasquatch",
  "nessie", "mothman", "chupacabra", "sanctuary", "bigfoot", "zoic",
];

const SKIP_DIRS = new Set(["node_modules", ".git", "dist", ".vite"]);
const CODE_EXT = /\.(ts|tsx|mts|cts|js|mjs|cjs|jsx)$/;
const NODE_BUILTINS = new Set(builtinModules);
/** The libraries server/ may use (DESIGN.md §10). */
const SERVER_PACKAGES = new Set(["fastify", "@fastify/static", "@fastify/rate-limit", "ws", "pg", "@electric-sql/pglite", "ajv", "piscina"]);

/** Checks the tree under `root` and returns every violation, in file order. */
export function checkLayering(root: string): Violation[] {
  const violations: Violation[] = [];
  for (const layer of LAYERS) {
    for (const file of walk(root, layer)) {
      const text = readText(join(root, file));
      if (text === undefined) continue;
      violations.push(...gameNames(file, text));
      if (/\.(ts|tsx|mts|cts)$/.test(file) && !file.endsWith(".d.ts")) violations.push(...importViolations(file, text));
    }
  }
  for (const folder of CYCLE_FREE) violations.push(...cycleViolations(root, folder));
  for (const file of walk(root, "content")) {
    if (CODE_EXT.test(file)) violations.push({ kind: "code", file, line: 1, message: "content/ holds no TypeScript or JavaScript" });
  }
  return violations;
}

/** One import or re-export found in a file. */
export interface ImportRef {
  specifier: string;
  line: number;
  typeOnly: boolean;
}

/** Finds static imports, re-exports and dynamic imports; statements must start a line (comments are skipped). */
export function findImports(text: string): ImportRef[] {
  const refs: ImportRef[] = [];
  const lineOf = (offset: number) => text.slice(0, offset).split("\n").length;
  const stmt = /^[ \t]*(import|export)\s+(type\s+)?([^;'"`]*?)\s*(?:from\s*)?(["'])([^"'\n]+)\4/gm;
  for (const m of text.matchAll(stmt)) {
    const clause = m[3] ?? "";
    // `export const x = "y"` and friends also match the pattern; a real re-export has a `from`-shaped clause.
    if (m[1] === "export" && !/^(\*(\s+as\s+\w+)?|\{[^}]*\})$/.test(clause.trim())) continue;
    if (m[1] === "import" && clause !== "" && !/^[\w$\s,*{}]+$/.test(clause)) continue;
    refs.push({ specifier: m[5]!, line: lineOf(m.index), typeOnly: Boolean(m[2]) || allTypeSpecifiers(clause) });
  }
  for (const m of text.matchAll(/\bimport\(\s*(["'])([^"'\n]+)\1\s*\)/g)) {
    const lineStart = text.lastIndexOf("\n", m.index) + 1;
    if (/^\s*(\/\/|\*)/.test(text.slice(lineStart, m.index))) continue;
    refs.push({ specifier: m[2]!, line: lineOf(m.index), typeOnly: false });
  }
  return refs;
}

function allTypeSpecifiers(clause: string): boolean {
  const braces = /^\{([^}]*)\}$/.exec(clause.trim());
  if (!braces) return false;
  const names = braces[1]!.split(",").map((s) => s.trim()).filter(Boolean);
  return names.length > 0 && names.every((n) => n.startsWith("type "));
}

function importViolations(file: string, text: string): Violation[] {
  const out: Violation[] = [];
  for (const ref of findImports(text)) {
    const problem = judgeImport(file, ref);
    if (problem) out.push({ kind: "import", file, line: ref.line, message: `${problem} ("${ref.specifier}")` });
  }
  return out;
}

/** One violation per import circle among a folder's TypeScript files, at the import that starts it. */
function cycleViolations(root: string, folder: string): Violation[] {
  const texts = new Map<string, string>();
  for (const file of walk(root, folder)) if (/\.ts$/.test(file) && !file.endsWith(".d.ts")) texts.set(file, readText(join(root, file)) ?? "");
  return importCycles(texts, findImports).map((cycle) => {
    const [first, second] = [cycle[0]!, cycle[1 % cycle.length]!];
    const ref = findImports(texts.get(first)!).find((r) => r.specifier.startsWith(".") && importTarget(first, r.specifier) === second);
    return { kind: "cycle", file: first, line: ref?.line ?? 1, message: `import circle: ${[...cycle, first].join(" -> ")}` };
  });
}

/** Returns why an import breaks the rules, or undefined when it is allowed. */
export function judgeImport(file: string, ref: ImportRef): string | undefined {
  const layer = file.split("/")[0]!;
  const inCompilerNode = file.startsWith("compiler/node/");
  const spec = ref.specifier;
  if (!spec.startsWith(".")) return judgePackage(layer, inCompilerNode, spec, ref.typeOnly);
  const target = posix.normalize(posix.join(posix.dirname(file), spec));
  if (target.startsWith("../")) return "imports from outside the repository";
  const [targetLayer, ...rest] = target.split("/");
  const inner = rest.join("/");
  if (targetLayer === layer) return undefined;
  if (rest.length === 0) return layer === "bin" ? undefined : `${layer}/ may not import root files`;
  if (layer === "bin" && targetLayer === "web") return "bin/ may not import web/";
  // The server reaches the compiler only through its Node side (compileAllGames and friends).
  if (layer === "server" && targetLayer === "compiler") {
    return inner === "node/index.ts" || inner === "node/index.js" ? undefined : "server/ imports the compiler only through compiler/node/index.ts";
  }
  const allowedTargets: Record<string, string[]> = {
    dsl: [],
    compiler: ["dsl", "runtime"],
    runtime: [],
    web: ["runtime"],
    bin: ["dsl", "compiler", "runtime", "server"],
    server: ["runtime"],
  };
  if (!allowedTargets[layer]?.includes(targetLayer!)) return `${layer}/ may not import ${targetLayer}/`;
  // The runtime's JSON contracts (the program schema, the builtin arities, the table layout's schema) are data, not code.
  const schema = targetLayer === "runtime" && (inner === "program.schema.json" || inner === "builtins.json" || inner === "table-layout/table-layout.schema.json");
  const viaIndex = /^index(\.(ts|js))?$/.test(inner);
  const nodeAdapter = layer === "bin" && targetLayer === "compiler" && inner.startsWith("node/");
  if (!viaIndex && !schema && !nodeAdapter) return `cross-folder imports go through ${targetLayer}/index.ts`;
  if (layer === "compiler" && targetLayer === "runtime" && !schema && !ref.typeOnly) {
    return "compiler/ may import runtime/ only with `import type`";
  }
  return undefined;
}

function judgePackage(layer: string, inCompilerNode: boolean, spec: string, typeOnly: boolean): string | undefined {
  const builtin = spec.startsWith("node:") || NODE_BUILTINS.has(spec.split("/")[0]!);
  const pkg = spec.startsWith("@") ? spec.split("/").slice(0, 2).join("/") : spec.split("/")[0]!;
  const allowed: Record<string, (p: string) => boolean> = {
    dsl: (p) => p === "chevrotain",
    compiler: (p) => p === "yaml" || p === "ajv" || (inCompilerNode && (builtin || (p === "vite" && typeOnly))),
    // Seeds are mixed with SHA-256 (pure JavaScript, no Node APIs).
    runtime: (p) => p === "xstate" || p === "pure-rand" || p === "@noble/hashes",
    // Programs reach the table through the vite plugin's virtual modules, never through compiler/.
    // Browser storage goes through idb-keyval (DESIGN.md §10), board zoom and pan through @panzoom/panzoom.
    web: (p) => p === "lit" || p.startsWith("@lit/") || spec.startsWith("virtual:") || p === "idb-keyval" || p === "@panzoom/panzoom",
    bin: () => true,
    // Online play: its HTTP framework, WebSockets, the two PostgreSQL clients, schema checks, Node.
    server: (p) => builtin || SERVER_PACKAGES.has(p),
  };
  if (allowed[layer]?.(pkg)) return undefined;
  if (builtin && layer === "compiler") return "Node built-ins are allowed only under compiler/node/";
  return `${layer}/ may not import ${builtin ? "Node built-ins" : `package ${pkg}`}`;
}

function gameNames(file: string, text: string): Violation[] {
  const out: Violation[] = [];
  const pattern = new RegExp(GAME_WORDS.join("|"), "gi");
  text.split("\n").forEach((line, i) => {
    const found = [...new Set([...line.matchAll(pattern)].map((m) => m[0].toLowerCase()))];
    if (found.length > 0) out.push({ kind: "name", file, line: i + 1, message: `game-specific name: ${found.join(", ")}` });
  });
  return out;
}

function walk(root: string, dir: string): string[] {
  let entries: string[];
  try {
    entries = readdirSync(join(root, dir)).sort();
  } catch {
    return [];
  }
  const files: string[] = [];
  for (const name of entries) {
    const path = join(dir, name);
    const stat = statSync(join(root, path));
    if (stat.isDirectory()) {
      if (!SKIP_DIRS.has(name)) files.push(...walk(root, path));
    } else {
      files.push(path.split(sep).join("/"));
    }
  }
  return files;
}

// Binary files (images, fonts) cannot name a game in a way that matters; skip them.
function readText(path: string): string | undefined {
  const buf = readFileSync(path);
  return buf.includes(0) ? undefined : buf.toString("utf8");
}
