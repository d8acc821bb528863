// Bundles one of this tree's benchmark entries (bench/*.ts) against another checkout's lib/ and loads
// it, for the tools that time two builds in one process (scripts/bench-ab.mjs, scripts/bench-since.mjs).
// The entry's `@/…` imports resolve through the other tree's tsconfig.json, so they reach its code.
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { loadEsbuild } from "./build-cli.mjs";

/** Builds `entry` against `tree` into `outfile` and imports it. */
export async function bundleAgainst(entry, tree, outfile, root) {
  const at = resolve(tree);
  await loadEsbuild().build({
    entryPoints: [entry],
    outfile,
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    absWorkingDir: at,
    tsconfig: join(at, "tsconfig.json"),
    nodePaths: [join(at, "node_modules"), join(root, "node_modules")],
    logLevel: "warning",
  });
  return await import(pathToFileURL(outfile).href);
}
