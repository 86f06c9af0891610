// `menagerie worker --database <url>`: plays balance games from the PostgreSQL job queue that
// `balance --database` fills, on any number of machines, until stopped.

import { Command } from "commander";
import { intParser } from "./common-options.js";

interface WorkerOptions {
  database: string;
  threads?: number;
  maintenance: number;
}

/** Builds the `worker` command. */
export function workerCommand(): Command {
  return new Command("worker")
    .description("take balance games from the PostgreSQL job queue (filled by `balance --database`) and play them on every core, until stopped")
    .requiredOption("--database <url>", "PostgreSQL URL, e.g. postgres://user@host:5432/db")
    .option("--threads <n>", "game threads (default: one per core)", intParser(1))
    .option("--maintenance <s>", "seconds between checks for jobs whose worker went silent", intParser(1), 30)
    .addHelpText("after", "\nExample:\n  $ menagerie worker --database postgres://menagerie@db:5432/balance\n")
    .action(async (opts: WorkerOptions) => {
      const { startWorker } = await import("../balance/queue-worker.js");
      const { defaultThreads } = await import("../balance/thread-pool.js");
      const worker = await startWorker(opts.database, opts.threads ?? defaultThreads(), { jobTimeoutSeconds: 0, maintenanceSeconds: opts.maintenance, pollMs: 1000 }, (line) => process.stderr.write(line + "\n"));
      process.stderr.write("worker: waiting for balance games (Ctrl-C to stop)\n");
      await new Promise<void>((ok) => {
        const stop = () => void worker.stop().then(ok);
        process.once("SIGINT", stop);
        process.once("SIGTERM", stop);
      });
    });
}
