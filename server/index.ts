// Online play: the authoritative game server (see server/README.md for the API).
export { startServer, type RunningServer, type ServerConfig } from "./start-server.js";
export { loadCatalog, type Catalog, type CatalogGame } from "./tables/catalog.js";
export { TableService, type CreateRequest, type SeatRequest } from "./tables/table-service.js";
export type { ViewMessage, PresenceMessage, ServerMessage, PublicSeat } from "./tables/messages.js";
export { CLIENT_MESSAGE, CREATE_TABLE, JOIN, MOVE_REQUEST } from "./http/schemas.js";
