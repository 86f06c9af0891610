// The server's refusals are sentence fragments ("seat 2: a name needs at least one visible
// character"), fit for logs and the API; on the page they read as sentences.

/** `text` with a capital first letter and a closing full stop. */
export function asSentence(text: string): string {
  const t = text.trim();
  if (!t) return t;
  const capital = t[0]!.toUpperCase() + t.slice(1);
  return /[.!?…]$/.test(capital) ? capital : `${capital}.`;
}
