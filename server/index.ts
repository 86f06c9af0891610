// Online play: the authoritative game server (see server/README.md for the API).
export { startServer, type RunningServer, type ServerConfig } from "./start-server.js";
export { loadCatalog, type Catalog, type CatalogGame } from "./tables/catalog.js";
export { TableService, type CreateRequest, type SeatRequest } from "./tables/table-service.js";
export { BotPool, StaleDecision, type BotPoolOptions } from "./bots/bot-pool.js";
// The message shapes and client schemas are the contract in runtime/online/, shared with the web table.
export type { ViewMessage, PresenceMessage, ServerMessage, PublicSeat } from "../runtime/index.js";
export { CLIENT_MESSAGE, CREATE_TABLE, JOIN, MOVE_REQUEST } from "../runtime/index.js";
