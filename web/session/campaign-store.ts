// Campaigns kept in the browser: each is a named campaign file (runtime/campaign.ts) for one game,
// stored in localStorage so it outlives the page, and exported or imported as a JSON file. Records
// read from storage or from a file are checked by the runtime, so a corrupt or foreign one is refused.

import { fromCampaignFile, freshCampaign, toCampaignFile, type ApplyResult, type CampaignFile, type CampaignRecord, type Program } from "../../runtime/index.js";

/** The part of the Web Storage API the store uses (localStorage in the browser, a map in tests). */
export interface KeyValueStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/** One stored campaign. */
export interface StoredCampaign {
  id: string;
  name: string;
  file: CampaignFile;
}

const KEY = "menagerie.campaigns";

/** Campaigns kept in a key-value store (localStorage by default). */
export class CampaignStore {
  constructor(private readonly store: KeyValueStore | undefined = globalThis.localStorage) {}

  /** The campaigns of `game`, oldest first; entries that no longer read are left out (and kept in storage). */
  list(program: Program): StoredCampaign[] {
    return this.all().filter((c) => c.file.game === program.game && fromCampaignFile(program, c.file).ok);
  }

  /** Starts a new campaign of `program` named `name`. */
  create(program: Program, name: string): StoredCampaign {
    if (!program.campaign) throw new Error(`${program.title} keeps no campaign`);
    const entry = { id: newId(this.all()), name: name.trim() || "Campaign", file: toCampaignFile(program, freshCampaign(program.campaign)) };
    this.write([...this.all(), entry]);
    return entry;
  }

  /** The checked record of campaign `id` (refused when it is missing, corrupt or of another game). */
  record(program: Program, id: string): ApplyResult<CampaignRecord> {
    const c = this.all().find((x) => x.id === id);
    if (!c) return { ok: false, error: { code: "WEB5010", message: "that campaign is no longer stored in this browser" } };
    return fromCampaignFile(program, c.file);
  }

  /** Replaces campaign `id`'s record (when a game of it ends). */
  update(program: Program, id: string, record: CampaignRecord): void {
    this.write(this.all().map((c) => (c.id === id ? { ...c, file: toCampaignFile(program, record) } : c)));
  }

  /** Adds a campaign read from a file, refusing a corrupt or foreign one with the reason. */
  import(program: Program, json: unknown, name: string): ApplyResult<StoredCampaign> {
    const read = fromCampaignFile(program, json);
    if (!read.ok) return read;
    const entry = { id: newId(this.all()), name: name.replace(/\.json$/i, "") || "Imported campaign", file: toCampaignFile(program, read.state) };
    this.write([...this.all(), entry]);
    return { ok: true, state: entry };
  }

  /** Forgets campaign `id`. */
  remove(id: string): void {
    this.write(this.all().filter((c) => c.id !== id));
  }

  private all(): StoredCampaign[] {
    try {
      const v = JSON.parse(this.store?.getItem(KEY) ?? "[]") as unknown;
      return Array.isArray(v) ? v.filter((c): c is StoredCampaign => !!c && typeof c === "object" && typeof c.id === "string" && typeof c.name === "string") : [];
    } catch {
      // Unreadable storage reads as no campaigns; it is only overwritten when a campaign is saved.
      return [];
    }
  }

  private write(list: StoredCampaign[]): void {
    this.store?.setItem(KEY, JSON.stringify(list));
  }
}

function newId(existing: StoredCampaign[]): string {
  let n = existing.length + 1;
  while (existing.some((c) => c.id === `c${n}`)) n++;
  return `c${n}`;
}
