// Nothing is lost: every move of a game in progress is written to the browser's IndexedDB (through
// idb-keyval), so a reload resumes it and the lobby lists unfinished games to resume or delete.

import { createStore, del, entries, get, set, type UseStore } from "idb-keyval";
import type { TableSave } from "./game-session.js";

/** One game kept in the browser. */
export interface StoredGame {
  /** Stable id of this game in the store. */
  id: string;
  game: string;
  title: string;
  /** When the last move was saved (ms since the epoch). */
  updated: number;
  moves: number;
  over: boolean;
  save: TableSave;
}

let store: UseStore | undefined;
const db = () => (store ??= createStore("menagerie", "games"));
const CURRENT = "current";

/** A fresh id for a new game. */
export function newGameId(): string {
  return `g${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
}

/** Writes the game and remembers it as the one open now; failures (private mode, full disk) are reported, not thrown. */
export async function storeGame(g: StoredGame): Promise<boolean> {
  try {
    await set(g.id, g, db());
    await set(CURRENT, g.id, db());
    return true;
  } catch {
    return false;
  }
}

/** The game that was open when the page was left, if any. */
export async function currentGame(): Promise<StoredGame | undefined> {
  try {
    const id = await get<string>(CURRENT, db());
    return id ? await get<StoredGame>(id, db()) : undefined;
  } catch {
    return undefined;
  }
}

/** Forgets which game is open (back in the lobby), keeping the game itself. */
export async function leaveGame(): Promise<void> {
  try {
    await del(CURRENT, db());
  } catch {
    /* nothing to forget */
  }
}

/** Unfinished games, the most recent first. */
export async function unfinishedGames(): Promise<StoredGame[]> {
  try {
    const all = await entries<string, StoredGame | string>(db());
    return all
      .map(([, v]) => v)
      .filter((v): v is StoredGame => typeof v === "object" && v !== null && !v.over)
      .sort((a, b) => b.updated - a.updated);
  } catch {
    return [];
  }
}

/** Deletes a kept game. */
export async function deleteGame(id: string): Promise<void> {
  try {
    await del(id, db());
  } catch {
    /* already gone */
  }
}
