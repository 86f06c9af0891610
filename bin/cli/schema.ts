// `menagerie schema <game>`: JSON Schemas generated from the data types declared in the rules, so
// editors can autocomplete and check the YAML while it is being written.

import { Command } from "commander";
import { addContentOption, type ContentOptions } from "./common-options.js";

/** Builds the `schema` command. */
export function schemaCommand(): Command {
  const cmd = new Command("schema")
    .description("write one JSON Schema per data type (<Type>.schema.json) for YAML autocompletion in editors")
    .argument("<game>", "game folder name under the content folder")
    .option("--out <dir>", "folder to write the schemas to (default: dist/schemas/<game>)")
    .addHelpText("after", "\nExample:\n  $ menagerie schema my-game --out schemas/my-game\n");
  return addContentOption(cmd).action(async (game: string, opts: ContentOptions & { out?: string }) => {
    const { join, relative, resolve } = await import("node:path");
    const { compileContent } = await import("./load-program.js");
    const { countDiagnostics, plural } = await import("./diagnostics.js");
    const { writeText } = await import("./files.js");
    const { CliError } = await import("./cli-error.js");
    // Schemas matter most while the YAML is still broken, so errors elsewhere do not stop them.
    const compiled = compileContent(opts.content, game);
    const types = Object.keys(compiled.schemas).sort();
    const { errors } = countDiagnostics(compiled.diagnostics);
    if (types.length === 0) {
      throw new CliError(`${game} declares no data types${errors > 0 ? ` (and has ${plural(errors, "error")}; run validate)` : ""}`);
    }
    const outDir = resolve(opts.out ?? join("dist", "schemas", game));
    for (const type of types) {
      writeText(join(outDir, `${type}.schema.json`), JSON.stringify(compiled.schemas[type], null, 2) + "\n");
    }
    const shown = relative(process.cwd(), outDir);
    process.stdout.write(`wrote ${plural(types.length, "schema")} to ${shown.startsWith("..") ? outDir : shown || "."}: ${types.join(", ")}\n`);
    // The modeline path is relative to the YAML file, and YAML files live in the game's folder.
    const gameDir = join(compiled.contentDir, game);
    const lines = types.map((type) => {
      const path = relative(gameDir, join(outDir, `${type}.schema.json`)).split("\\").join("/");
      return `  ${type} records:  # yaml-language-server: $schema=${path}\n`;
    });
    process.stdout.write(
      `\nFor autocompletion in editors that use yaml-language-server (e.g. VS Code's YAML extension),\n` +
        `make this the first line of the YAML file under ${join(opts.content, game)}/ that holds the records:\n` +
        lines.join(""),
    );
    if (errors > 0) process.stderr.write(`note: ${game} has ${plural(errors, "error")}; run \`menagerie validate ${game}\`\n`);
  });
}
