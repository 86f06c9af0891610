import { LitElement, css, html, nothing } from "lit";
import { customElement, property, state } from "lit/decorators.js";
import type { GameEntry, GameIndexEntry } from "../../session/game-entry.js";
import { GameCatalog } from "../../session/game-catalog.js";
import { currentGame, deleteGame, leaveGame, newGameId, storeGame, unfinishedGames, type StoredGame } from "../../session/autosave.js";
import { defaultNames, useSeatNames, useSeatPalette } from "../../session/seat-style.js";
import { inWords } from "../../session/log-words.js";
import { formatMoveError, isRuleCode, type GameState, type Move, type MoveValue } from "../../../runtime/index.js";
import { farMoves } from "../../session/far-moves.js";
import { GameSession, type BotJob } from "../../session/game-session.js";
import { botRunner, CANCELLED, type BotRunner } from "../../session/bot-runner.js";
import { numberedOptions, optionForKey, type NumberedOption } from "../../session/numbered-options.js";
import { decodeShared, downloadJson, shareUrl } from "../../session/save-files.js";
import { tableLayout, type TableLayout } from "../../session/table-layout.js";
import { theme } from "../../theme.js";
import { CampaignStore } from "../../session/campaign-store.js";
import type { StartRequest } from "../game-lobby/game-lobby.js";
import "../game-lobby/game-lobby.js";
import "../game-table/game-table.js";
import "../hand-over/hand-over.js";
import "../replay-bar/replay-bar.js";
import "../table-toolbar/table-toolbar.js";
import { onlineRoute } from "../../online/online-links.js";

/**
 * The online pages (lobby list, creation, table) are a chunk of their own, loaded when first shown, so
 * the table's entry stays small. They are drawn only once defined: they read their properties when
 * connected, before Lit would hand over values set on a not-yet-upgraded element.
 */
let onlinePages: Promise<unknown> | undefined;
let onlineReady = false;
function onlineLoaded(host: { requestUpdate(): void }): boolean {
  if (onlineReady) return true;
  onlinePages ??= Promise.all([import("../../online/online-create.js"), import("../../online/online-table.js"), import("../../online/online-tables.js")]).then(() => {
    onlineReady = true;
  });
  void onlinePages.then(() => host.requestUpdate());
  return false;
}

interface Replay {
  states: GameState[];
  index: number;
  seat: number;
}

/**
 * The whole table: lobby, play with bots and hot-seat hand-overs, undo, save/load and replay. Every
 * move is kept in the browser (IndexedDB), so a reload resumes the game where it was.
 */
@customElement("table-app")
export class TableApp extends LitElement {
  static override styles = [
    theme,
    css`
      :host { display: flex; flex-direction: column; height: 100vh; height: 100dvh; background: var(--background, #eef0f2); }
      table-toolbar { flex: 0 0 auto; position: relative; z-index: 10; }
      header.top { flex: 0 0 auto; display: flex; flex-direction: column; position: relative; z-index: 10; }
      .body { flex: 1; min-height: 0; overflow-y: auto; overflow-x: hidden; padding: 8px 10px 24px; scroll-padding-top: 170px; }
      .notice { padding: 4px 12px; background: #fff3cd; border-bottom: 1px solid #e0c36a; font-size: 13px; }
      .notice:empty { display: none; }
      .lobby { overflow-y: auto; overflow-x: hidden; flex: 1; padding: 0 10px; }
      .confirm { position: fixed; inset: 0; z-index: 30; display: grid; place-items: center; background: rgba(20, 24, 30, 0.55); }
      .confirm > div { background: var(--paper); border-radius: 12px; padding: 20px 24px; max-width: min(440px, calc(100vw - 24px)); }
      .confirm h2 { margin: 0 0 8px; font-size: 20px; }
      .confirm .row { display: flex; gap: 10px; justify-content: flex-end; margin-top: 16px; flex-wrap: wrap; }
      .confirm button { min-height: 44px; padding: 6px 16px; }
      .confirm .go { background: var(--accent); color: #fff; border-color: var(--accent); }
    `,
  ];

