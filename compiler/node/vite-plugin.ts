// The vite side of the compiler: it compiles every game under content/ at build time and hands the
// programs to the web table as virtual modules, so the table never imports the compiler:
// `virtual:menagerie-games` lists the games (title, player counts, a loader) and each game's program,
// layout and SVG art is its own module `virtual:menagerie-game/<game>`, imported lazily so the page
// loads only the game being played. While serving (`vite` dev), a saved content file recompiles the games and
// hot-reloads the module; a content error shows in vite's error overlay as file:line:col.

import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import type { Plugin, ViteDevServer } from "vite";
import { formatDiagnostic, formatDiagnostics, LineIndex } from "../../dsl/index.js";
import { compileGame, listGames, loadLayout } from "../index.js";
import { NodeContentSource } from "./node-content-source.js";
import type { LayoutFile, Program } from "../../runtime/index.js";

/** The id the table imports; see web/games.d.ts for its exports. */
export const GAMES_MODULE_ID = "virtual:menagerie-games";
const RESOLVED_ID = "\0" + GAMES_MODULE_ID;
/** Prefix of one game's module id: `virtual:menagerie-game/<game>`. */
export const GAME_MODULE_PREFIX = "virtual:menagerie-game/";

/** Settings of the plugin. */
export interface MenagerieGamesOptions {
  /** The folder with one sub-folder per game (default `content` next to the vite config). */
  content?: string;
}

/** One game as the table receives it: the compiled program and the optional layout file's data. */
export interface CompiledGameEntry {
  game: string;
  title: string;
  program: unknown;
  layout: LayoutFile | null;
  /** SVG files under content/<game>/ by their path inside the game folder (e.g. `art/forest.svg`), as text. */
  assets: Record<string, string>;
}

/** What compiling all games produced: the games that compiled and a readable report per failure. */
export interface CompiledContent {
  games: CompiledGameEntry[];
  errors: { game: string; message: string }[];
}

/** Compiles every game in a content folder; never throws for content mistakes. */
export function compileAllGames(contentDir: string): CompiledContent {
  const source = new NodeContentSource(contentDir);
  const games: CompiledGameEntry[] = [];
  const errors: CompiledContent["errors"] = [];
  for (const game of listGames(source)) {
    const result = compileGame(source, game);
    const problems = result.diagnostics.filter((d) => d.severity === "error");
    if (!result.program || problems.length) {
      // Each file's line index is built once, however many problems it has.
      const indexes = new Map<string, LineIndex>();
      const indexOf = (file: string) => indexes.get(file) ?? indexes.set(file, new LineIndex(result.sources.get(file) ?? source.read(file) ?? "")).get(file)!;
      const text = problems.map((d) => formatDiagnostic(d, "", indexOf(d.span.file))).join("\n\n");
      errors.push({ game, message: text || `${game}: the game did not compile` });
      continue;
    }
    const layout = readLayout(source, game, result.program);
    if (layout.error) {
      errors.push({ game, message: layout.error });
      continue;
    }
    games.push({ game, title: result.program.title, program: result.program, layout: layout.value ?? null, assets: readAssets(join(contentDir, game)) });
  }
  return { games, errors };
}

/** Every SVG file in a game's folder (sub-folders included), for the table's art. */
function readAssets(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (d: string) => {
    for (const name of readdirSync(d).sort()) {
      const path = join(d, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (name.endsWith(".svg")) out[relative(dir, path)] = readFileSync(path, "utf8");
    }
  };
  walk(dir);
  return out;
}

/** Reads `<game>/table.yaml`, the optional layout of the table, checked against the program; errors come formatted with code frames. */
function readLayout(source: NodeContentSource, game: string, program: Program): { value?: LayoutFile; error?: string } {
  const r = loadLayout(source, game, program);
  const errors = r.diagnostics.filter((d) => d.severity === "error");
  if (errors.length) return { error: formatDiagnostics(errors, () => r.text) };
  return r.value === undefined ? {} : { value: r.value };
}

/** The vite plugin: `plugins: [menagerieGames({ content })]` in vite.config.ts. */
export function menagerieGames(options: MenagerieGamesOptions = {}): Plugin {
  const contentDir = resolve(options.content ?? "content");
  let current: CompiledContent | undefined;
  let serving = false;
  // Bumped on every recompile so a game's module gets a new URL and the browser imports it afresh.
  let version = 0;

  const overlay = (c: CompiledContent) => ({ type: "error" as const, err: { message: c.errors.map((e) => e.message).join("\n\n"), stack: "" } });

  return {
    name: "menagerie-games",
    resolveId(id) {
      if (id === GAMES_MODULE_ID) return RESOLVED_ID;
      return id.startsWith(GAME_MODULE_PREFIX) ? "\0" + id : undefined;
    },
    load(id) {
      if (id.startsWith("\0" + GAME_MODULE_PREFIX)) {
        const name = id.slice(1 + GAME_MODULE_PREFIX.length).replace(/\?.*$/, "");
        const entry = (current ??= compileAllGames(contentDir)).games.find((g) => g.game === name);
        // A string parsed once is much faster to load than the same data as a JavaScript literal.
        return `export default JSON.parse(${JSON.stringify(JSON.stringify(entry ?? null))});`;
      }
      if (id !== RESOLVED_ID) return undefined;
      const content = (current ??= compileAllGames(contentDir));
      if (!serving) for (const e of content.errors) this.warn(`game '${e.game}' left out of the table:\n${e.message}`);
      const index = content.games.map((g) => {
        const p = g.program as { players: { min: number; max: number } };
        const url = JSON.stringify(`${GAME_MODULE_PREFIX}${g.game}${serving ? `?v=${version}` : ""}`);
        return `{ game: ${JSON.stringify(g.game)}, title: ${JSON.stringify(g.title)}, players: ${JSON.stringify(p.players)}, load: () => import(${url}).then((m) => m.default) }`;
      });
      return [`export const games = [\n${index.join(",\n")}\n];`, `export const contentErrors = ${JSON.stringify(content.errors)};`].join("\n");
    },
    configureServer(dev: ViteDevServer) {
      serving = true;
      dev.watcher.add(contentDir);
      const onChange = (file: string) => {
        const path = resolve(file);
        if (!path.startsWith(contentDir + "/") || !/\.(rules|ya?ml)$/.test(path)) return;
        current = compileAllGames(contentDir);
        version++;
        // While content is broken the table keeps the last programs and the overlay says why;
        // the next good save reloads the module (vite reloads the page to drop the overlay).
        if (current.errors.length) {
          dev.ws.send(overlay(current));
          return;
        }
        const mod = dev.moduleGraph.getModuleById(RESOLVED_ID);
        if (mod) void dev.reloadModule(mod);
        else dev.ws.send({ type: "full-reload" });
      };
      dev.watcher.on("change", onChange);
      dev.watcher.on("add", onChange);
      dev.watcher.on("unlink", onChange);
      // A page opened while content is broken still gets the overlay, once its client has connected.
      dev.ws.on("connection", () => {
        if (current?.errors.length) {
          const payload = overlay(current);
          setTimeout(() => dev.ws.send(payload), 200);
        }
      });
    },
  };
}
