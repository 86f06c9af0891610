import { BOT_DESCRIPTIONS, BOT_KINDS, isBotKind, type BotKind } from "../bots/bot-names.js";

// The one place outside runtime/bots/ that knows what each bot kind is called and what it is like,
// so the lobby, the CLI's help and the server's table list say the same. The names themselves are
// always read from BOT_KINDS: a level added there is offered everywhere, and BOT_DESCRIPTIONS must
// describe it (its type asks for every name), so only a name outside the list gets a generic sentence.

/** A bot level as the lobby and the CLI present it. */
export interface BotLevelInfo {
  /** The name in BOT_KINDS (`auto`, `planner`, `strong`, …). */
  kind: BotKind;
  /** A short sentence on how it plays and how long it thinks. */
  description: string;
}

/** Every bot level in BOT_KINDS order, with its description. */
export function botLevels(): BotLevelInfo[] {
  return BOT_KINDS.map((kind) => ({ kind, description: botDescription(kind) }));
}

/** The description of a bot kind (a generic one for a kind not described yet). */
export function botDescription(kind: string): string {
  const own: Readonly<Record<string, string>> = BOT_DESCRIPTIONS;
  const text = (Object.hasOwn(own, kind) ? own[kind] : undefined) ?? `the ${kind} bot`;
  return sentence(text);
}

/** A description as a sentence: capitalised, with a full stop. */
function sentence(text: string): string {
  const t = text.trim();
  const s = t.charAt(0).toUpperCase() + t.slice(1);
  return /[.!?]$/.test(s) ? s : `${s}.`;
}

/** How a bot seat is named at the table and in the terminal: "Strong bot", "Search bot"; the game's own (`auto`) is plainly "Bot". */
export function botName(kind: string | null | undefined): string {
  if (!kind || kind === "auto" || kind === "bot") return "Bot";
  return kind === "mcts" ? "Search bot" : `${kind.charAt(0).toUpperCase()}${kind.slice(1)} bot`;
}

/** A seat's bot kind from a stored or requested name: `bot` and unknown names play `auto`. */
export function botKindOf(name: string | null | undefined): BotKind {
  return name && isBotKind(name) ? name : "auto";
}
