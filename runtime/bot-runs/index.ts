// Running bot decisions anywhere (same thread, Web Worker, worker thread) and naming bot levels.
export { SeatBots, decisionSeed, type BotRequest, type BotAnswer } from "./seat-bots.js";
export { botLevels, botDescription, botName, botKindOf, type BotLevelInfo } from "./bot-levels.js";
