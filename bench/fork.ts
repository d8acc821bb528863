// Runs this same benchmark script again in a child process (same Node flags, so tsx too when it
// ran under tsx) with extra environment, and returns what the child printed last, as JSON: each
// system is measured in a fresh V8 (bench/run.ts says why). Shared by bench/run.ts and
// bench/bounds.ts. A benchmark tool, not a test.
import { spawnSync } from "node:child_process";

export function inChild<T>(env: Record<string, string>, what: string): T {
  const child = spawnSync(process.execPath, [...process.execArgv, process.argv[1]!], {
    env: { ...process.env, ...env },
    encoding: "utf8",
    stdio: ["ignore", "pipe", "inherit"],
  });
  if (child.status !== 0) throw new Error(`${what} failed (exit ${child.status})`);
  return JSON.parse(child.stdout.trim().split("\n").pop()!) as T;
}
