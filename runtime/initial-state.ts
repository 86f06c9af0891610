import { NAME_MAX_LENGTH } from "./online/requests.js";
import type { OptionDef, Program, StateValue } from "./program.js";
import { ignoreLog, type Ctx, type Tables } from "./context.js";
import type { GameState } from "./state.js";
import type { ApplyResult, GameSetup } from "./types.js";
import type { Layout } from "./layout.js";
import type { Eval } from "./context.js";
import { compileExpr } from "./compile-expr.js";
import { initialRng, seedProblem } from "./seeding.js";
import { STEP_BUDGET } from "./limits.js";

import { filled } from "./values.js";
import { shareRows } from "./shared-rows.js";
import { computeTeams } from "./compute-teams.js";
import { campaignProblem, completeCampaign, freshCampaign } from "./campaign.js";

// The state before the flow starts: options resolved and checked, components in their zones.
// What does not depend on the setup (compiled defaults, where components start) is worked out once
// per program and player count: short games start often.

interface Prepared {
  optionDefaults: Eval[];
  counterInitials: Eval[];
  requires: Eval[];
  /** Start rows of marks and attributes, shared copy-on-write by every new state (writes copy a row first). */
  markRows: number[][];
  attrRows: StateValue[][];
}
const prepared = new WeakMap<Tables, Prepared>();
const startingZones = new WeakMap<Layout, Map<string, { zones: number[][]; loc: number[] }>>();

function prepare(program: Program, t: Tables): Prepared {
  let p = prepared.get(t);
  if (!p) {
    p = {
      optionDefaults: program.options.map((o) => compileExpr(o.default, t)),
      counterInitials: program.counters.map((c) => compileExpr(c.initial, t)),
      requires: (program.requires ?? []).map((r) => compileExpr(r.when, t)),
      markRows: shareRows(program.marks.map(() => filled(program.components.length, 0))),
      attrRows: shareRows(program.attrs.map((a) => filled(program.components.length, a.initial))),
    };
    prepared.set(t, p);
  }
  return p;
}

// Every component in its starting zone slot; components no zone starts with, and those of expansions
// that are off, wait in the hidden box slot.
function placed(program: Program, L: Layout, opts: Record<string, unknown>): { zones: number[][]; loc: number[] } {
  const off = (program.expansions ?? []).filter((x) => opts[x.name] !== true).map((x) => x.name);
  let byOff = startingZones.get(L);
  if (!byOff) startingZones.set(L, (byOff = new Map()));
  const key = off.join(",");
  let z = byOff.get(key);
  if (!z) {
    const zones: number[][] = Array.from({ length: L.slots }, () => []);
    const loc: number[] = filled(program.components.length, -1);
    const boxed = (id: number) => {
      const x = program.components[id]!.expansion;
      return x !== undefined && off.includes(x);
    };
    program.zones.forEach((def, zi) => {
      for (const id of def.initial) {
        if (boxed(id)) continue;
        zones[L.base[zi]!]!.push(id);
        loc[id] = L.base[zi]!;
      }
    });
    loc.forEach((l, id) => {
      if (l === -1) {
        zones[L.box]!.push(id);
        loc[id] = L.box;
      }
    });
    byOff.set(key, (z = { zones, loc }));
  }
  return z;
}

