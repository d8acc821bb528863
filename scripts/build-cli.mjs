// Builds the skirmish command line into one JavaScript file with esbuild (a dependency of tsx,
// already installed), so `npm run skirmish` starts without compiling TypeScript. The file is a
// build cache, kept where such caches go (node_modules/.cache), so git, the linters and the
// rules-text checks never read it. `ensureBuilt()` rebuilds only when a source the last build read is newer than the
// bundle (or missing), or this file changed: a few dozen file stats on a warm start.
// `node scripts/build-cli.mjs` builds now.
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const CACHE = join(root, "node_modules", ".cache", "gorka-garage");
export const BUNDLE = join(CACHE, "skirmish.mjs");
const META = join(CACHE, "skirmish.meta.json");
const ENTRY = join(root, "scripts", "skirmish.ts");

/** esbuild, hoisted or as tsx's own dependency. */
export function loadEsbuild() {
  const require = createRequire(import.meta.url);
  try {
    return require("esbuild");
  } catch {
    return createRequire(require.resolve("tsx/package.json"))("esbuild");
  }
}

/** True when the bundle is missing or older than a file it was built from (or than this script). */
function stale() {
  if (!existsSync(BUNDLE) || !existsSync(META)) return true;
  const built = statSync(BUNDLE).mtimeMs;
  if (statSync(fileURLToPath(import.meta.url)).mtimeMs > built) return true;
  let inputs;
  try {
    inputs = Object.keys(JSON.parse(readFileSync(META, "utf8")).inputs);
  } catch {
    return true;
  }
  for (const file of inputs) {
    const path = join(root, file);
    if (!existsSync(path) || statSync(path).mtimeMs > built) return true;
  }
  return false;
}

export async function build() {
  mkdirSync(dirname(BUNDLE), { recursive: true });
  const result = await loadEsbuild().build({
    entryPoints: [ENTRY],
    outfile: BUNDLE,
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    // minified: a third of the size, so Node parses it faster at every start
    minify: true,
    absWorkingDir: root,
    tsconfig: join(root, "tsconfig.json"),
    metafile: true,
    logLevel: "warning",
    // node built-ins stay imports; everything else (zod, the lib) is in the one file
    banner: { js: "// Built by scripts/build-cli.mjs from scripts/skirmish.ts: do not edit." },
  });
  writeFileSync(META, JSON.stringify(result.metafile));
}

/** The bundle's path, built first if it is missing or stale. */
export async function ensureBuilt() {
  if (stale()) await build();
  return BUNDLE;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) await build();
