// Running bot decisions anywhere (same thread, Web Worker, worker thread) and naming bot levels.
export { SeatBots } from "./seat-bots.js";
export { decisionSeed, type BotRequest, type BotAnswer } from "./bot-request.js";
export { botLevels, botDescription, botName, botKindOf, type BotLevelInfo } from "./bot-levels.js";
