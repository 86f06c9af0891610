// The file piscina starts in each bot worker thread. The worker is TypeScript like the rest of the
// server, so tsx's loader is registered first, as bin/menagerie.js does (a worker thread does not
// inherit the main thread's loader hooks on Node 20).
import { register } from "tsx/esm/api";

register();
const { decide } = await import("./bot-worker.ts");

export default decide;
