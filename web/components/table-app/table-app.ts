import { LitElement, css, html, nothing } from "lit";
import { customElement, property, state } from "lit/decorators.js";
import type { GameEntry } from "../../session/game-entry.js";
import type { GameState } from "../../../runtime/index.js";
import { GameSession } from "../../session/game-session.js";
import { numberedOptions, type NumberedOption } from "../../session/numbered-options.js";
import { decodeShared, downloadJson, shareUrl } from "../../session/save-files.js";
import { tableLayout, type TableLayout } from "../../session/table-layout.js";
import { theme } from "../../theme.js";
import type { StartRequest } from "../game-lobby/game-lobby.js";
import "../game-lobby/game-lobby.js";
import "../game-table/game-table.js";
import "../hand-over/hand-over.js";
import "../replay-bar/replay-bar.js";
import "../table-toolbar/table-toolbar.js";
import { onlineRoute } from "../../online/online-links.js";
import "../../online/online-create.js";
import "../../online/online-table.js";
import "../../online/online-tables.js";

interface Replay {
  states: GameState[];
  index: number;
  seat: number;
}

/** The whole table: lobby, play with bots and hot-seat hand-overs, undo, save/load and replay. */
@customElement("table-app")
export class TableApp extends LitElement {
  static override styles = [
    theme,
    css`
      :host { display: flex; flex-direction: column; height: 100vh; }
      .body { flex: 1; min-height: 0; padding: 8px 10px; }
      .notice { padding: 4px 12px; background: #fff3cd; border-bottom: 1px solid #e0c36a; font-size: 13px; min-height: 28px; }
      .lobby { overflow-y: auto; flex: 1; }
    `,
  ];

  /** Games that compiled (from the vite plugin). */
  @property({ attribute: false }) games: GameEntry[] = [];
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
  @state() private creating?: StartRequest;
  private readonly route = onlineRoute();
  private botTimer: ReturnType<typeof setTimeout> | undefined;
  private readonly onKey = (e: KeyboardEvent) => this.key(e);

  override connectedCallback() {
    super.connectedCallback();
    window.addEventListener("keydown", this.onKey);
    const shared = decodeShared(location.hash);
    if (shared !== undefined) queueMicrotask(() => this.loadSave(shared, "the shared link"));
  }

  override disconnectedCallback() {
    super.disconnectedCallback();
    window.removeEventListener("keydown", this.onKey);
    clearTimeout(this.botTimer);
  }

  /** Takes freshly compiled games (hot reload) and carries the game in progress over when it still replays. */
  updateGames(games: GameEntry[], contentErrors: { game: string; message: string }[]) {
    this.games = games;
    this.contentErrors = contentErrors;
    if (!this.session || !this.entry) return;
    const fresh = games.find((g) => g.game === this.entry!.game);
    if (!fresh) return;
    const moved = GameSession.load(fresh.program, this.session.save(), this.session.seats);
    if (moved.ok) {
      this.begin(fresh, moved.state);
      this.notice = "Content reloaded; the game was replayed with the new rules.";
    } else {
      this.notice = `Content reloaded, but this game no longer replays (${moved.error.message}); start a new game to use it.`;
    }
  }

  override render() {
    if (this.route) {
      return html`<online-table .games=${this.games} .table=${this.route.table} .token=${this.route.token} ?replayFirst=${this.route.replay}></online-table>`;
    }
    if (this.creating) {
      const entry = this.games.find((g) => g.game === this.creating!.game);
      if (entry) return html`<div class="lobby"><online-create .entry=${entry} .request=${this.creating} @back=${() => (this.creating = undefined)}></online-create></div>`;
    }
    if (!this.session || !this.entry || !this.layout) {
      return html`<div class="lobby"><game-lobby .games=${this.games} .contentErrors=${this.contentErrors} .error=${this.lobbyError} ?online=${this.online}
        @start-game=${(e: CustomEvent<StartRequest>) => this.start(e.detail)}
        @create-online=${(e: CustomEvent<StartRequest>) => (this.creating = e.detail)}
        @load-game=${(e: CustomEvent<{ json: unknown }>) => this.loadSave(e.detail.json, "the file")}></game-lobby>
        <online-tables .games=${this.games} @online=${(e: CustomEvent<{ available: boolean }>) => (this.online = e.detail.available)}></online-tables></div>`;
    }
    const s = this.session;
    return html`<table-toolbar
        .heading=${this.entry.title}
        .moves=${s.moves.length}
        .canUndo=${!this.replay && s.canUndo()}
        .canReplay=${s.over}
        .speed=${this.speed}
        @toolbar=${(e: CustomEvent<Record<string, unknown>>) => this.toolbar(e.detail)}
      ></table-toolbar>
      ${this.replay
        ? html`<replay-bar .index=${this.replay.index} .total=${this.replay.states.length - 1} .seat=${this.replay.seat} .players=${s.setup.players}
            @replay=${(e: CustomEvent<{ index?: number; seat?: number; exit?: boolean }>) => this.replayTo(e.detail)}></replay-bar>`
        : nothing}
      <div class="notice" role="status">${this.notice}</div>
      <div class="body">${this.replay ? this.replayTable(this.replay) : this.playTable(s)}</div>`;
  }

