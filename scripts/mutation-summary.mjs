#!/usr/bin/env node
// Prints one line per folder of lib/ from Stryker's JSON report (reports/mutation/mutation.json):
// killed / survived / no coverage / timeouts and the mutation score, as Stryker counts it
// (killed + timeout) / (all valid mutants). The folder depth is two (lib/rules/postgame).
import { readFileSync } from "node:fs";

const file = process.argv[2] ?? "reports/mutation/mutation.json";
const report = JSON.parse(readFileSync(file, "utf8"));
const folders = new Map();
const total = { killed: 0, survived: 0, noCoverage: 0, timeout: 0 };
for (const [path, result] of Object.entries(report.files)) {
  const parts = path.split("/");
  const folder = parts.slice(0, parts.length > 3 ? 3 : 2).join("/");
  const row = folders.get(folder) ?? { killed: 0, survived: 0, noCoverage: 0, timeout: 0 };
  for (const m of result.mutants) {
    const key = { Killed: "killed", Survived: "survived", NoCoverage: "noCoverage", Timeout: "timeout" }[m.status];
    if (!key) continue; // CompileError, RuntimeError, Ignored: not counted, as Stryker does
    row[key]++;
    total[key]++;
  }
  folders.set(folder, row);
}
const score = (r) => {
  const all = r.killed + r.survived + r.noCoverage + r.timeout;
  return all ? ((100 * (r.killed + r.timeout)) / all).toFixed(1) : "n/a";
};
const line = (name, r) =>
  `${name.padEnd(28)} ${String(score(r)).padStart(5)} %  killed ${r.killed}, timeout ${r.timeout}, survived ${r.survived}, no coverage ${r.noCoverage}`;
for (const [name, r] of [...folders].sort(([a], [b]) => a.localeCompare(b))) console.log(line(name, r));
console.log(line("all mutated files", total));
