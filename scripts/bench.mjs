// `npm run bench`: bundles bench/run.ts with esbuild, as the command line is built (build-cli.mjs),
// and runs the bundle with plain Node, so the engines and their floors are timed as they ship. Run
// through tsx's loader instead (`npm run bench:tsx`), the same code timed differently: on 3 December
// the floors read 2.6× slower there against 1.9× for the engines, so every ratio looked better
// than the shipped code's. Each run bundles into a temporary folder of its own (as bench-ab.mjs
// does): checkouts sharing one node_modules (worktrees with it linked) once wrote the same cache
// file, so one run could time another checkout's build.
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { loadEsbuild } from "./build-cli.mjs";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const folder = mkdtempSync(join(tmpdir(), "gorka-bench-"));
process.on("exit", () => rmSync(folder, { recursive: true, force: true }));
const out = join(folder, "bench.mjs");
// `node scripts/bench.mjs bounds` (npm run bench:bounds) builds and runs bench/bounds.ts instead
const bounds = process.argv[2] === "bounds";
const entry = bounds ? "bounds.ts" : "run.ts";
await loadEsbuild().build({
  entryPoints: [join(root, "bench", entry)],
  outfile: out,
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  absWorkingDir: root,
  tsconfig: join(root, "tsconfig.json"),
  logLevel: "warning",
  banner: { js: `// Built by scripts/bench.mjs from bench/${entry}: do not edit.` },
});
const run = spawnSync(process.execPath, [out, ...process.argv.slice(bounds ? 3 : 2)], { stdio: "inherit", env: { ...process.env, BENCH_BUILD: "bundle" } });
process.exitCode = run.status ?? 1;
