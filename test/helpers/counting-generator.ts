// The engine's JavaScript generator (runtime/generated-expressions.ts), counting what it generates,
// so a test knows that the code it compares with the closures' was really generated.
import type { ExprGenerator } from "../../runtime/index.js";
import { jsGenerator } from "../../runtime/generated-expressions.js";

/** What a counting generator has generated so far: statement runs only once they first run. */
export interface GeneratedCounts {
  expressions: number;
  /** Expressions generated without a loop of their own (field snippets, function bodies). */
  hot: number;
  runs: number;
}

/** A generator that generates what the engine's does, counting it in `counts`. */
export function countingGenerator(): { generate: ExprGenerator; counts: GeneratedCounts } {
  const js = jsGenerator();
  const runs = js.runs!;
  const counts: GeneratedCounts = { expressions: 0, hot: 0, runs: 0 };
  const generate: ExprGenerator = Object.assign(
    (...[e, t, closure, hot]: Parameters<ExprGenerator>) => {
      const f = js(e, t, closure, hot);
      if (f) counts.expressions++;
      if (f && hot) counts.hot++;
      return f;
    },
    {
      runs: {
        takes: runs.takes,
        compile: (...a: Parameters<typeof runs.compile>) => {
          counts.runs++;
          return runs.compile(...a);
        },
      },
    },
  );
  return { generate, counts };
}
