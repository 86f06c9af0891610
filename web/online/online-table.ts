import { LitElement, css, html, nothing } from "lit";
import { customElement, property, state } from "lit/decorators.js";
import { botName, playerLabel, type MoveValue } from "../../runtime/index.js";
import type { GameEntry } from "../session/game-entry.js";
import type { GameCatalog } from "../session/game-catalog.js";
import { numberedOptions, type NumberedOption } from "../session/numbered-options.js";
import { tableLayout, words, type TableLayout } from "../session/table-layout.js";
import { theme } from "../theme.js";
import "../components/game-table/game-table.js";
import { fetchView, joinTable, LiveConnection, sendMove, type OnlineSeat, type OnlineView } from "./online-api.js";
import { forgetToken, rememberToken, rememberedToken } from "./online-links.js";

/**
 * An online table: the seat's (or a spectator's) view pushed by the server after every move, who is
 * connected, and moves sent with the position they were made at; a finished game can be replayed
 * move by move. The server holds the game; this page holds only what it was sent.
 */
@customElement("online-table")
export class OnlineTable extends LitElement {
  static override styles = [
    theme,
    css`
      :host { display: flex; flex-direction: column; height: 100vh; }
      header { display: flex; flex-wrap: wrap; gap: 6px 14px; align-items: center; padding: 6px 12px; background: var(--paper); border-bottom: 1px solid var(--line); }
      header h1 { font-size: 17px; margin: 0; }
      .seats { display: flex; flex-wrap: wrap; gap: 6px; list-style: none; margin: 0; padding: 0; }
      .seats li { border: 1px solid var(--line); border-radius: 12px; padding: 2px 10px; font-size: 13px; }
      .seats li.me { border: 2px solid var(--accent); }
      .seeded { border: 1px dashed currentColor; border-radius: 12px; padding: 2px 10px; font-size: 13px; }
      .dot { display: inline-block; width: 9px; height: 9px; border-radius: 50%; margin-right: 4px; border: 1px solid #333; }
      .dot.on { background: #1a9b4b; }
      .dot.off { background: transparent; }
      .notice { padding: 4px 12px; background: #fff3cd; border-bottom: 1px solid #e0c36a; font-size: 13px; min-height: 28px; }
      .body { flex: 1; min-height: 0; padding: 8px 10px; }
      .replay { display: flex; gap: 6px; align-items: center; padding: 4px 12px; background: var(--felt); }
      .replay input[type="range"] { flex: 1; min-width: 120px; }
      button, a.button { min-height: 44px; min-width: 44px; }
      a.button { display: inline-flex; align-items: center; padding: 0 10px; border: 1px solid var(--line); border-radius: 6px; color: inherit; text-decoration: none; background: var(--paper); }
    `,
  ];

  /** Games compiled into the page, loaded on demand (the program comes from here; the state never does). */
  @property({ attribute: false }) catalog!: GameCatalog;
  /** The table's id. */
  @property() table = "";
  /** The seat token from the invite link, if the address carried one. */
  @property({ attribute: false }) token: string | undefined;
  /** Open the replay of a finished game right away. */
  @property({ type: Boolean }) replayFirst = false;

  @state() private msg?: OnlineView;
  @state() private seats: OnlineSeat[] = [];
  @state() private spectators = 0;
  @state() private connected = false;
  @state() private notice = "";
  @state() private replay?: { index: number; msg?: OnlineView };
  @state() private entry?: GameEntry;
  /** The score sheet opens by itself at the end; the player may close it to look at the table. */
  @state() private sheetClosed = false;
  private missing = "";
  private live?: LiveConnection;
  private layoutCache?: { game: string; layout: TableLayout };
  private joined = false;
  private sending = false;
  private readonly onKey = (e: KeyboardEvent) => this.key(e);

  override connectedCallback() {
    super.connectedCallback();
    window.addEventListener("keydown", this.onKey);
    if (this.token) {
      rememberToken(this.table, this.token);
      // The secret leaves the address bar (and so screenshots and shared screens); this browser keeps it.
      history.replaceState(null, "", `${location.pathname}?table=${this.table}${this.replayFirst ? "&replay=1" : ""}`);
    } else {
      this.token = rememberedToken(this.table);
    }
    this.connect();
  }

