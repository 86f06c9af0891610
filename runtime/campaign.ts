import type { CampaignDef, Program, ValueType } from "./program.js";
import type { ApplyResult } from "./types.js";

// Campaign records: what outlives one game (stages cleared, missions done). A game reads its record at
// the start (GameSetup.campaign), the rules update it (`set trials.stage = 2`), and whoever runs the
// game keeps the final state's record for the next one. Records travel as files, so they are checked
// on the way in: a corrupt record, or one from another game or campaign, is refused with the reason.

/** A campaign record: field name → plain JSON value. */
export type CampaignRecord = Record<string, unknown>;

/** The JSON written to a campaign file. */
export interface CampaignFile {
  format: "menagerie-campaign";
  version: 1;
  game: string;
  campaign: string;
  record: CampaignRecord;
}

/** The record of a campaign that has not started yet: every field at its declared start value. */
export function freshCampaign(def: CampaignDef): CampaignRecord {
  return Object.fromEntries(def.fields.map((f) => [f.name, structuredClone(f.initial)]));
}

/** What is wrong with a record for `def` (a missing field takes its start value), or undefined. */
export function campaignProblem(program: Program, record: unknown): string | undefined {
  const def = program.campaign;
  if (!def) return `${program.title} keeps no campaign`;
  if (!record || typeof record !== "object" || Array.isArray(record)) return "the record must be a JSON object of fields";
  for (const k of Object.keys(record))
    if (!def.fields.some((f) => f.name === k)) return `'${k}' is not a field of the campaign '${def.name}' (fields: ${def.fields.map((f) => f.name).join(", ")})`;
  for (const f of def.fields) {
    const v = (record as CampaignRecord)[f.name];
    if (v === undefined) continue;
    const bad = valueProblem(f.type, v, program);
    if (bad) return `field '${f.name}' ${bad}, not ${JSON.stringify(v)}`;
  }
  return undefined;
}

/** A complete record from a checked one: fields it lacks (added to the rules since) take their start values. */
export function completeCampaign(def: CampaignDef, record: CampaignRecord): CampaignRecord {
  return { ...freshCampaign(def), ...structuredClone(record) };
}

/** Wraps a record for saving to a file. */
export function toCampaignFile(program: Program, record: CampaignRecord): CampaignFile {
  return { format: "menagerie-campaign", version: 1, game: program.game, campaign: program.campaign?.name ?? "", record };
}

/** Reads a campaign file for `program`, refusing corrupt and foreign ones with the reason (RUN4060). */
export function fromCampaignFile(program: Program, json: unknown): ApplyResult<CampaignRecord> {
  const bad = (message: string) => ({ ok: false as const, error: { code: "RUN4060", message: `not a campaign record for ${program.title}: ${message}` } });
  const def = program.campaign;
  if (!def) return bad(`${program.title} keeps no campaign`);
  if (!json || typeof json !== "object" || Array.isArray(json)) return bad("expected a JSON object");
  const o = json as Partial<CampaignFile>;
  if (o.format !== "menagerie-campaign") return bad('missing "format": "menagerie-campaign"');
  if (o.version !== 1) return bad(`unsupported version ${JSON.stringify(o.version)}`);
  if (o.game !== program.game) return bad(`it belongs to the game '${String(o.game)}'`);
  if (o.campaign !== def.name) return bad(`it belongs to the campaign '${String(o.campaign)}', not '${def.name}'`);
  const problem = campaignProblem(program, o.record);
  if (problem) return bad(problem);
  // A file a game wrote holds every field: one without a field was cut or edited, and starting it
  // afresh from that field's start value (a campaign back at its first stage) would lose progress.
  const missing = def.fields.filter((f) => (o.record as CampaignRecord)[f.name] === undefined).map((f) => f.name);
  if (missing.length) return bad(`field${missing.length > 1 ? "s" : ""} ${missing.map((m) => `'${m}'`).join(", ")} missing (a record holds every field: ${def.fields.map((f) => f.name).join(", ")})`);
  return { ok: true, state: completeCampaign(def, o.record as CampaignRecord) };
}

/** What is wrong with a value for a field of type `t`, or undefined. */
export function valueProblem(t: ValueType, v: unknown, program: Program): string | undefined {
  switch (t.kind) {
    case "int":
      if (typeof v !== "number" || !Number.isInteger(v)) return "must be an integer";
      if ((t.min !== undefined && v < t.min) || (t.max !== undefined && v > t.max)) return `must be between ${t.min} and ${t.max}`;
      return undefined;
    case "bool":
      return typeof v === "boolean" ? undefined : "must be true or false";
    case "text":
      return typeof v === "string" ? undefined : "must be text";
    case "enum": {
      const members = program.enums[t.name] ?? [];
      return typeof v === "string" && members.includes(v) ? undefined : `must be one of ${members.join(", ")}`;
    }
    case "list": {
      if (!Array.isArray(v)) return "must be a list";
      for (const item of v) {
        const p = valueProblem(t.of, item, program);
        if (p) return `must be a list whose items each ${p.replace(/^must be /, "are ")}`;
      }
      return undefined;
    }
    default:
      return "has a type a campaign cannot keep";
  }
}
