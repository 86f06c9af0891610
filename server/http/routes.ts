// The HTTP API (documented in server/README.md): tables, seats, views and moves, all JSON.

import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { CreatedTable, Health, JoinRequest, LegalMoves, MoveRequest, TableInfo, TableList } from "../../runtime/index.js";
import { SPECTATOR } from "../../runtime/index.js";
import type { LiveTable } from "../tables/live-table.js";
import type { CreateRequest, Refusal, TableService } from "../tables/table-service.js";
import { readBearer } from "./bearer.js";
import { validators } from "./schemas.js";

type Req = FastifyRequest<{ Params: { id: string }; Querystring: Record<string, string | undefined> }>;

const TABLE_ID = /^[A-Za-z0-9_-]{16}$/;

/** Registers every /api route on `app`. */
export function registerRoutes(app: FastifyInstance, service: TableService): void {
  const fail = (reply: FastifyReply, r: Refusal) => {
    if (r.status >= 500) reply.log.error({ cause: r.cause ?? r.error }, "internal error");
    return reply.status(r.status).send(r.current ? { error: r.error, current: r.current } : { error: r.error });
  };

  /** The table named in the path and the seat the caller's token speaks for; replies itself when either is wrong. */
  const resolve = async (req: Req, reply: FastifyReply): Promise<{ table: LiveTable; seat: number; token?: string } | undefined> => {
    const table = TABLE_ID.test(req.params.id) ? await service.table(req.params.id) : undefined;
    if (!table) {
      await fail(reply, { status: 404, error: "no such table" });
      return undefined;
    }
    const bearer = readBearer(req.headers.authorization);
    if (bearer.kind === "bad") {
      await fail(reply, { status: 401, error: "malformed Authorization header: expected `Bearer <seat token>`" });
      return undefined;
    }
    const token = bearer.kind === "token" ? bearer.token : undefined;
    const seat = service.seatOf(table, token);
    if (seat === undefined) {
      // Forged, or a real token of another table: the same answer, so nothing is learnt either way.
      await fail(reply, { status: 401, error: "unknown token for this table" });
      return undefined;
    }
    return token === undefined ? { table, seat } : { table, seat, token };
  };

  const body = (req: FastifyRequest, check: (d: unknown) => string | undefined, reply: FastifyReply): boolean => {
    const problem = check(req.body);
    if (problem) void fail(reply, { status: 400, error: `invalid request: ${problem}` });
    return !problem;
  };

  app.get("/api/health", async (): Promise<Health> => ({ ok: true, store: service.store.db.kind, games: [...service.catalog.games.keys()] }));

  app.get("/api/games", async () =>
    [...service.catalog.games.values()].map((g) => ({ game: g.game, title: g.title, players: g.program.players, options: g.program.options })),
  );

  app.post("/api/tables", async (req, reply) => {
    if (!body(req, validators.createTable, reply)) return reply;
    const r = await service.create(req.body as CreateRequest);
    if (!r.ok) return fail(reply, r);
    const created: CreatedTable = {
      id: r.value.id,
      seq: 0,
      seats: r.value.tokens.map((token, seat) => (token ? { seat, token, invite: `/?table=${r.value.id}#seat=${token}` } : { seat })),
      spectator: `/?table=${r.value.id}`,
    };
    return reply.status(201).send(created);
  });

  app.get("/api/tables", async (req: Req): Promise<TableList> => {
    const finished = req.query.status === "finished";
    return { tables: await service.list(finished) };
  });

  app.get("/api/tables/:id", async (req: Req, reply) => {
    const who = await resolve(req, reply);
    if (!who) return reply;
    const t = who.table;
    const info: TableInfo = { id: t.id, game: t.game.game, title: t.game.title, players: t.state.players, seq: t.seq, finished: t.over, seededBy: t.seededBy, seats: t.publicSeats(), seat: who.seat };
    return info;
  });

  app.post("/api/tables/:id/join", async (req: Req, reply) => {
    if (!body(req, validators.join, reply)) return reply;
    const who = await resolve(req, reply);
    if (!who) return reply;
    const { seat, name } = req.body as JoinRequest;
    const r = await service.join(who.table, seat, name, who.token);
    if (!r.ok) return fail(reply, r);
    return r.value;
  });

  app.get("/api/tables/:id/view", async (req: Req, reply) => {
    const who = await resolve(req, reply);
    if (!who) return reply;
    if (req.query.at === undefined) return who.table.message(who.seat);
    const at = /^\d{1,7}$/.test(req.query.at) ? Number(req.query.at) : -1;
    const r = await service.viewAt(who.table, who.seat, at);
    return r.ok ? r.value : fail(reply, r);
  });

  app.get("/api/tables/:id/moves", async (req: Req, reply) => {
    const who = await resolve(req, reply);
    if (!who) return reply;
    const t = who.table;
    if (who.seat === SPECTATOR) return { seq: t.seq, moves: [] } satisfies LegalMoves;
    const moves = t.game.engine.decisions(t.state).filter((d) => d.player === who.seat).flatMap((d) => d.options.map((o) => ({ player: d.player, choice: d.choice, value: o.value, label: o.label })));
    return { seq: t.seq, moves } satisfies LegalMoves;
  });

  app.post("/api/tables/:id/moves", async (req: Req, reply) => {
    if (!body(req, validators.move, reply)) return reply;
    const who = await resolve(req, reply);
    if (!who) return reply;
    const { move, seq } = req.body as MoveRequest;
    const r = await service.move(who.table, who.seat, move, seq);
    return r.ok ? r.value : fail(reply, r);
  });
}
