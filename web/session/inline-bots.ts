// The bots for the page's own thread, in a module of their own: bot-runner.ts imports it only where
// there is no Web Worker, so the bots stay out of what the page loads to start.

export { SeatBots } from "../../runtime/index.js";
