// The runtime's public surface: the Program contract, the engine, saves and bots.
export type * from "./program.js";
export type { GameState, Thread, Frame, Wait } from "./state.js";
export * from "./types.js";
export { Engine, type EngineOptions } from "./engine.js";
export { SPECTATOR, type PlayerView } from "./view.js";
export { randomBot } from "./bot.js";
export { toSave, fromSave, type SaveFile } from "./save.js";
export { fromCampaignFile, toCampaignFile, freshCampaign, campaignProblem, type CampaignFile, type CampaignRecord } from "./campaign.js";
export { seededRandom } from "./rng.js";
export { BUILTINS, BUILTIN_DEFS, type BuiltinDef, type BuiltinParamType, type BuiltinResultType } from "./builtins.js";
export { componentLabel, playerLabel } from "./labels.js";
export { GO_ON, presentHeld } from "./held-decisions.js";
export { tableShown, type TableShown, type ShownZone } from "./table-shown.js";
export { counterText, valueLabel } from "./typed-values.js";
export { DeductionBot, type DeductionOptions } from "./bots/deduction-bot.js";
export { PlannerBot, type PlannerOptions } from "./bots/planner-bot.js";
export { BOT_KINDS, isBotKind, makeBot, strongestKind, type Bot, type BotKind } from "./bots/bot-kinds.js";
export { nextBotTurn, weighKey, type BotTurn } from "./bots/bot-turns.js";
export { Hypotheses, type Secret } from "./bots/hypotheses.js";
export { resample, unseen } from "./bots/world.js";
export { visibleDigest } from "./bots/digest.js";
export { RUN, formatMoveError, isRuleCode, runtimeHint, whereOf, type RuntimeMessage } from "./messages.js";
export { STEP_BUDGET, MAX_CALL_DEPTH, MAX_LIST_SIZE } from "./limits.js";
// The online-play contract between server/ and web/: message and body shapes, client schemas.
export type { SeatKind as OnlineSeatKind, PublicSeat, ViewMessage, PresenceMessage, ErrorMessage, MoveResultMessage, PongMessage, ServerMessage } from "./online/messages.js";
export type { ErrorBody, CreatedTable, TableSummary, TableList, TableInfo, Joined, LegalMoves, Moved, Health } from "./online/answers.js";
export { NAME_MAX_LENGTH, CREATE_TABLE, JOIN, MOVE_REQUEST, CLIENT_MESSAGE } from "./online/requests.js";
export type { SeatRequest, CreateTableRequest, JoinRequest, MoveRequest, ClientMessage } from "./online/requests.js";
