import { LitElement, css, html, nothing } from "lit";
import { customElement, property, state } from "lit/decorators.js";
import type { Program } from "../../../runtime/index.js";
import { CampaignStore, type StoredCampaign } from "../../session/campaign-store.js";
import { downloadJson, readJsonFile } from "../../session/save-files.js";
import { words } from "../../session/table-layout.js";
import { formGroup, theme } from "../../theme.js";

/**
 * Picks the campaign a game is played in (for games whose rules declare one): none, a stored one, or a
 * new one; stored campaigns export to a file and import from one (a corrupt or foreign file is refused).
 * @event campaign-change - `detail` is `{id}`: the chosen campaign's id, or "" for none.
 */
@customElement("campaign-picker")
export class CampaignPicker extends LitElement {
  static override styles = [
    theme,
    formGroup,
    css`
      :host { display: block; }
      .row { display: flex; flex-wrap: wrap; gap: 8px; align-items: center; margin: 6px 0; }
      select, input { font: inherit; padding: 4px 6px; border: 1px solid var(--line); border-radius: 6px; min-height: 32px; }
      .record { color: var(--muted); font-size: 13px; }
      .error { color: #a00; }
    `,
  ];

  /** The game's program (the picker shows nothing when it keeps no campaign). */
  @property({ attribute: false }) program?: Program;
  /** The chosen campaign's id, "" for none. */
  @property() selected = "";
  /** Where campaigns are kept (localStorage unless a test gives another). */
  @property({ attribute: false }) store = new CampaignStore();

  @state() private message = "";
  @state() private rev = 0;

  override render() {
    const p = this.program;
    if (!p?.campaign) return nothing;
    void this.rev;
    const list = this.store.list(p);
    const current = list.find((c) => c.id === this.selected);
    return html`<fieldset>
      <legend>Campaign: ${p.campaign.title ?? words(p.campaign.name)}</legend>
      <div class="row">
        <label for="campaign">Play in</label>
        <select id="campaign" @change=${(e: Event) => this.pick((e.target as HTMLSelectElement).value)}>
          <option value="" ?selected=${!current}>no campaign (a single game)</option>
          ${list.map((c) => html`<option value=${c.id} ?selected=${c.id === this.selected}>${c.name}</option>`)}
        </select>
        <button @click=${this.create}>New campaign</button>
        <button ?disabled=${!current} @click=${() => current && this.export(current)}>Export</button>
        <label>Import <input type="file" accept=".json,application/json" @change=${this.import} data-testid="campaign-import" /></label>
      </div>
      ${current ? html`<p class="record">${recordText(current, p)}</p>` : nothing}
      ${this.message ? html`<p class="error" role="alert">${this.message}</p>` : nothing}
    </fieldset>`;
  }

  private pick(id: string) {
    this.selected = id;
    this.message = "";
    this.dispatchEvent(new CustomEvent("campaign-change", { detail: { id }, bubbles: true, composed: true }));
  }

  private create() {
    if (!this.program) return;
    const n = this.store.list(this.program).length + 1;
    const c = this.store.create(this.program, `${this.program.campaign?.title ?? "Campaign"} ${n}`);
    this.rev++;
    this.pick(c.id);
  }

  private export(c: StoredCampaign) {
    downloadJson(`${c.file.game}-${c.name.replace(/[^A-Za-z0-9]+/g, "-")}.json`, c.file);
  }

  private async import(e: Event) {
    if (!this.program) return;
    const read = await readJsonFile(e);
    if (!read) return;
    const r = this.store.import(this.program, read.json, read.name);
    if (!r.ok) {
      this.message = `${read.name} was not imported: ${r.error.message}`;
      return;
    }
    this.rev++;
    this.pick(r.state.id);
  }
}

/** The record in player language: each field by its words and value (enum members by the content's words). */
function recordText(c: StoredCampaign, p: Program): string {
  const said = (x: unknown) => (typeof x === "string" ? p.words?.[x] : undefined);
  return Object.entries(c.file.record)
    .map(([k, v]) => `${words(k)}: ${Array.isArray(v) ? (v.length ? v.map((x) => said(x) ?? words(String(x))).join(", ") : "none") : (said(v) ?? String(v))}`)
    .join(" · ");
}

declare global {
  interface HTMLElementTagNameMap {
    "campaign-picker": CampaignPicker;
  }
}
