// Runs `menagerie serve` as a child process (the way a person runs it), for the server bench and
// the tests that kill it or run two of them: waits for its "serving" line, stops it gently or
// with SIGKILL.

import { spawn, type ChildProcess } from "node:child_process";
import { resolve } from "node:path";

const ROOT = resolve(import.meta.dirname, "../..");

/** A server process and its address. */
export interface ServerProcess {
  url: string;
  child: ChildProcess;
  output: () => string;
  kill(signal?: NodeJS.Signals): Promise<void>;
}

/** Servers started in sessions of their own that are still running (a signal to the caller does not reach them). */
const ownSession = new Set<ChildProcess>();

/** Kills every server started with `ownSession` that is still running (for a caller stopped by a signal). */
export function killOwnSessionServers(): void {
  for (const child of ownSession) child.kill("SIGKILL");
}

/**
 * Starts `menagerie serve` with `args` (and `env`), resolving once it listens. With `ownSession`
 * the server runs in a session of its own, as a service would (on Linux the scheduler then shares
 * the CPU between it and its clients as between two programs, not as one).
 */
export function spawnServer(args: string[], env: Record<string, string> = {}, opts: { ownSession?: boolean } = {}): Promise<ServerProcess> {
  const child = spawn(process.execPath, [resolve(ROOT, "bin/menagerie.js"), "serve", "--no-build", "--web", "/nonexistent", "--bot-delay", "0", ...args], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "pipe"],
    detached: opts.ownSession === true,
  });
  if (opts.ownSession) {
    ownSession.add(child);
    child.once("exit", () => ownSession.delete(child));
  }
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