/** Builds the initial state for a setup, or says what is wrong with the setup. */
export function initialState(program: Program, t: Tables, setup: GameSetup, layout: (players: number) => Layout): ApplyResult<GameState> {
  const n = setup.players;
  const { min, max } = program.players;
  if (!Number.isInteger(n) || n < min || n > max)
    return fail("RUN4020", `${program.title} is for ${min}–${max} players, not ${n}`);
  // The layout is built only for a valid player count (a fractional count would make bad arrays).
  const L = layout(n);
  const badSeed = seedProblem(setup);
  if (badSeed) return fail("RUN4021", badSeed);
  const given = setup.options ?? {};
  for (const k of Object.keys(given))
    if (!program.options.some((o) => o.name === k))
      return fail("RUN4022", `unknown option '${k}' (options: ${program.options.map((o) => o.name).join(", ") || "none"})`);

  // Names say who sits where; a bad list would only garble the log, so it is refused with the reason.
  if (setup.names !== undefined) {
    const names = setup.names as unknown;
    if (!Array.isArray(names) || names.length > n || !names.every((x) => typeof x === "string" && x.trim().length <= NAME_MAX_LENGTH))
      return fail("RUN4025", `names must be a list of at most ${n} names of up to ${NAME_MAX_LENGTH} characters`);
  }
  const prep = prepare(program, t);
  const s: GameState = {
    setup: {
      players: n,
      seed: setup.seed,
      // Only a setup that names its seeding records it, so older saves and baselines keep their exact setup.
      ...(setup.seeding !== undefined ? { seeding: setup.seeding } : {}),
      ...(setup.seedKey !== undefined ? { seedKey: setup.seedKey } : {}),
      options: { ...given },
      ...(setup.input !== undefined ? { input: setup.input } : {}),
      ...(setup.names?.some((x) => x.trim()) ? { names: setup.names.map((x) => x.trim()) } : {}),
    },
    opts: {},
    players: n,
    zones: [],
    loc: [],
    counters: [],
    marks: prep.markRows.slice(),
    attrs: prep.attrRows.slice(),
    flow: null,
    thread: null,
    rng: initialRng(setup),
    log: [],
    moves: [],
    undoFloor: 0,
    result: null,
  };
  // No arrow here: run through tsx (the CLI, the server, the bench), every fresh closure pays for
  // esbuild's `__name`, which was 6% of a short game's playout.
  const c: Ctx = { t, s, L, logging: false, barrier: false, log: ignoreLog, steps: STEP_BUDGET, depth: 0 };
  const frame = { env: [], me: 0, self: -1 };
  // The campaign comes before the options: an option's default may ask inCampaign(). Only a record that
  // was given is kept in the setup, so a replay of a single game stays a single game.
  if (program.campaign) {
    const bad = setup.campaign !== undefined ? campaignProblem(program, setup.campaign) : undefined;
    if (bad) return fail("RUN4060", `the campaign record is refused: ${bad}`);
    s.campaign = setup.campaign !== undefined ? completeCampaign(program.campaign, setup.campaign) : freshCampaign(program.campaign);
    if (setup.campaign !== undefined) s.setup.campaign = s.campaign;
  } else if (setup.campaign !== undefined) return fail("RUN4060", `${program.title} keeps no campaign record`);
  for (let i = 0; i < program.options.length; i++) {
    const o = program.options[i]!;
    const v = o.name in given ? given[o.name] : prep.optionDefaults[i]!(c, frame);
    const bad = checkOption(o, v, program);
    if (bad) return fail("RUN4023", bad);
    s.opts[o.name] = v;
  }
  // Where components start depends on the options: an expansion that is off leaves its own in the box.
  const start = placed(program, L, s.opts);
  s.zones = start.zones.map((z) => z.slice());
  s.loc = start.loc.slice();
  for (let i = 0; i < program.counters.length; i++) {
    const v = prep.counterInitials[i]!(c, frame) as number;
    s.counters.push(program.counters[i]!.perPlayer ? filled(n, v) : v);
  }
  const teams = computeTeams(program, c);
  if (teams) s.teams = teams;
  for (let i = 0; i < prep.requires.length; i++) {
    const r = program.requires![i]!;
    if (prep.requires[i]!(c, { env: filled(r.locals, 0), me: 0, self: -1 }) !== true) return fail("RUN4024", r.message);
  }
  return { ok: true, state: s };
}

function checkOption(o: OptionDef, v: unknown, program: Program): string | undefined {
  const ty = o.type;
  switch (ty.kind) {
    case "int":
      if (typeof v !== "number" || !Number.isInteger(v)) return `option '${o.name}' must be an integer, not ${JSON.stringify(v)}`;
      if ((ty.min !== undefined && v < ty.min) || (ty.max !== undefined && v > ty.max))
        return `option '${o.name}' must be between ${ty.min} and ${ty.max}, not ${v}`;
      return undefined;
    case "bool":
      return typeof v === "boolean" ? undefined : `option '${o.name}' must be true or false, not ${JSON.stringify(v)}`;
    case "enum": {
      const members = program.enums[ty.name] ?? [];
      return members.includes(v as string) ? undefined : `option '${o.name}' must be one of ${members.join(", ")}, not ${JSON.stringify(v)}`;
    }
    case "text":
      return typeof v === "string" ? undefined : `option '${o.name}' must be text`;
    default:
      return undefined;
  }
}

function fail(code: string, message: string): ApplyResult<GameState> {
  return { ok: false, error: { code, message } };
}
