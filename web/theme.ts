// Shared look of the table's components: spacing, type and the highlight every legal choice wears.

import { css } from "lit";

/** Base styles every table component adopts: tokens, buttons and the legal-choice highlight. */
export const theme = css`
  /* Words for screen readers only (a heading that names an area the eye sees at once). */
  .sr { position: absolute; width: 1px; height: 1px; padding: 0; margin: -1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; border: 0; }
  :host {
    --ink: #1d232b;
    --muted: #5b6570;
    --paper: #ffffff;
    --felt: #e3e7ea;
    --line: #c3cad1;
    --accent: #0b5cad;
    --accent-soft: #dceafa;
    --legal: #0b7a3b;
    --radius: 8px;
    box-sizing: border-box;
    color: var(--ink);
  }
  *, *::before, *::after { box-sizing: inherit; }
  button {
    font: inherit;
    color: inherit;
    cursor: pointer;
    border: 1px solid var(--line);
    border-radius: 6px;
    background: var(--paper);
    padding: 4px 10px;
    min-height: 32px;
  }
  button:disabled { cursor: not-allowed; opacity: 0.5; }
  button:focus-visible, select:focus-visible, input:focus-visible, [tabindex]:focus-visible {
    outline: 3px solid var(--accent);
    outline-offset: 2px;
  }
  .legal {
    border: 2px solid var(--legal);
    box-shadow: 0 0 0 3px #bfe8cf;
  }
  .key {
    display: inline-block;
    min-width: 1.4em;
    padding: 0 4px;
    border-radius: 4px;
    background: var(--ink);
    color: #fff;
    font-size: 12px;
    font-weight: 700;
    text-align: center;
    line-height: 1.4;
  }
  .visually-hidden {
    position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap;
  }
`;

/** The framed group of a form (the lobby's and the online screens' fieldsets) and its heading. */
export const formGroup = css`
  fieldset { border: 1px solid var(--line); border-radius: var(--radius); background: var(--paper); margin: 0 0 12px; padding: 10px 14px; }
  legend { font-weight: 700; padding: 0 4px; }
`;

/** The frame and heading of a zone on the table (cards, boards, tracks, dice). */
export const zoneFrame = css`
  .zone { border: 1px dashed var(--line); border-radius: var(--radius); padding: 4px 6px 6px; background: rgba(255, 255, 255, 0.45); }
  h3.zone-title, h4 { margin: 0 0 4px; font-size: 12px; font-weight: 600; color: var(--muted); text-transform: uppercase; letter-spacing: 0.04em; }
`;
