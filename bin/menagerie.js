#!/usr/bin/env node
// Entry point of the `menagerie` command. The CLI is TypeScript, so tsx's loader is registered
// before the first .ts import; there is no build step to forget after editing a command.
import { register } from "tsx/esm/api";

register();
await import("./cli/main.ts");
