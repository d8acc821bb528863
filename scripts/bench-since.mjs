// `node scripts/bench-since.mjs <older tree> [rounds]`: Bang!'s engine and its dice floor, in an older
// checkout and in this one, timed in one process. Issue 15 set Bang!'s target as 12× its floor with
// "no regression from today"; this says whether the engine got slower since a commit, and how much
// of the ratio's change is the floor's. Both builds play the same seeds; blocks alternate between
// them, each starting settled (bench/floor.ts). A benchmark tool, not a test.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { bundleAgainst } from "./bundle-tree.mjs";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const [older, roundsText = "21"] = process.argv.slice(2);
if (!older) throw new Error("usage: bench-since.mjs <older tree> [rounds]");
const rounds = Number(roundsText);
const GAMES = 2000;

const cache = mkdtempSync(join(tmpdir(), "gorka-bench-since-"));
process.on("exit", () => rmSync(cache, { recursive: true, force: true }));
const entry = join(root, "bench", "bang-since-entry.ts");
const builds = [
  { name: "then", built: await bundleAgainst(entry, older, join(cache, "then.mjs"), root) },
  { name: "now", built: await bundleAgainst(entry, root, join(cache, "now.mjs"), root) },
];
const times = builds.map(() => ({ engine: [], floor: [], draws: 0 }));
// three untimed rounds compile both builds' loops first; then the order alternates round by round
for (let r = -3; r < rounds; r++) {
  const order = r & 1 ? [1, 0] : [0, 1];
  for (const i of order) {
    const from = 1_000_000 + Math.max(r, 0) * GAMES;
    const engine = builds[i].built.engineMs(from, GAMES);
    const floor = builds[i].built.floorMs(from, GAMES);
    if (r < 0) continue;
    times[i].engine.push(engine);
    times[i].floor.push(floor.ms);
    times[i].draws = floor.draws;
  }
}
const median = (xs) => [...xs].sort((x, y) => x - y)[xs.length >> 1];
const us = (ms) => ((ms * 1000) / GAMES).toFixed(2);
const [then, now] = times.map((t) => ({ engine: median(t.engine), floor: median(t.floor), draws: t.draws }));
console.table(
  builds.map((b, i) => {
    const t = i ? now : then;
    return {
      build: b.name,
      "engine µs/game": us(t.engine),
      "floor µs/game": us(t.floor),
      "draws/game": t.draws.toFixed(1),
      ratio: `${(t.engine / t.floor).toFixed(2)}×`,
    };
  }),
);
console.log(
  `now over then (medians of ${rounds} rounds of ${GAMES} games): engine ${(now.engine / then.engine).toFixed(3)}, floor ${(now.floor / then.floor).toFixed(3)}; ` +
    `today's engine over the older floor ${(now.engine / then.floor).toFixed(2)}×`,
);