  /** Games that compiled (from the vite plugin), each loaded when chosen. */
  @property({ attribute: false }) games: GameIndexEntry[] = [];
  /** Games left out with their errors. */
  @property({ attribute: false }) contentErrors: { game: string; message: string }[] = [];

  @state() private session?: GameSession;
  @state() private entry?: GameEntry;
  @state() private layout?: TableLayout;
  @state() private replay?: Replay;
  @state() private notice = "";
  @state() private lobbyError = "";
  @state() private rev = 0;
  @state() private speed = initialSpeed();
  /** Online play (web/online/): whether a game server answered, and the table being created. */
  @state() private online = false;
  @state() private creating?: { request: StartRequest; entry: GameEntry };
  private readonly route = onlineRoute();
  /** Whether the score sheet is open (it opens by itself when the game ends). */
  @state() private sheetOpen = false;
  /** A question waiting for the player's answer before leaving the game. */
  @state() private confirming?: () => void;
  /** Unfinished games kept in the browser, for the lobby. */
  @state() private kept: StoredGame[] = [];
  /** Whether the first look for a game to resume is done (the lobby waits for it). */
  @state() private resumed = false;
  private catalog = new GameCatalog([]);
  private pathCache?: { key: string; paths: Map<number, Move[]> };
  private gameId = "";
  private storedMoves = -1;
  private wasOver = false;
  private botTimer: ReturnType<typeof setTimeout> | undefined;
  /** Where bots think: a Web Worker, so the page answers while they search. */
  private runner?: BotRunner;
  /** The bot decision being computed, and for which session. */
  private thinking?: { session: GameSession; job: BotJob };
  /** The session whose end was written to its stored campaign. */
  private campaignRecorded?: GameSession;
  private readonly campaigns = new CampaignStore();
  private readonly onKey = (e: KeyboardEvent) => this.key(e);
  private readonly onLeave = (e: BeforeUnloadEvent) => {
    // The game is kept in the browser, but a person closing the tab by mistake still gets asked.
    if (this.session && !this.session.over && this.session.moves.length) {
      e.preventDefault();
      e.returnValue = "";
    }
  };

  override connectedCallback() {
    super.connectedCallback();
    window.addEventListener("keydown", this.onKey);
    window.addEventListener("beforeunload", this.onLeave);
    const shared = decodeShared(location.hash);
    // An online table's page holds that table only: no hot-seat game is resumed behind it.
    if (!this.route) queueMicrotask(() => void this.open(shared));
  }

  override disconnectedCallback() {
    super.disconnectedCallback();
    window.removeEventListener("keydown", this.onKey);
    window.removeEventListener("beforeunload", this.onLeave);
    clearTimeout(this.botTimer);
    this.botTimer = undefined;
    this.thinking = undefined;
    this.runner?.dispose();
    this.runner = undefined;
  }

  protected override willUpdate(changed: Map<PropertyKey, unknown>) {
    if (changed.has("games")) this.catalog = new GameCatalog(this.games);
  }

  /** On opening the page: a shared link's game, else the game that was open when the page was left. */
  private async open(shared: unknown) {
    if (shared !== undefined) await this.loadSave(shared, "the shared link");
    else {
      const g = await currentGame();
      if (g && !g.over) await this.loadSave(g.save, "the game in progress", g.id);
    }
    this.kept = await unfinishedGames();
    this.resumed = true;
  }

  /** Takes freshly compiled games (hot reload) and carries the game in progress over when it still replays. */
  async updateGames(games: GameIndexEntry[], contentErrors: { game: string; message: string }[]) {
    this.games = games;
    this.contentErrors = contentErrors;
    this.catalog = new GameCatalog(games);
    if (!this.session || !this.entry) return;
    const fresh = await this.catalog.load(this.entry.game);
    if (!fresh || !this.session) return;
    const moved = GameSession.load(fresh.program, this.session.save(), this.session.seats);
    if (moved.ok) {
      this.begin(fresh, moved.state, this.gameId);
      this.notice = "Content reloaded; the game was replayed with the new rules.";
    } else {
      this.notice = `Content reloaded, but this game no longer replays (${formatMoveError(moved.error)}); start a new game to use it.`;
    }
  }

