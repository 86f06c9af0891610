// A bot worker thread of the server's pool (bot-pool.ts): it holds every game's engine and, per
// table, the bots that remember what they worked out; each task is one decision.

import { workerData } from "piscina";
import { Engine, SeatBots, useGeneratedExpressions, type Program } from "../../runtime/index.js";
import type { BotTask, BotTaskResult, BotWorkerData } from "./bot-task.js";

useGeneratedExpressions();

const data = workerData as BotWorkerData;
const engines = new Map<string, Engine>();
/** The bots of recently served tables, least recently used first. */
const tables = new Map<string, SeatBots>();
const KEEP_TABLES = 200;

/** Computes one decision (piscina calls it for each task). */
export function decide(task: BotTask): BotTaskResult {
  let engine = engines.get(task.game);
  if (!engine) {
    const program = data.programs[task.game];
    if (!program) throw new Error(`no game '${task.game}' in the bot worker`);
    engines.set(task.game, (engine = new Engine(program as Program)));
  }
  let bots = tables.get(task.table);
  if (bots && bots.engine !== engine) bots = undefined;
  tables.delete(task.table);
  tables.set(task.table, (bots ??= new SeatBots(engine)));
  if (tables.size > KEEP_TABLES) tables.delete(tables.keys().next().value!);
  const a = bots.decide(task.state, task.request);
  return { move: a.move ?? null, kind: a.kind };
}
