// What a player would see wrong on the table at one moment, measured in the page rather than by eye:
// sideways scrolling, text cut short, options out of reach, legal spaces smaller than a finger, map
// names too small to read, and cards, tags and options that overlap one another or are clipped by a
// box around them (from their bounding boxes).

import type { Page } from "playwright-core";

/** Where options are drawn on the table (not the prompt). */
export const BOARDS = ["graph-map", "board-view", "polyomino-grid", "dice-tray"];

/** Every problem a player would see now, one line each (empty when the table is sound). */
export async function tableProblems(page: Page): Promise<string[]> {
  return [...(await layoutProblems(page)), ...(await smallNames(page))];
}

/** Sideways scrolling, cut text, unreachable options, small targets, overlapping or clipped cards, tags and options. */
export async function layoutProblems(page: Page, boards: string[] = BOARDS): Promise<string[]> {
  return page.evaluate((boards) => {
    const out: string[] = [];
    const doc = document.documentElement;
    if (doc.scrollWidth > window.innerWidth + 1) out.push(`the page scrolls sideways by ${doc.scrollWidth - window.innerWidth} px`);
    const all: Element[] = [];
    const visit = (root: Document | ShadowRoot) => {
      for (const el of root.querySelectorAll("*")) {
        all.push(el);
        if (el.shadowRoot) visit(el.shadowRoot);
      }
    };
    visit(document);
    // The composed parent: through slots and out of shadow roots.
    const up = (e: Element): Element | null => e.assignedSlot ?? e.parentElement ?? ((e.getRootNode() as ShadowRoot).host || null);
    const within = (el: Element, test: (e: Element) => boolean) => {
      for (let e: Element | null = el; e; e = up(e)) if (test(e)) return e;
      return null;
    };
    const style = new Map<Element, CSSStyleDeclaration>();
    const cs = (e: Element) => style.get(e) ?? (style.set(e, getComputedStyle(e)), style.get(e)!);
    const turned = (s: CSSStyleDeclaration) => {
      if (s.transform === "none") return false;
      const m = /matrix\(([^)]+)\)/.exec(s.transform);
      const [a, b, c, d] = (m?.[1] ?? "0,1,1,0").split(",").map(Number) as [number, number, number, number];
      return Math.abs(a - 1) > 1e-3 || Math.abs(b) > 1e-3 || Math.abs(c) > 1e-3 || Math.abs(d - 1) > 1e-3;
    };
    const inPane = (el: Element) => within(el, (e) => e.tagName === "ZOOM-PANE") !== null;
    const name = (el: Element) => {
      const host = (el.getRootNode() as ShadowRoot).host;
      const text = ((el.shadowRoot ?? el).textContent ?? "").trim().replace(/\s+/g, " ").slice(0, 30);
      return `${host ? `${host.tagName.toLowerCase()} ` : ""}${el.tagName.toLowerCase()}${el.classList.length ? `.${[...el.classList].join(".")}` : ""} "${text}"`;
    };
    for (const el of all) {
      const box = el.getBoundingClientRect();
      if (!box.width || cs(el).visibility === "hidden") continue;
      const s = cs(el);
      // Sideways scrolling inside the table (a zoom pane pans instead, and a track may scroll on purpose).
      if ((s.overflowX === "auto" || s.overflowX === "scroll") && el.scrollWidth > el.clientWidth + 1 && !inPane(el) && el.tagName !== "TRACK-VIEW") {
        out.push(`${el.tagName.toLowerCase()}.${(el as HTMLElement).className} scrolls sideways by ${el.scrollWidth - el.clientWidth} px`);
      }
      // Text cut short with an ellipsis.
      if (s.textOverflow === "ellipsis" && el.scrollWidth > el.clientWidth + 1) out.push(`text cut: "${(el.textContent ?? "").trim().slice(0, 40)}"`);
      // A box that scrolls vertically must say so (a cue), so no option is hidden without a sign.
      if ((el as HTMLElement).classList?.contains("options") && el.scrollHeight > el.clientHeight + 1 && !el.parentElement?.querySelector("[data-testid=more-options]")) {
        out.push("the prompt's options are cut with no sign of more");
      }
    }
    // Legal spaces on boards: a finger wide.
    for (const el of all) {
      if (!boards.includes(el.tagName.toLowerCase()) || !el.shadowRoot) continue;
      for (const t of el.shadowRoot.querySelectorAll("[data-option], [data-path]")) {
        const r = t.getBoundingClientRect();
        if (r.width && (r.width < 43.5 || r.height < 43.5)) out.push(`${el.tagName.toLowerCase()}: a legal space is ${r.width.toFixed(0)}×${r.height.toFixed(0)} px`);
      }
    }

    // Cards, tags and options laid out on the table: the boards' panes pan and clip on purpose, and the
    // enlarged card floats over the table, so both are left out.
    const items = all.filter((el) => {
      const isItem =
        el.tagName === "GAME-CARD" ||
        el.classList.contains("tag") ||
        el.classList.contains("mark") ||
        (el.tagName === "BUTTON" && el.hasAttribute("data-option") && within(el, (e) => e.tagName === "DECISION-PROMPT") !== null);
      if (!isItem || inPane(el) || within(el, (e) => e.classList.contains("inspector")) !== null) return false;
      const r = el.getBoundingClientRect();
      return r.width > 0 && r.height > 0 && el.getClientRects().length > 0 && cs(el).visibility !== "hidden";
    });
    // The part of an item its scrolling or clipping boxes let be seen (empty when it is scrolled away).
    const seenRect = (el: Element) => {
      const r = el.getBoundingClientRect();
      let { left, top, right, bottom } = r;
      for (let e = up(el); e && e !== doc; e = up(e)) {
        const st = cs(e);
        if (turned(st)) break;
        if (st.overflowY === "visible" && st.overflowX === "visible") continue;
        const c = e.getBoundingClientRect();
        left = Math.max(left, c.left + e.clientLeft);
        top = Math.max(top, c.top + e.clientTop);
        right = Math.min(right, c.left + e.clientLeft + e.clientWidth);
        bottom = Math.min(bottom, c.top + e.clientTop + e.clientHeight);
      }
      return { left, top, right, bottom };
    };
    // A sticky or fixed box (the prompt, the log drawer, the score sheet) is a layer of its own over the
    // table: things scrolled under it do not overlap it. Items are compared within one layer.
    const layer = (el: Element) => within(up(el) ?? el, (e) => ["sticky", "fixed"].includes(cs(e).position));
    const boxes = items.map((el) => ({ el, r: el.getBoundingClientRect(), seen: seenRect(el), layer: layer(el) }));
    const contains = (a: Element, b: Element) => within(b, (e) => e === a) !== null;
    for (let i = 0; i < boxes.length; i++) {
      for (let j = i + 1; j < boxes.length; j++) {
        const a = boxes[i]!;
        const b = boxes[j]!;
        if (a.layer !== b.layer || contains(a.el, b.el) || contains(b.el, a.el)) continue;
        // Compared where they can be seen: an option scrolled out of the prompt's list is hidden by
        // the list, not drawn over what lies below it.
        const w = Math.min(a.seen.right, b.seen.right) - Math.max(a.seen.left, b.seen.left);
        const h = Math.min(a.seen.bottom, b.seen.bottom) - Math.max(a.seen.top, b.seen.top);
        if (w > 1 && h > 1) out.push(`${name(a.el)} overlaps ${name(b.el)} by ${w.toFixed(0)}×${h.toFixed(0)} px`);
      }
    }
    for (const { el, r } of boxes) {
      // Off the screen sideways: cut.
      if (r.left < -1 || r.right > window.innerWidth + 1) out.push(`${name(el)} is cut by the screen's edge`);
      // Clipped by a box around it that hides what overflows (a box that scrolls lets it be reached).
      for (let e = up(el); e && e !== doc; e = up(e)) {
        const s = cs(e);
        // A turned box (a card played sideways) has an upright bounding box that its own sizes do not
        // describe: what it clips is caught by the overflow of its content below.
        if (turned(s)) break;
        const hideX = s.overflowX === "hidden" || s.overflowX === "clip";
        const hideY = s.overflowY === "hidden" || s.overflowY === "clip";
        if (!hideX && !hideY) continue;
        const c = e.getBoundingClientRect();
        const left = c.left + e.clientLeft;
        const top = c.top + e.clientTop;
        const cut = (hideX && (r.left < left - 1 || r.right > left + e.clientWidth + 1)) || (hideY && (r.top < top - 1 || r.bottom > top + e.clientHeight + 1));
        if (cut) {
          out.push(`${name(el)} is clipped by ${name(e)}`);
          break;
        }
      }
      // What the item holds fits in it (a card's text, a tag's words).
      const face = el.tagName === "GAME-CARD" ? el.shadowRoot?.querySelector(".card, .back") : el;
      if (face && (face.scrollWidth > face.clientWidth + 1 || face.scrollHeight > face.clientHeight + 1) && ["hidden", "clip"].includes(cs(face).overflowX + "")) {
        out.push(`${name(el)}: its text overflows its box (${face.scrollWidth}×${face.scrollHeight} in ${face.clientWidth}×${face.clientHeight})`);
      }
    }
    return [...new Set(out)];
  }, boards);
}

/** Names drawn on a map at under 11 px on screen. */
export async function smallNames(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelector("table-app")!.shadowRoot!.querySelectorAll("game-table")].flatMap((t) =>
      [...t.shadowRoot!.querySelectorAll("graph-map")].flatMap((m) =>
        [...m.shadowRoot!.querySelectorAll<HTMLElement>(".name > span:not(.mark)")].flatMap((n) => {
          const r = n.getBoundingClientRect();
          // Names hidden from the eye (a map zoomed out) are 1 px boxes: not drawn.
          if (r.width < 2 || !n.getClientRects().length) return [];
          // The size on screen: the font size times the zoom the map is drawn at.
          const px = parseFloat(getComputedStyle(n).fontSize) * (r.width / (n.offsetWidth || r.width));
          return px < 10.9 ? [`${n.textContent?.trim()}: ${px.toFixed(1)} px`] : [];
        }),
      ),
    ),
  );
}
