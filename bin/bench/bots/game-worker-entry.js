// The file piscina starts in each of the bench's game threads: tsx's loader first (a worker thread
// does not inherit the main thread's loader hooks), then the TypeScript that plays a game.
import { register } from "tsx/esm/api";

register();
process.env.NODE_ENV ??= "production";
const { playTask } = await import("./game-task.ts");

export default playTask;
