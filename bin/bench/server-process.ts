// Runs `menagerie serve` as a child process (the way a person runs it), for the server bench and
// the tests that kill it or run two of them: waits for its "serving" line, stops it gently or
// with SIGKILL.

import { spawn, type ChildProcess } from "node:child_process";
import { createServer } from "node:net";
import { resolve } from "node:path";

const ROOT = resolve(import.meta.dirname, "../..");

/** A server process and its address. */
export interface ServerProcess {
  url: string;
  child: ChildProcess;
  output: () => string;
  kill(signal?: NodeJS.Signals): Promise<void>;
}

/** A port that was free a moment ago (so a restarted server can come back on the same one). */
export function freePort(): Promise<number> {
  return new Promise((ok, fail) => {
    const s = createServer();
    s.once("error", fail);
    s.listen(0, "127.0.0.1", () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => ok(port));
    });
  });
}

/** Starts `menagerie serve` with `args` (and `env`), resolving once it listens. */
export function spawnServer(args: string[], env: Record<string, string> = {}): Promise<ServerProcess> {
  const child = spawn(process.execPath, [resolve(ROOT, "bin/menagerie.js"), "serve", "--no-build", "--web", "/nonexistent", "--bot-delay", "0", ...args], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let out = "";
  const exited = new Promise<void>((ok) => child.once("exit", () => ok()));
  return new Promise((ok, fail) => {
    const timer = setTimeout(() => fail(new Error(`the server did not start within 180 s:\n${out}`)), 180_000);
    const onData = (d: Buffer) => {
      // Keep the start and the latest output only: a busy server logs every request.
      out = out.length > 65_536 ? out.slice(0, 16_384) + "\n…\n" + (out.slice(-32_768) + String(d)) : out + String(d);
      const m = /menagerie: serving (http:\/\/[^/\s]+)\//.exec(out);
      if (m) {
        clearTimeout(timer);
        ok({
          url: m[1]!,
          child,
          output: () => out,
          async kill(signal = "SIGTERM") {
            if (child.exitCode === null && child.signalCode === null) child.kill(signal);
            await exited;
          },
        });
      }
    };
    child.stdout!.on("data", onData);
    child.stderr!.on("data", onData);
    child.once("exit", (code) => {
      clearTimeout(timer);
      fail(new Error(`the server exited (${code}) before listening:\n${out}`));
    });
  });
}