  override render() {
    if (this.route) {
      if (!onlineLoaded(this)) return html`<p role="status" style="padding:16px">Opening…</p>`;
      return html`<online-table .catalog=${this.catalog} .table=${this.route.table} .token=${this.route.token} ?replayFirst=${this.route.replay}></online-table>`;
    }
    if (this.creating) {
      if (!onlineLoaded(this)) return html`<p role="status" style="padding:16px">Opening…</p>`;
      return html`<main class="lobby"><online-create .entry=${this.creating.entry} .request=${this.creating.request} @back=${() => (this.creating = undefined)}></online-create></main>`;
    }
    if (!this.session || !this.entry || !this.layout) {
      if (!this.resumed) return html`<p role="status" style="padding:16px">Opening…</p>`;
      const online = onlineLoaded(this);
      return html`<main class="lobby"><game-lobby .games=${this.games} .catalog=${this.catalog} .kept=${this.kept} .contentErrors=${this.contentErrors}
        .error=${this.lobbyError} .campaigns=${this.campaigns} ?online=${this.online}
        @start-game=${(e: CustomEvent<StartRequest>) => void this.start(e.detail)}
        @create-online=${(e: CustomEvent<StartRequest>) => void this.createOnline(e.detail)}
        @resume-game=${(e: CustomEvent<{ id: string }>) => void this.resume(e.detail.id)}
        @delete-game=${(e: CustomEvent<{ id: string }>) => void this.forget(e.detail.id)}
        @load-game=${(e: CustomEvent<{ json: unknown }>) => void this.loadSave(e.detail.json, "the file")}></game-lobby>
        ${online ? html`<online-tables .games=${this.games} @online=${(e: CustomEvent<{ available: boolean }>) => (this.online = e.detail.available)}></online-tables>` : nothing}</main>`;
    }
    const s = this.session;
    // The bars above the table are the page's banner, so that everything sits in a landmark.
    return html`<header class="top"><table-toolbar
        .heading=${this.layout.theme.title ?? this.entry.title}
        .moves=${s.moves.length}
        .canUndo=${!this.replay && s.canUndo()}
        .undoNote=${this.replay ? "" : (s.undoBlocked() ?? "")}
        .canReplay=${s.over}
        .over=${s.over}
        .speed=${this.speed}
        .report=${import.meta.env.DEV ? `balance-reports/${this.entry.game}/report.html` : ""}
        @toolbar=${(e: CustomEvent<Record<string, unknown>>) => this.toolbar(e.detail)}
      ></table-toolbar>
      ${this.confirming
        ? html`<div class="confirm" role="alertdialog" aria-modal="true" aria-labelledby="confirm-title" aria-describedby="confirm-text">
            <div>
              <h2 id="confirm-title">Leave this game?</h2>
              <p id="confirm-text">It stays saved in this browser: you can resume it from the lobby.</p>
              <div class="row">
                <button @click=${() => (this.confirming = undefined)} data-action="stay">Keep playing</button>
                <button class="go" @click=${() => { const go = this.confirming; this.confirming = undefined; go?.(); }} data-action="leave">Leave the game</button>
              </div>
            </div>
          </div>`
        : nothing}
      ${this.replay
        ? html`<replay-bar .index=${this.replay.index} .total=${this.replay.states.length - 1} .seat=${this.replay.seat} .players=${s.setup.players}
            @replay=${(e: CustomEvent<{ index?: number; seat?: number; exit?: boolean }>) => this.replayTo(e.detail)}></replay-bar>`
        : nothing}
      <div class="notice" role="status">${this.notice}</div></header>
      <main class="body">${this.replay ? this.replayTable(this.replay) : this.playTable(s)}</main>`;
  }

