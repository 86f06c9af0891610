// Saves leave the browser as JSON files or as a link whose hash holds the seed and the moves.

/** Offers `data` as a JSON file download. */
export function downloadJson(name: string, data: unknown): void {
  const blob = new Blob([JSON.stringify(data, null, 2) + "\n"], { type: "application/json" });
  const url = URL.createObjectURL(blob);
  const a = document.createElement("a");
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** A link to this page that loads the given save (seed, options and moves) when opened. */
export function shareUrl(href: string, save: unknown): string {
  const url = new URL(href);
  url.hash = "save=" + encodeURIComponent(JSON.stringify(save));
  return url.toString();
}

/** The save a shared link carries, or undefined when the hash holds none (or garbage). */
export function decodeShared(hash: string): unknown {
  const m = /^#save=(.*)$/.exec(hash);
  if (!m) return undefined;
  try {
    return JSON.parse(decodeURIComponent(m[1]!));
  } catch {
    return undefined;
  }
}

/** Reads the file chosen in a file input as JSON (json is undefined when it is not JSON), then clears the input. */
export async function readJsonFile(e: Event): Promise<{ name: string; json: unknown } | undefined> {
  const input = e.target as HTMLInputElement;
  const file = input.files?.[0];
  if (!file) return undefined;
  const text = await file.text();
  // Clearing lets the same file be chosen again.
  input.value = "";
  try {
    return { name: file.name, json: JSON.parse(text) as unknown };
  } catch {
    return { name: file.name, json: undefined };
  }
}