  private playTable(s: GameSession) {
    if (s.handOverTo >= 0) return html`<hand-over .seat=${s.handOverTo} @take-seat=${() => this.takeSeat()}></hand-over>`;
    const view = s.view();
    if (!view) return html`<p role="status">Waiting for the bots…</p>`;
    return html`<game-table
      .program=${s.program}
      .layout=${this.layout}
      .view=${view}
      .lines=${s.logLines()}
      .seats=${s.seats}
      .options=${this.options()}
      .breakdown=${s.scoreBreakdown()}
      .reactions=${s.othersMayAct()}
      .acting=${s.isActing}
      @let-act=${(e: CustomEvent<{ seat: number }>) => this.letAct(e.detail.seat)}
      @done-acting=${() => this.letAct(-1)}
      @choose=${(e: CustomEvent<{ value: number | string | null; choice: string }>) => this.choose(e.detail.value, e.detail.choice)}
      @card-pick=${(e: CustomEvent<{ value: number }>) => this.choose(e.detail.value)}
    ></game-table>`;
  }

  private replayTable(r: Replay) {
    const s = this.session!;
    const st = r.states[r.index]!;
    return html`<game-table
      .program=${s.program}
      .layout=${this.layout}
      .view=${s.engine.view(st, r.seat)}
      .lines=${s.engine.logLines(st, r.seat)}
      .seats=${s.seats}
      .options=${[]}
      .breakdown=${r.index === r.states.length - 1 ? s.scoreBreakdown() : []}
    ></game-table>`;
  }

  protected override updated() {
    this.scheduleBot();
  }

  /** The shown seat's numbered options, when it is a person's to choose. */
  private options(): NumberedOption[] {
    const s = this.session;
    const view = s?.view();
    if (!s || !view || s.seats[view.seat] !== "human") return [];
    return numberedOptions(s.program, view.decisions);
  }

  private start(req: StartRequest) {
    const entry = this.games.find((g) => g.game === req.game);
    if (!entry) return;
    const r = GameSession.start(entry.program, req.setup, req.seats);
    if (!r.ok) {
      this.lobbyError = `${r.error.code}: ${r.error.message}`;
      return;
    }
    this.lobbyError = "";
    this.notice = "";
    this.begin(entry, r.state);
  }

  private begin(entry: GameEntry, session: GameSession) {
    clearTimeout(this.botTimer);
    this.botTimer = undefined;
    this.entry = entry;
    this.layout = tableLayout(entry.program, entry.layout);
    this.session = session;
    this.replay = undefined;
    this.rev++;
  }

  private loadSave(json: unknown, where: string) {
    const game = json && typeof json === "object" ? (json as { game?: unknown }).game : undefined;
    const entry = this.games.find((g) => g.game === game);
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
    this.begin(entry, r.state);
    this.notice = `Loaded a game of ${entry.title} at move ${r.state.moves.length}.`;
  }

  private choose(value: number | string | null, choice?: string) {
    if (this.replay || !this.session) return;
    if (this.session.choose(value, choice)) {
      this.notice = "";
      this.rev++;
    }
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
        clearTimeout(this.botTimer);
        this.botTimer = undefined;
        this.session = undefined;
        this.replay = undefined;
        this.notice = "";
        break;
      case "undo":
        if (s.undo()) this.notice = "Your last choice was taken back.";
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

  private replayTo(d: { index?: number; seat?: number; exit?: boolean }) {
    if (!this.replay) return;
    if (d.exit) this.replay = undefined;
    else if (d.index !== undefined) this.replay = { ...this.replay, index: d.index };
    else if (d.seat !== undefined) this.replay = { ...this.replay, seat: d.seat };
  }

  private scheduleBot() {
    const s = this.session;
    if (!s || this.replay || this.botTimer !== undefined || s.over || s.botToMove() === undefined) return;
    this.botTimer = setTimeout(() => {
      this.botTimer = undefined;
      if (this.session === s && !this.replay && s.stepBot()) this.rev++;
    }, this.speed);
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
    } else if (/^[0-9]$/.test(e.key)) {
      const n = e.key === "0" ? 10 : Number(e.key);
      const o = this.options().find((x) => x.n === n);
      if (o) {
        e.preventDefault();
        this.choose(o.option.value, o.decision.choice);
      }
    } else if (e.key === "u" || e.key === "U") {
      if (this.session.undo()) this.rev++;
    }
  }
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
