// A dev tool for speed work: which compiled JavaScript function a callgrind count falls in.
// callgrind sees V8's compiled code only as addresses; node's `--perf-basic-prof` writes where each
// function's code lies (/tmp/perf-<pid>.map). This reads both and prints, per function, its own
// share of one event: Ir (instructions), or with `--branch-sim=yes` Bcm (conditional branches the
// simulated predictor missed), Bc, Bi, Bim. Usage, with a bundle of bench/instructions.ts:
//
//   valgrind --tool=callgrind --branch-sim=yes --dump-instr=yes --callgrind-out-file=/tmp/cg.out \
//     node --perf-basic-prof --expose-gc --single-threaded --hash-seed=1 --random-seed=1 \
//     /tmp/instructions.mjs star 5200
//   node --import tsx bench/jit-costs.ts /tmp/cg.out /tmp/perf-<pid>.map Bcm
//
// The pid is the one in the isolate log node leaves in the working directory. The counts include
// start-up and warm-up: read shares, not counts a game (bench/instructions.ts gives those).
// A missed branch costs a real processor 15-20 cycles, so an engine that branches on its dice
// runs slower than its instructions say; callgrind's predictor is simpler than a real one, so its
// misses are a pointer to where to look, and the timed benchmark has the last word.
// A benchmark tool, not a test.
import { readFileSync } from "node:fs";

const [outFile, mapFile, event = "Bcm", top = "25"] = process.argv.slice(2);
if (!outFile || !mapFile) throw new Error("usage: jit-costs.ts <callgrind.out> <perf-PID.map> [Ir|Bc|Bcm|Bi|Bim] [how many]");

/** Code ranges, sorted by start: [start, end) and the function's name. */
const ranges = readFileSync(mapFile, "utf8")
  .split("\n")
  .filter(Boolean)
  .map((line) => {
    const [start, size, ...name] = line.split(" ");
    const from = parseInt(start!, 16);
    return { from, to: from + parseInt(size!, 16), name: name.join(" ") };
  })
  .sort((a, b) => a.from - b.from);

function nameAt(address: number): string {
  let lo = 0,
    hi = ranges.length - 1,
    found = -1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (ranges[mid]!.from <= address) {
      found = mid;
      lo = mid + 1;
    } else hi = mid - 1;
  }
  return found >= 0 && address < ranges[found]!.to ? ranges[found]!.name : "(not compiled JavaScript: Node, V8, the collector)";
}

const costs = new Map<string, number>();
let events: string[] = [],
  positions = 1,
  column = -1,
  total = 0,
  last = 0,
  callLine = false;
for (const line of readFileSync(outFile, "utf8").split("\n")) {
  if (line.startsWith("events:")) {
    events = line.split(/\s+/).slice(1);
    column = events.indexOf(event);
    if (column < 0) throw new Error(`${outFile} has no ${event} (it has ${events.join(", ")}; Bc, Bcm, Bi and Bim need --branch-sim=yes)`);
  } else if (line.startsWith("positions:")) {
    positions = line.split(/\s+/).length - 1;
    if (!line.includes("instr")) throw new Error(`${outFile} was written without --dump-instr=yes`);
  } else if (line.startsWith("calls=")) {
    callLine = true; // the next cost line is the call's inclusive cost, not this code's own
  } else if (/^[+\-*0-9]/.test(line)) {
    const parts = line.trim().split(/\s+/);
    const at = parts[0]!;
    const step = (s: string) => (s.startsWith("0x") ? parseInt(s, 16) : Number(s));
    last = at === "*" ? last : at[0] === "+" ? last + step(at.slice(1)) : at[0] === "-" ? last - step(at.slice(1)) : step(at);
    if (callLine) {
      callLine = false;
      continue;
    }
    const value = Number(parts[positions + column] ?? 0);
    if (!value) continue;
    total += value;
    const name = nameAt(last);
    costs.set(name, (costs.get(name) ?? 0) + value);
  }
}

console.log(`${event}: ${total.toLocaleString("en")} in all`);
for (const [name, value] of [...costs].sort((a, b) => b[1] - a[1]).slice(0, Number(top))) {
  console.log(`${value.toLocaleString("en").padStart(16)} ${((100 * value) / total).toFixed(1).padStart(5)} %  ${name}`);
}
