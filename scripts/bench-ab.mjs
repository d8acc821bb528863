// `node scripts/bench-ab.mjs <tree A> <tree B> <system> [rounds]`: is B's engine faster than A's?
// Two checkouts of this project (a worktree of the old commit and the working one, say) are each
// bundled from bench/ab-entry.ts (this tree's copy, resolved against each tree's lib/), both
// builds are loaded into one process, and blocks of the same seeded games alternate between them,
// A then B, then B then A. It prints the median of B's block time over A's, with the quartiles.
// Why in one process: on a machine shared with other work, two runs of `npm run bench` a minute
// apart differed by up to 2×, while blocks a few tens of milliseconds apart see the same load. Two
// copies of one build read 0.99-1.00 here, quartiles about ±4 %; a build can read a few per cent
// either way from code layout alone, so trust a change that reads well below 0.98 twice.
// A benchmark tool, not a test.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { bundleAgainst } from "./bundle-tree.mjs";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const [treeA, treeB, key, roundsText = "41"] = process.argv.slice(2);
const KEYS = ["rotgb", "bench", "bang", "medieval", "star"];
if (!treeA || !treeB || !KEYS.includes(key ?? "")) throw new Error(`usage: bench-ab.mjs <tree A> <tree B> <${KEYS.join("|")}> [rounds]`);
const rounds = Number(roundsText);
const BLOCK_MS = 60;

// Each run bundles into a folder of its own: runs started at once from several checkouts that share
// one node_modules (worktrees with it linked) once wrote the same two files, so one run could load
// another's build.
const cache = mkdtempSync(join(tmpdir(), "gorka-bench-ab-"));
process.on("exit", () => rmSync(cache, { recursive: true, force: true }));
const build = (tree, name) => bundleAgainst(join(root, "bench", "ab-entry.ts"), tree, join(cache, `ab-${name}.mjs`), root);
const builtA = await build(treeA, "a");
const builtB = await build(treeB, "b");
const a = builtA.systems[key],
  b = builtB.systems[key];
// V8's collector is one per process: either build's settle() empties the young generation
const { settle } = builtA;

const cpuMs = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};
// each block starts settled (bench/floor.ts): it pays for the collections of its own garbage only
const time = (play, from, games) => {
  settle();
  const t = cpuMs();
  for (let g = from; g < from + games; g++) play(g);
  return cpuMs() - t;
};
// both warmed, the blocks sized off A's warm engine (floor.ts, blockSize: sized off cold games, as
// before 5 December, Medieval Strife's 60 ms blocks came out 14 ms long)
builtB.blockOf(key, BLOCK_MS);
const games = Math.max(100, builtA.blockOf(key, BLOCK_MS));
const ratios = [];
let totalA = 0,
  totalB = 0;
for (let r = 0; r < rounds; r++) {
  const from = r * games;
  let tA, tB;
  if (r & 1) {
    tB = time(b, from, games);
    tA = time(a, from, games);
  } else {
    tA = time(a, from, games);
    tB = time(b, from, games);
  }
  totalA += tA;
  totalB += tB;
  ratios.push(tB / tA);
}
ratios.sort((x, y) => x - y);
const at = (q) => ratios[Math.floor(q * (ratios.length - 1))].toFixed(3);
console.log(
  `${key}: B's time over A's, median ${at(0.5)} (quartiles ${at(0.25)}-${at(0.75)}, ${rounds} rounds of ${games} games); ` +
    `A ${Math.round(((games * rounds) / totalA) * 1000)} games/s, B ${Math.round(((games * rounds) / totalB) * 1000)} games/s`,
);
