// The runtime's public surface: the Program contract, the engine, saves and bots.
export type * from "./program.js";
export type { GameState, Thread, Frame, Wait } from "./state.js";
export * from "./types.js";
export { Engine, type EngineOptions } from "./engine.js";
export { SPECTATOR, type PlayerView } from "./view.js";
export { randomBot } from "./bot.js";
export { toSave, fromSave, type SaveFile } from "./save.js";
export { seededRandom } from "./rng.js";
export { BUILTINS } from "./builtins.js";
export { componentLabel, playerLabel } from "./labels.js";
export { DeductionBot, type DeductionOptions } from "./bots/deduction-bot.js";
export { PlannerBot, type PlannerOptions } from "./bots/planner-bot.js";
export { BOT_KINDS, isBotKind, makeBot, strongestKind, type Bot, type BotKind } from "./bots/bot-kinds.js";
export { Hypotheses, type Secret } from "./bots/hypotheses.js";
export { resample, unseen } from "./bots/world.js";
export { visibleDigest } from "./bots/digest.js";
