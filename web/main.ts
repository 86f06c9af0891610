// Entry of the web table: mounts <table-app> with the games the vite plugin compiled from content/,
// and swaps in recompiled games when content changes while `npm run dev` runs.

import { contentErrors, games } from "virtual:menagerie-games";
import "./components/table-app/table-app.js";

const app = document.querySelector("table-app")!;
app.games = games;
app.contentErrors = contentErrors;

if (import.meta.hot) {
  import.meta.hot.accept("virtual:menagerie-games", (mod) => {
    if (mod) app.updateGames(mod.games, mod.contentErrors);
  });
}
