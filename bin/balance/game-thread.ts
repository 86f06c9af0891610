// A worker thread of the balance pool: builds the plan's engines once, then plays each job it is
// sent and posts the record back.

import { parentPort, workerData } from "node:worker_threads";
import { useGeneratedExpressions } from "../../runtime/index.js";
import { PlanPlayer, type BalancePlan, type GameJob } from "./plan.js";

useGeneratedExpressions();

const player = new PlanPlayer(workerData as BalancePlan);
parentPort!.on("message", (job: GameJob) => parentPort!.postMessage({ job, record: player.play(job) }));
parentPort!.postMessage("ready");
