import type { ValueType } from "../runtime/index.js";

/** Slot allocation for one body: every local of the body gets its own slot in the frame. */
export interface BodyAlloc {
  next: number;
  /** What `return expr` may give back in this body: a procedure's declared result; absent: nothing. */
  returns?: ValueType;
  /** The procedure's name, for messages about its `return`. */
  proc?: string;
}

/** A lexical scope of locals, chained to its parent. */
export class Scope {
  private readonly vars = new Map<string, { slot: number; type: ValueType }>();

  constructor(
    readonly body: BodyAlloc,
    readonly parent?: Scope,
    /** The data type of `self` in a YAML snippet. */
    readonly self?: string,
    /** Whether `break` is allowed here. */
    readonly inLoop: boolean = parent?.inLoop ?? false,
  ) {}

  /** Whether this is inside a `simultaneously` body, where `return` would end one player's part only. */
  inParallel: boolean = this.parent?.inParallel ?? false;

  /** Binds a new local in this scope and returns its slot. */
  bind(name: string, type: ValueType): number {
    const slot = this.body.next++;
    this.vars.set(name, { slot, type });
    return slot;
  }

  /** Whether `name` is bound in this very scope (not a parent's), where a second `let` of it is a mistake. */
  boundHere(name: string): boolean {
    return this.vars.has(name);
  }

  /** Looks a local up through the chain. */
  lookup(name: string): { slot: number; type: ValueType } | undefined {
    return this.vars.get(name) ?? this.parent?.lookup(name);
  }

  /** The `self` type of the innermost snippet scope. */
  selfType(): string | undefined {
    return this.self ?? this.parent?.selfType();
  }

  /** Every local name visible here, for "did you mean". */
  names(): string[] {
    return [...this.vars.keys(), ...(this.parent?.names() ?? [])];
  }

  /** A child scope; `loop` marks loop bodies for `break`. */
  child(loop?: boolean): Scope {
    return new Scope(this.body, this, undefined, loop ?? this.inLoop);
  }
}