  override disconnectedCallback() {
    super.disconnectedCallback();
    window.removeEventListener("keydown", this.onKey);
    this.live?.close();
  }

  private connect() {
    this.live?.close();
    this.live = new LiveConnection(this.table, this.token, {
      view: (v) => this.receive(v),
      presence: (seats, spectators) => {
        this.seats = seats;
        this.spectators = spectators;
      },
      status: (up) => {
        this.connected = up;
        if (!up && this.msg) this.notice = "Connection lost; reconnecting…";
      },
    });
    // A token the server does not know (a stale link): fall back to watching, and say so.
    if (this.token) {
      void fetchView(this.table, this.token).then((r) => {
        if (!r.ok && r.status === 401) {
          forgetToken(this.table);
          this.token = undefined;
          this.notice = "This seat's link is no longer valid (someone else took the seat?); you are watching.";
          this.connect();
        }
      });
    }
  }

  private receive(part: OnlineView) {
    // The socket sends each log event and sentence once: join them to what came before. A gap
    // (nothing before, after a reconnect the server does not know about) asks for the whole view.
    const prev = this.msg;
    if (part.logFrom > 0 || part.linesFrom > 0) {
      if (!prev || part.logFrom > prev.view.log.length || part.linesFrom > prev.lines.length) {
        void fetchView(this.table, this.token).then((r) => r.ok && this.receive(r.value));
        return;
      }
    }
    const v: OnlineView = {
      ...part,
      view: { ...part.view, log: [...(prev?.view.log.slice(0, part.logFrom) ?? []), ...part.view.log] },
      lines: [...(prev?.lines.slice(0, part.linesFrom) ?? []), ...part.lines],
      logFrom: 0,
      linesFrom: 0,
    };
    if (prev && v.seq < prev.seq) return;
    if (!this.entry && !this.missing) {
      this.missing = "loading";
      void this.catalog.load(v.game).then((e) => {
        if (e) this.entry = e;
        else this.missing = v.game;
      });
    }
    if (this.notice === "Connection lost; reconnecting…") this.notice = "";
    this.msg = v;
    this.seats = v.seats;
    this.spectators = v.spectators;
    if (this.replayFirst && v.view.result && !this.replay) void this.replayTo(0);
    const me = v.seats[v.seat];
    if (me && !me.joined && !this.joined && this.token) {
      this.joined = true;
      void joinTable(this.table, me.name ?? playerLabel(v.seat), this.token);
    }
  }

  override render() {
    const v = this.replay?.msg ?? this.msg;
    const entry = this.entry;
    if (!v || !entry) {
      const why = this.missing && this.missing !== "loading" ? `This page does not have the game '${this.missing}'.` : v ? "Loading the game…" : "Connecting to the table…";
      return html`<div class="notice" role="status">${this.notice || why}</div>`;
    }
    const layout = this.layoutOf(entry);
    const mySeat = this.msg!.seat;
    return html`<header data-seq=${this.msg!.seq}>
        <h1>${entry.title}</h1>
        <span data-testid="online-role">${mySeat >= 0 ? `You are ${this.seatName(mySeat)}` : "Watching"}</span>
        <ul class="seats" aria-label="Seats">
          ${this.seats.map(
            (s) => html`<li class=${s.seat === mySeat ? "me" : ""} data-online-seat=${s.seat}>
              <span class=${`dot ${s.kind === "bot" || s.connected ? "on" : "off"}`} aria-hidden="true"></span>${this.seatName(s.seat)}
              <small>${s.kind === "bot" ? botName(s.bot) : s.connected ? "connected" : s.joined ? "away" : "not joined yet"}</small>
            </li>`,
          )}
        </ul>
        <span>${this.spectators} watching</span>
        ${this.msg!.seededBy
          ? html`<span class="seeded" data-testid="online-seeded" title="The seed was chosen, not drawn in secret by the server: whoever chose it can know every hidden card and draw.">Seeded by ${this.msg!.seededBy}</span>`
          : nothing}
        <span role="status" data-testid="online-status">${this.connected ? "Online" : "Offline"}</span>
        ${this.msg!.view.result && !this.replay ? html`<button @click=${() => this.replayTo(0)}>Replay</button>` : nothing}
        <a class="button" href="./">Lobby</a>
      </header>
      ${this.replay ? this.replayBar(this.msg!.seq) : nothing}
      <div class="notice" role="status">${this.notice}</div>
      <div class="body">
        <game-table
          .program=${entry.program}
          .layout=${layout}
          .view=${v.view}
          .lines=${v.lines}
          .seats=${this.seats.map((s) => (s.kind === "bot" ? (s.bot ?? "bot") : "human"))}
          .options=${this.replay ? [] : this.options()}
          .breakdown=${v.breakdown.map((b) => ({ label: words(b.name), values: b.values }))}
          .sheetOpen=${v.view.result !== null && !this.sheetClosed && !this.replay}
          @close-sheet=${() => (this.sheetClosed = true)}
          @choose=${(e: CustomEvent<{ value: MoveValue; choice: string }>) => this.choose(e.detail.value, e.detail.choice)}
          @card-pick=${(e: CustomEvent<{ value: number }>) => this.choose(e.detail.value)}
        ></game-table>
      </div>`;
  }

