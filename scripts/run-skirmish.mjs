// `npm run skirmish -- …`: builds the command line's bundle if a source changed (build-cli.mjs),
// then runs it in this same process, so a start costs one Node and no TypeScript compile.
import { pathToFileURL } from "node:url";
import { ensureBuilt } from "./build-cli.mjs";

const { runCli } = await import(pathToFileURL(await ensureBuilt()).href);
process.exitCode = await runCli(process.argv.slice(2));
