// Finding elements across the table's nested shadow roots, for animations and the last-move highlight.

/** Every element under `root` (shadow roots included) that matches `selector`. */
export function deepQueryAll(root: ParentNode, selector: string): HTMLElement[] {
  const out: HTMLElement[] = [];
  const visit = (node: ParentNode) => {
    for (const el of node.querySelectorAll<HTMLElement>("*")) {
      if (el.matches(selector)) out.push(el);
      if (el.shadowRoot) visit(el.shadowRoot);
    }
  };
  visit(root);
  return out;
}

/** Where each component is drawn now: component number → its on-screen box (the first drawing of it). */
export function componentBoxes(root: ParentNode): Map<number, DOMRect> {
  const out = new Map<number, DOMRect>();
  for (const el of deepQueryAll(root, "[data-cid]")) {
    const id = Number(el.dataset.cid);
    if (id >= 0 && !out.has(id)) out.set(id, el.getBoundingClientRect());
  }
  return out;
}
