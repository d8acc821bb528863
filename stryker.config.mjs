// Mutation testing of the game (`npm run test:mutation`; not part of `npm test`: it takes minutes).
// Narrow it with `npm run test:mutation -- --mutate "lib/rules/postgame/**/*.ts"`. Incremental:
// mutants whose code and tests did not change keep last run's result (reports/mutation/incremental.json).
/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
const config = {
  testRunner: "vitest",
  vitest: { configFile: "vitest.mutation.config.mts" },
  plugins: ["@stryker-mutator/vitest-runner"],
  mutate: ["lib/**/*.ts", "!lib/**/*.test.ts", "!lib/**/*.fixtures.ts", "!lib/**/testing.ts", "!lib/**/index.ts", "!lib/**/*.d.ts"],
  coverageAnalysis: "perTest",
  // Static mutants (module-level constants: the tables' rows and words) need every test run per
  // mutant: half the mutants and 98 % of the time. Their rows are checked row by row against the
  // texts in tables.test.ts; a full run with them is `-- --ignoreStatic false`.
  ignoreStatic: true,
  incremental: true,
  incrementalFile: "reports/mutation/incremental.json",
  reporters: ["html", "json", "progress"],
  htmlReporter: { fileName: "reports/mutation/index.html" },
  jsonReporter: { fileName: "reports/mutation/mutation.json" },
  tempDirName: ".stryker-tmp",
  cleanTempDir: "always",
  concurrency: 2,
  timeoutMS: 20_000,
  thresholds: { high: 95, low: 90, break: null },
};
export default config;