  private playTable(s: GameSession) {
    if (s.handOverTo >= 0) return html`<hand-over .seat=${s.handOverTo} @take-seat=${() => this.takeSeat()}></hand-over>`;
    const view = s.view();
    if (!view) return html`<p role="status">Waiting for the bots…</p>`;
    return html`<game-table
      .program=${s.program}
      .layout=${this.layout}
      .view=${view}
      .lines=${inWords(s.logLines(), this.layout!.card.names)}
      .seats=${s.seats}
      .options=${this.options()}
      .paths=${this.paths()}
      .breakdown=${s.scoreBreakdown()}
      .gameOptions=${s.gameOptions()}
      .scores=${this.layout!.score?.query ? s.perSeat(this.layout!.score.query) : undefined}
      .selected=${this.selected(view.seat)}
      .decisive=${this.decisive()}
      .sheetOpen=${this.sheetOpen}
      .undoNote=${view.decisions.length ? (s.undoBlocked() ?? "") : ""}
      @close-sheet=${() => (this.sheetOpen = false)}
      .reactions=${s.othersMayAct()}
      .acting=${s.isActing}
      @let-act=${(e: CustomEvent<{ seat: number }>) => this.letAct(e.detail.seat)}
      @done-acting=${() => this.letAct(-1)}
      @choose=${(e: CustomEvent<{ value: number | string | null; choice: string }>) => this.choose(e.detail.value, e.detail.choice)}
      @card-pick=${(e: CustomEvent<{ value: number }>) => this.choose(e.detail.value)}
      @path-pick=${(e: CustomEvent<{ moves: Move[] }>) => this.walk(e.detail.moves)}
    ></game-table>`;
  }

  private replayTable(r: Replay) {
    const s = this.session!;
    const st = r.states[r.index]!;
    return html`<game-table
      .program=${s.program}
      .layout=${this.layout}
      .view=${s.engine.view(st, r.seat)}
      .lines=${inWords(s.engine.logLines(st, r.seat), this.layout!.card.names)}
      .seats=${s.seats}
      .options=${[]}
      .gameOptions=${s.gameOptions()}
      .breakdown=${r.index === r.states.length - 1 ? s.scoreBreakdown() : []}
    ></game-table>`;
  }

  /** The component the seat picked with its last move when it still has to finish that move (a pawn before its target). */
  private selected(seat: number): Set<number> {
    const s = this.session!;
    const last = s.moves[s.moves.length - 1];
    if (!last || last.player !== seat || !s.waitingFor().includes(seat) || !isComponent(last.value, s.program.components.length)) return new Set();
    return new Set([last.value as number]);
  }

  /** The components the content names as deciding the game (its `decisive` query), once it is over. */
  private decisive(): Set<number> {
    const s = this.session!;
    const q = this.layout?.decisive;
    if (!s.over || !q) return new Set();
    const r = s.engine.query(q, s.setup, undefined, s.state);
    const v = r.ok ? r.state : undefined;
    return new Set(Array.isArray(v) ? v.filter((x): x is number => typeof x === "number") : []);
  }

  protected override updated() {
    this.recordCampaign();
    this.scheduleBot();
    void this.persist();
  }

  /** Keeps the game in the browser after every move (and once more when it ends). */
  private async persist() {
    const s = this.session;
    if (!s || !this.entry || this.replay || !this.gameId) return;
    if (s.over && !this.wasOver) this.sheetOpen = true;
    this.wasOver = s.over;
    if (s.moves.length === this.storedMoves) return;
    this.storedMoves = s.moves.length;
    const ok = await storeGame({ id: this.gameId, game: this.entry.game, title: this.entry.title, updated: Date.now(), moves: s.moves.length, over: s.over, save: s.save() });
    if (!ok) this.notice = "This browser does not let the table keep the game: use Save to keep a copy.";
  }

