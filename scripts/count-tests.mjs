// Adds up the Vitest and Playwright JSON reports: prints "<passed> <failed>".
import { existsSync, readFileSync } from "node:fs";

const [vitestFile, playwrightFile] = process.argv.slice(2);
let passed = 0;
let failed = 0;
if (vitestFile && existsSync(vitestFile)) {
  const v = JSON.parse(readFileSync(vitestFile, "utf8"));
  passed += v.numPassedTests ?? 0;
  failed += (v.numFailedTests ?? 0) + (v.numFailedTestSuites && !v.numFailedTests ? v.numFailedTestSuites : 0);
}
if (playwrightFile && existsSync(playwrightFile)) {
  const s = JSON.parse(readFileSync(playwrightFile, "utf8")).stats ?? {};
  passed += (s.expected ?? 0) + (s.flaky ?? 0);
  failed += s.unexpected ?? 0;
}
console.log(`${passed} ${failed}`);