  private replayBar(total: number) {
    const i = this.replay!.index;
    return html`<div class="replay" role="group" aria-label="Replay">
      <button aria-label="First move" @click=${() => this.replayTo(0)} ?disabled=${i === 0}>⏮</button>
      <button aria-label="Previous move" @click=${() => this.replayTo(i - 1)} ?disabled=${i === 0}>◀</button>
      <input type="range" min="0" max=${total} .value=${String(i)} aria-label="Move" @change=${(e: Event) => this.replayTo(Number((e.target as HTMLInputElement).value))} />
      <span data-testid="replay-position">move ${i} of ${total}</span>
      <button aria-label="Next move" @click=${() => this.replayTo(i + 1)} ?disabled=${i >= total}>▶</button>
      <button aria-label="Last move" @click=${() => this.replayTo(total)} ?disabled=${i >= total}>⏭</button>
      <button @click=${() => (this.replay = undefined)}>Close replay</button>
    </div>`;
  }

  private async replayTo(index: number) {
    const total = this.msg?.seq ?? 0;
    const at = Math.max(0, Math.min(index, total));
    this.replay = { index: at, ...(this.replay?.msg ? { msg: this.replay.msg } : {}) };
    const r = await fetchView(this.table, this.token, at);
    if (r.ok && this.replay?.index === at) this.replay = { index: at, msg: r.value };
    else if (!r.ok) this.notice = r.error;
  }

  private seatName(seat: number): string {
    const s = this.seats[seat];
    return s?.name ? `${s.name} (${playerLabel(seat)})` : playerLabel(seat);
  }

  private layoutOf(entry: GameEntry): TableLayout {
    if (this.layoutCache?.game !== entry.game) this.layoutCache = { game: entry.game, layout: tableLayout(entry.program, entry.layout, entry.assets) };
    return this.layoutCache.layout;
  }

  private options(): NumberedOption[] {
    const v = this.msg;
    const entry = this.entry;
    if (!v || !entry || v.seat < 0 || !this.token) return [];
    return numberedOptions(entry.program, v.view.decisions);
  }

  private async choose(value: MoveValue, choice?: string) {
    const v = this.msg;
    if (!v || this.replay || !this.token || this.sending) return;
    const d = v.view.decisions.find((x) => (choice === undefined || x.choice === choice) && x.options.some((o) => o.value === value));
    if (!d) return;
    this.sending = true;
    const r = await sendMove(this.table, this.token, { player: v.seat, choice: d.choice, value }, v.seq);
    this.sending = false;
    if (r.ok) {
      this.notice = "";
    } else if (r.current) {
      this.receive(r.current);
      this.notice = "Someone moved first; this is the table now.";
    } else {
      this.notice = r.error;
    }
  }

  private key(e: KeyboardEvent) {
    if (e.ctrlKey || e.metaKey || e.altKey || this.replay) return;
    const target = e.composedPath()[0] as HTMLElement | undefined;
    if (target && /^(INPUT|SELECT|TEXTAREA)$/.test(target.tagName)) return;
    if (/^[0-9]$/.test(e.key)) {
      const n = e.key === "0" ? 10 : Number(e.key);
      const o = this.options().find((x) => x.n === n);
      if (o) {
        e.preventDefault();
        void this.choose(o.option.value, o.decision.choice);
      }
    }
  }
}

declare global {
  interface HTMLElementTagNameMap {
    "online-table": OnlineTable;
  }
}