  /** The shown seat's numbered options, when it is a person's to choose. */
  private options(): NumberedOption[] {
    const s = this.session;
    const view = s?.view();
    if (!s || !view || s.seats[view.seat] !== "human") return [];
    return numberedOptions(s.program, view.decisions);
  }

  /** Map destinations the shown person reaches in one gesture (several moves of their own), cached per position. */
  private paths(): Map<number, Move[]> {
    const s = this.session;
    const view = s?.view();
    if (!s || !view || s.seats[view.seat] !== "human" || !this.layout) return new Map();
    const key = `${s.moves.length}:${view.seat}`;
    if (this.pathCache?.key === key) return this.pathCache.paths;
    const places = new Set(this.layout.shared.filter((z) => z.graph).flatMap((z) => ((view.zones[z.name] as number[] | undefined) ?? []).filter((id) => id >= 0)));
    const paths = places.size && view.decisions.length ? farMoves(s.engine, s.state, view.seat, places) : new Map<number, Move[]>();
    this.pathCache = { key, paths };
    return paths;
  }

  /** Plays a chain of the shown person's moves (a walk to a far destination) one by one, as the rules record them. */
  private walk(moves: Move[]) {
    if (this.replay || !this.session) return;
    for (const m of moves) {
      if (m.player !== this.session.viewer || !this.session.choose(m.value, m.choice)) break;
    }
    this.notice = "";
    this.rev++;
  }

  private async start(req: StartRequest) {
    const entry = await this.catalog.load(req.game);
    if (!entry) return;
    // The setup carries the names, so the log and the last-move line use them as the panels do: a
    // person's given name, a bot's level ("Planner bot"); a person without a name stays "Player N".
    const bots = defaultNames(req.seats);
    const named = req.seats.map((k, p) => req.names?.[p]?.trim() || (k === "human" ? "" : bots[p]!));
    const setup = named.some(Boolean) ? { ...req.setup, names: named } : req.setup;
    const r = GameSession.start(entry.program, setup, req.seats, req.holders, req.campaign);
    if (!r.ok) {
      // A refused setup (a rule's `require`) reads as a sentence; a failing rule keeps its position.
      this.lobbyError = isRuleCode(r.error.code) ? formatMoveError(r.error) : sentence(r.error.message);
      return;
    }
    this.lobbyError = "";
    this.notice = "";
    r.state.names = req.names ?? [];
    this.begin(entry, r.state, newGameId());
  }

  private async resume(id: string) {
    const g = this.kept.find((k) => k.id === id);
    if (g) await this.loadSave(g.save, "the kept game", g.id);
  }

  private async forget(id: string) {
    await deleteGame(id);
    this.kept = await unfinishedGames();
  }

  /** When the game ends, its campaign record goes back to the stored campaign it was played in (kept in the save). */
  private recordCampaign() {
    const s = this.session;
    if (!s?.over || !s.campaignId || this.campaignRecorded === s) return;
    const record = s.campaignRecord();
    if (!record) return;
    this.campaigns.update(s.program, s.campaignId, record);
    this.campaignRecorded = s;
    this.notice = "The campaign record was updated.";
  }

  private begin(entry: GameEntry, session: GameSession, id: string) {
    clearTimeout(this.botTimer);
    this.botTimer = undefined;
    this.stopThinking();
    this.entry = entry;
    this.layout = tableLayout(entry.program, entry.layout, entry.assets);
    useSeatPalette(this.layout.seats);
    useSeatNames(session.names);
    this.applyTheme();
    this.session = session;
    this.replay = undefined;
    this.gameId = id;
    this.storedMoves = -1;
    this.wasOver = session.over;
    this.sheetOpen = session.over;
    this.rev++;
  }

  /** The game's palette on the whole page, and its title in the browser tab. */
  private applyTheme() {
    const t = this.layout?.theme ?? {};
    for (const [k, v] of Object.entries({ accent: t.accent, felt: t.felt, paper: t.paper, background: t.background })) {
      if (v) this.style.setProperty(`--${k}`, v);
      else this.style.removeProperty(`--${k}`);
    }
    document.title = this.entry ? `${t.title ?? this.entry.title} · Menagerie` : "Menagerie";
  }

