// Every environment variable the app reads, parsed once with a clear message for each bad one.
// Imported by instrumentation.ts at start-up, so a misconfigured server refuses to start.
import { z } from "zod";

const postgresUrl = /^postgres(ql)?:\/\//;

export const envSchema = z
  .object({
    DATABASE_URL: z
      .string()
      .trim()
      .optional()
      .refine((v) => !v || postgresUrl.test(v) || v.startsWith("file:"), {
        message: "must start with postgres:// or postgresql:// (PostgreSQL) or file: (an SQLite file), or be unset for the default SQLite file",
      }),
    DATA_DIR: z.string().trim().min(1).default("data"),
    NEXTAUTH_SECRET: z.string().min(32, "must be at least 32 characters (try: openssl rand -base64 32)").optional(),
    NEXTAUTH_URL: z.url("must be a full URL such as https://gangs.example.org").optional(),
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    // How many proxies in front of the app append to X-Forwarded-For (client-address.ts): unset
    // or false for none (the address is the connection's own), true for one, or a number.
    TRUST_PROXY: z
      .string()
      .trim()
      .toLowerCase()
      .optional()
      .refine((v) => v === undefined || /^(true|false|\d{1,2})$/.test(v), {
        message: "must be true, false or the number of proxies in front of the app (e.g. 1)",
      })
      .transform((v) => (v === undefined || v === "false" ? 0 : v === "true" ? 1 : Number(v))),
    // Megabytes of rendered league pages kept per instance (server/page-cache.ts); 0 turns it off.
    PAGE_CACHE_MB: z.coerce.number({ message: "must be a number of megabytes (0 turns the page cache off)" }).int().min(0).max(4096).default(48),
  })
  .superRefine((env, ctx) => {
    // Several instances behind a load balancer must share one signing secret, so PostgreSQL
    // deployments have to set it; the single-instance SQLite default generates one under DATA_DIR.
    if (env.DATABASE_URL && postgresUrl.test(env.DATABASE_URL) && !env.NEXTAUTH_SECRET && env.NODE_ENV === "production") {
      ctx.addIssue({
        code: "custom",
        path: ["NEXTAUTH_SECRET"],
        message: "is required with PostgreSQL in production: every app instance must sign sessions with the same secret",
      });
    }
  });

export type Env = z.infer<typeof envSchema>;

export class EnvError extends Error {
  constructor(issues: string[]) {
    super(`Invalid configuration:\n${issues.map((i) => `  - ${i}`).join("\n")}\nSee "Configuration" in README.md.`);
    this.name = "EnvError";
  }
}

export function parseEnv(source: Record<string, string | undefined>): Env {
  const cleaned = Object.fromEntries(Object.entries(source).map(([k, v]) => [k, v === "" ? undefined : v]));
  const result = envSchema.safeParse(cleaned);
  if (!result.success) {
    throw new EnvError(result.error.issues.map((i) => `${i.path.join(".")} ${i.message}`));
  }
  return result.data;
}

let cached: Env | undefined;
export function env(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}
