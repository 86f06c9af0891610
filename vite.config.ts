import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";
import { menagerieGames } from "./compiler/node/vite-plugin.js";
import { balanceReports, REPORTS_DIR } from "./bin/balance/reports-plugin.js";

// The web table: sources in web/, built into dist/; the plugin compiles content/ into the
// `virtual:menagerie-games` module at build time and hot-reloads it while `npm run dev` runs.
export default defineConfig({
  root: fileURLToPath(new URL("./web", import.meta.url)),
  base: "./",
  // MENAGERIE_CONTENT points the build at another content folder (tests build the table with test games).
  plugins: [
    menagerieGames({ content: process.env.MENAGERIE_CONTENT ?? fileURLToPath(new URL("./content", import.meta.url)) }),
    balanceReports({ dir: fileURLToPath(new URL(`./${REPORTS_DIR}`, import.meta.url)) }),
  ],
  build: {
    outDir: fileURLToPath(new URL("./dist", import.meta.url)),
    emptyOutDir: true,
    chunkSizeWarningLimit: 4096,
    // Compiling the games is the build's real work; the timing report would only say so each time.
    rolldownOptions: {
      checks: { bundlerTimings: false },
      // The bots run in their Web Worker; on the page they load only where there is no Worker, so they
      // get a chunk of their own rather than joining the code every page starts with.
      // Their modules only declare (no side effects), so the start need not load them to keep the
      // modules' order.
      treeshake: { moduleSideEffects: (id: string) => !/runtime[\\/](bots|bot-runs)[\\/]/.test(id) },
      output: { codeSplitting: { includeDependenciesRecursively: false, groups: [{ name: "bots", test: /runtime[\\/](bots[\\/](?!bot-names)|bot-runs[\\/]seat-bots)/ }] } },
    },
  },
  // The bot worker (web/session/bot-worker.ts) is a module worker, bundled as one ES module.
  worker: { format: "es" },
  server: { port: 5173 },
  preview: { port: 5173, strictPort: true },
});
