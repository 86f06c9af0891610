// A bench process that measures only when told to, and the parent's handle on it. Two of them (today's
// engine and a baseline's) take turns on the machine: the parent sends a command line on stdin, the
// child runs it and answers `ok` on stdout, and only then does the other get its turn. At the end the
// child prints its rows as a process run alone would, and exits.

import { spawn, type ChildProcessByStdio } from "node:child_process";
import { createInterface } from "node:readline";
import type { Readable, Writable } from "node:stream";

const READY = "ready";
const OK = "ok";

/** The parent's side of a paced bench process. */
export class PacedChild {
  private readonly child: ChildProcessByStdio<Writable, Readable, null>;
  private readonly lines: string[] = [];
  private waiting: ((line: string | undefined) => void) | undefined;
  private closed = false;
  private status: number | null = null;
  /** What the child printed after its last answer: its rows. */
  private rest = "";
  private readonly exited: Promise<void>;

  constructor(command: string, args: string[]) {
    this.child = spawn(command, args, { stdio: ["pipe", "pipe", "inherit"] });
    createInterface({ input: this.child.stdout }).on("line", (line) => {
      if (line === READY || line === OK) this.deliver(line);
      else this.rest += `${line}\n`;
    });
    // A child that cannot measure (its game does not compile) prints its rows and exits without a turn.
    this.child.stdin.on("error", () => undefined);
    this.exited = new Promise((done) => {
      this.child.on("close", (status) => {
        this.status = status;
        this.closed = true;
        this.deliver(undefined);
        done();
      });
      this.child.on("error", () => {
        this.status = 1;
        this.closed = true;
        this.deliver(undefined);
        done();
      });
    });
  }

  /** Resolves once the child is ready for commands (or has exited). */
  async ready(): Promise<void> {
    await this.next();
  }

  /** Runs one command in the child and waits for its answer (at once if the child has exited). */
  async send(command: string): Promise<void> {
    if (this.closed) return;
    this.child.stdin.write(`${command}\n`);
    await this.next();
  }

  /** Tells the child it is done and collects its exit status and rows. */
  async finish(): Promise<{ status: number | null; stdout: string }> {
    if (!this.closed) this.child.stdin.end("done\n");
    await this.exited;
    return { status: this.status, stdout: this.rest };
  }

  private next(): Promise<string | undefined> {
    const line = this.lines.shift();
    if (line !== undefined || this.closed) return Promise.resolve(line);
    return new Promise((done) => (this.waiting = done));
  }

  private deliver(line: string | undefined): void {
    const w = this.waiting;
    this.waiting = undefined;
    if (w) w(line);
    else if (line !== undefined) this.lines.push(line);
  }

  /** The child's side: says it is ready, then yields each command line the parent sends. */
  static async *commands(): AsyncGenerator<string> {
    process.stdout.write(`${READY}\n`);
    const input = createInterface({ input: process.stdin });
    try {
      for await (const line of input) yield line;
    } finally {
      input.close();
      process.stdin.destroy();
    }
  }

  /** The child's side: answers that the last command has run. */
  static ack(): void {
    process.stdout.write(`${OK}\n`);
  }
}
