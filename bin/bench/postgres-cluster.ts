// A throw-away PostgreSQL cluster for tests and the server bench: Debian's postgresql binaries, initdb into a temporary
// folder, started on a free port with pg_ctl, removed afterwards. initdb refuses to run as root, so
// as root the cluster belongs to the `postgres` user (the Debian package creates it) via runuser.

import { execFileSync } from "node:child_process";
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir, userInfo } from "node:os";
import { join } from "node:path";
import { freePort } from "./free-port.js";

/** A running cluster. */
export interface Cluster {
  url: string;
  stop(): void;
}

/** The folder of PostgreSQL's server binaries (the newest installed version), or a clear error. */
function binDir(): string {
  const root = "/usr/lib/postgresql";
  const versions = existsSync(root) ? readdirSync(root).filter((v) => existsSync(join(root, v, "bin", "initdb"))) : [];
  if (!versions.length) throw new Error("PostgreSQL is not installed: `apt-get install -y postgresql` (.ci/run does it when missing)");
  versions.sort((x, y) => Number(y) - Number(x));
  return join(root, versions[0]!, "bin");
}

/** Starts a new cluster with a `menagerie` superuser that connects without a password over TCP on 127.0.0.1. */
export async function startCluster(): Promise<Cluster> {
  const bin = binDir();
  const dir = mkdtempSync(join(tmpdir(), "menagerie-pg-"));
  const root = userInfo().uid === 0;
  if (root) chownSync(dir, Number(execFileSync("id", ["-u", "postgres"]).toString().trim()), Number(execFileSync("id", ["-g", "postgres"]).toString().trim()));
  const run = (cmd: string, args: string[]) => {
    const full = join(bin, cmd);
    return root ? execFileSync("runuser", ["-u", "postgres", "--", full, ...args], { stdio: "pipe" }) : execFileSync(full, args, { stdio: "pipe" });
  };
  const data = join(dir, "data");
  run("initdb", ["-D", data, "-U", "menagerie", "-A", "trust", "--no-sync", "-E", "UTF8"]);
  const port = await freePort();
  run("pg_ctl", ["-D", data, "-l", join(dir, "log"), "-w", "-o", `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`, "start"]);
  return {
    url: `postgres://menagerie@127.0.0.1:${port}/postgres`,
    stop() {
      try {
        run("pg_ctl", ["-D", data, "-m", "immediate", "-w", "stop"]);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