  private async loadSave(json: unknown, where: string, id = newGameId()) {
    const game = json && typeof json === "object" ? (json as { game?: unknown }).game : undefined;
    const entry = typeof game === "string" ? await this.catalog.load(game) : undefined;
    const fail = (message: string) => {
      if (this.session) this.notice = message;
      else this.lobbyError = message;
    };
    if (!entry) {
      fail(typeof game === "string" ? `${where} is a save of '${game}', which is not on this table` : `${where} is not a Menagerie save file`);
      return;
    }
    const r = GameSession.load(entry.program, json, this.session?.seats ?? ["human"]);
    if (!r.ok) {
      fail(`Could not load ${where}: ${r.error.message}`);
      return;
    }
    this.begin(entry, r.state, id);
    this.notice = `Loaded a game of ${entry.title} at move ${r.state.moves.length}.`;
  }

  private choose(value: MoveValue, choice?: string) {
    if (this.replay || !this.session) return;
    if (this.session.choose(value, choice)) {
      this.notice = "";
      this.rev++;
    } else if (this.session.ruleError) this.notice = `The rules failed: ${this.session.ruleError}`;
  }

  /** Hands the screen to a person taking an action on offer (a reaction), or back (-1). */
  private letAct(seat: number) {
    if (seat >= 0) this.session?.letAct(seat);
    else this.session?.doneActing();
    this.rev++;
  }

  private takeSeat() {
    this.session?.takeSeat();
    this.rev++;
  }

  private toolbar(d: Record<string, unknown>) {
    const s = this.session;
    if (!s || !this.entry) return;
    switch (d.action) {
      case "lobby":
        if (!s.over && s.moves.length) this.confirming = () => void this.toLobby();
        else void this.toLobby();
        break;
      case "scores":
        this.sheetOpen = true;
        break;
      case "undo":
        if (s.undo()) this.notice = "Your last choice was taken back.";
        else this.notice = s.undoBlocked() ?? "";
        this.rev++;
        break;
      case "save":
        downloadJson(`${this.entry.game}-seed${s.setup.seed}-move${s.moves.length}.json`, s.save());
        this.notice = "Saved.";
        break;
      case "load":
        this.loadSave(d.json, String(d.name ?? "the file"));
        break;
      case "share": {
        const url = shareUrl(location.href, s.save());
        history.replaceState(null, "", url);
        void navigator.clipboard?.writeText(url).then(
          () => (this.notice = "Link copied: it holds the seed and the moves."),
          () => (this.notice = "The link in the address bar holds the seed and the moves."),
        );
        this.notice = "The link in the address bar holds the seed and the moves.";
        break;
      }
      case "replay": {
        const states = s.history();
        if (states.length) this.replay = { states, index: 0, seat: s.viewer >= 0 ? s.viewer : 0 };
        break;
      }
      case "speed":
        this.speed = Number(d.speed);
        break;
    }
  }

  private async toLobby() {
    clearTimeout(this.botTimer);
    this.botTimer = undefined;
    this.stopThinking();
    this.session = undefined;
    this.replay = undefined;
    this.notice = "";
    this.gameId = "";
    this.entry = undefined;
    this.applyTheme();
    useSeatPalette([]);
    useSeatNames([]);
    await leaveGame();
    this.kept = await unfinishedGames();
  }

  private replayTo(d: { index?: number; seat?: number; exit?: boolean }) {
    if (!this.replay) return;
    if (d.exit) this.replay = undefined;
    else if (d.index !== undefined) this.replay = { ...this.replay, index: d.index };
    else if (d.seat !== undefined) this.replay = { ...this.replay, seat: d.seat };
  }

