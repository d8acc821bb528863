import { defineConfig, globalIgnores } from "eslint/config";
import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

// The layers (docs/ARCHITECTURE.md): lib/ is the game and imports no framework, database or app
// code; server/ is database access and never reaches into the pages of app/.
const fromApp = {
  group: ["@/app/*", "**/app/*", "../app", "../../app"],
  message: "Only app/ imports from app/: move shared code to lib/ (contracts in lib/contracts).",
};
const fromServer = { group: ["@/server/*", "**/server/*"], message: "lib/ is pure: the server calls lib, never the other way round." };
const frameworks = {
  group: [
    "next",
    "next/*",
    "react",
    "react/*",
    "react-dom",
    "react-dom/*",
    "@prisma/*",
    "server-only",
    "@/generated/*",
    "**/generated/*",
    "next-auth",
    "next-auth/*",
  ],
  message: "lib/ is pure TypeScript: no framework, database or server-only imports.",
};

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  {
    files: ["lib/**/*.{ts,tsx}"],
    rules: { "no-restricted-imports": ["error", { patterns: [fromApp, fromServer, frameworks] }] },
  },
  {
    files: ["server/**/*.{ts,tsx}"],
    rules: { "no-restricted-imports": ["error", { patterns: [fromApp] }] },
  },
  globalIgnores([
    ".next/**",
    "generated/**",
    "node_modules/**",
    "coverage/**",
    "reports/**",
    "test-results/**",
    "playwright-report/**",
    "next-env.d.ts",
    "prisma/.schemas/**",
    "dist/**",
    ".stryker-tmp/**",
  ]),
]);