  /**
   * Lets the next bot act after the chosen pause: its decision is computed by the runner (a Web
   * Worker) and played if the position is still the one it was asked about. A decision made stale
   * by a person's action, an undo, a load or a reload is abandoned and the bot asked again.
   */
  private scheduleBot() {
    const s = this.session;
    const t = this.thinking;
    if (t && (t.session !== s || !s.isCurrent(t.job) || this.replay)) {
      this.thinking = undefined;
      this.runner?.cancel();
    }
    this.toggleAttribute("data-bot-thinking", this.thinking !== undefined);
    if (!s || this.replay || this.botTimer !== undefined || this.thinking || s.over || s.botToMove() === undefined) return;
    this.botTimer = setTimeout(() => {
      this.botTimer = undefined;
      if (this.session !== s || this.replay) return;
      const job = s.botJob();
      if (!job) return;
      this.thinking = { session: s, job };
      this.toggleAttribute("data-bot-thinking", true);
      this.runner ??= botRunner();
      this.runner.decide(s.program, job.state, job.request).then(
        (answer) => {
          if (this.thinking?.job !== job) return;
          this.thinking = undefined;
          this.toggleAttribute("data-bot-thinking", false);
          if (this.session !== s || this.replay) return;
          if (s.botAnswered(job, answer.move)) this.rev++;
          else if (s.ruleError) this.notice = `The rules failed: ${s.ruleError}`;
          // A bot let an action on offer pass, or its answer came too late: nothing changed on screen, but a bot may act now.
          else if (s.weighedLast || !s.isCurrent(job)) this.scheduleBot();
        },
        (e: Error) => {
          if (this.thinking?.job !== job) return;
          this.thinking = undefined;
          this.toggleAttribute("data-bot-thinking", false);
          if (e.message !== CANCELLED) this.notice = `A bot failed: ${e.message}`;
        },
      );
    }, this.speed);
  }

  /** Abandons the bot decision being computed (another game, or none, is on the table now). */
  private stopThinking() {
    if (!this.thinking) return;
    this.thinking = undefined;
    this.runner?.cancel();
    this.toggleAttribute("data-bot-thinking", false);
  }

  /** The lobby asked for an online table: load the game's program, then show the online set-up. */
  private async createOnline(request: StartRequest) {
    const entry = await this.catalog.load(request.game);
    if (entry) this.creating = { request, entry };
  }

  private key(e: KeyboardEvent) {
    if (!this.session || e.ctrlKey || e.metaKey || e.altKey) return;
    const target = e.composedPath()[0] as HTMLElement | undefined;
    if (target && /^(INPUT|SELECT|TEXTAREA)$/.test(target.tagName)) return;
    if (this.replay) {
      if (e.key === "ArrowRight") this.replayTo({ index: Math.min(this.replay.index + 1, this.replay.states.length - 1) });
      if (e.key === "ArrowLeft") this.replayTo({ index: Math.max(this.replay.index - 1, 0) });
      return;
    }
    if (e.key === "Enter" && this.session.handOverTo >= 0 && target?.tagName !== "BUTTON") {
      e.preventDefault();
      this.takeSeat();
    } else if (e.key === "u" || e.key === "U") {
      if (this.session.undo()) this.rev++;
    } else if (optionForKey(e.key) !== undefined) {
      const o = this.options().find((x) => x.n === optionForKey(e.key));
      if (o) {
        e.preventDefault();
        this.choose(o.option.value, o.decision.choice);
      }
    }
  }
}

function isComponent(v: unknown, n: number): boolean {
  return typeof v === "number" && v >= 0 && v < n;
}

/** An engine message as a sentence for the lobby: capitalised, with a full stop. */
function sentence(message: string): string {
  const m = message.trim();
  const s = m.charAt(0).toUpperCase() + m.slice(1);
  return /[.!?]$/.test(s) ? s : `${s}.`;
}

function initialSpeed(): number {
  const v = new URLSearchParams(location.search).get("speed");
  return v !== null && /^\d+$/.test(v) ? Number(v) : 500;
}

declare global {
  interface HTMLElementTagNameMap {
    "table-app": TableApp;
  }
}
