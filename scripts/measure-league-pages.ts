// Measures what the league pages send at scale (issue 16): builds a league of GANGS gangs (12
// fighters, 3 vehicles each) and BATTLES confirmed battles through the app's own modules in a
// fresh SQLite file, starts the production build on it (run `next build` first), signs in as a
// player and prints the HTML size of the campaign, standings and gang pages.
//   npx tsx --conditions=react-server scripts/measure-league-pages.ts   (BATTLES=1000 GANGS=50)
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { recordBattleSchema } from "../lib/contracts/campaign";
import { adjustCredits, orThrow, recruitFighter } from "../lib/rules";
import { createUser } from "../server/accounts/mutations";
import { confirmBattle, createCampaign, joinCampaign, recordBattle } from "../server/campaigns/mutations";
import { migrate } from "../server/migrate";
import { createPrisma, type Db } from "../server/prisma";
import { changeRoster, createGangWithRoster } from "../server/rosters/store";
import { demoRoster } from "./demo-rosters";

const BATTLES = Number(process.env.BATTLES ?? 1000);
const GANGS = Number(process.env.GANGS ?? 50);
const PASSWORD = "password-for-measuring";
const DAY = 24 * 60 * 60 * 1000;

async function buildLeague(db: Db) {
  const organiser = await createUser(db, { name: "Organiser", email: "organiser@example.com", password: PASSWORD });
  if (!organiser.ok) throw new Error(organiser.reason);
  const campaign = await createCampaign(db, organiser.id, {
    name: "Scale League",
    description: "",
    houseRules: "",
    startsOn: "2024-01-01",
    endsOn: "2026-12-01",
    startingCredits: 1000,
    isPublic: false,
    pointsWin: 3,
    pointsDraw: 1,
    pointsLoss: 0,
  });
  const code = (await db.campaign.findUniqueOrThrow({ where: { id: campaign.id } })).inviteCode!;
  const gangs: { id: string; owner: string }[] = [];
  for (let i = 0; i < GANGS; i++) {
    const u = await createUser(db, { name: `Player ${i + 1}`, email: `player${i + 1}@example.com`, password: PASSWORD });
    if (!u.ok) throw new Error(u.reason);
    let roster = demoRoster(`Gang ${i + 1}`, []);
    for (let f = 9; f <= 12; f++) roster = orThrow(recruitFighter(roster, { id: `f${f}`, name: `Fighter ${f}`, type: "ganger", cost: 50 }));
    const g = await createGangWithRoster(db, u.id, { name: roster.name, house: "", credits: 0 }, roster, "Ready to roll");
    const joined = await joinCampaign(db, u.id, code, g.id);
    if (!joined.ok) throw new Error(joined.message);
    gangs.push({ id: g.id, owner: u.id });
  }
  const start = Date.UTC(2024, 0, 1);
  for (let b = 0; b < BATTLES; b++) {
    const a = gangs[b % GANGS]!,
      c = gangs[(b * 7 + 1) % GANGS === b % GANGS ? (b + 1) % GANGS : (b * 7 + 1) % GANGS]!;
    const playedOn = new Date(start + Math.floor((b * 1050) / BATTLES) * DAY).toISOString().slice(0, 10);
    const input = recordBattleSchema.parse({
      campaignId: campaign.id,
      playedOn,
      scenario: `Scrap Fight ${b + 1}`,
      notes: "",
      source: "manual",
      gangs: [
        { gangId: a.id, result: b % 5 === 0 ? "draw" : "won", bottledOut: false, fighters: [], vehicles: [] },
        { gangId: c.id, result: b % 5 === 0 ? "draw" : "lost", bottledOut: b % 4 === 0, fighters: [], vehicles: [] },
      ],
    });
    const r = await recordBattle(db, a.owner, input);
    if (!r.ok) throw new Error(r.message);
    const ok = await confirmBattle(db, c.owner, r.data.battleId);
    if (!ok.ok) throw new Error(ok.message);
    const g = await db.gang.findUniqueOrThrow({ where: { id: a.id } });
    const paid = await changeRoster(db, {
      gangId: a.id,
      actorId: a.owner,
      version: g.version,
      kind: "credits",
      summary: `Winnings of fight ${b + 1}`,
      change: (x) => adjustCredits(x, `Winnings of fight ${b + 1}`, 15),
    });
    if (!paid.ok) throw new Error(paid.message);
    if ((b + 1) % 100 === 0) process.stdout.write(`  ${b + 1} battles\n`);
  }
  return { campaignId: campaign.id, gang: gangs[0]!, email: "player1@example.com" };
}

/** Signs in through next-auth's credentials endpoint and returns the cookie header to send. */
async function signIn(base: string, email: string): Promise<string> {
  const jar = new Map<string, string>();
  const keep = (res: Response) => {
    for (const c of res.headers.getSetCookie()) {
      const [kv] = c.split(";");
      const [k, ...v] = kv!.split("=");
      jar.set(k!, v.join("="));
    }
  };
  const cookie = () => [...jar].map(([k, v]) => `${k}=${v}`).join("; ");
  const csrf = await fetch(`${base}/api/auth/csrf`);
  keep(csrf);
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  const res = await fetch(`${base}/api/auth/callback/credentials`, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded", cookie: cookie() },
    body: new URLSearchParams({ csrfToken, email, password: PASSWORD, callbackUrl: base }),
  });
  keep(res);
  return cookie();
}

async function main() {
  const dir = mkdtempSync(join(tmpdir(), "gorka-measure-"));
  const file = join(dir, "league.db");
  const target = { provider: "sqlite" as const, file };
  await migrate(target);
  const db = createPrisma(target);
  console.log(`Building ${GANGS} gangs and ${BATTLES} battles…`);
  const league = await buildLeague(db);
  await db.$disconnect();
  const port = 3900 + Math.floor(Math.random() * 90);
  const base = `http://127.0.0.1:${port}`;
  const server = spawn("npx", ["next", "start", "-p", String(port), "-H", "127.0.0.1"], {
    env: { ...process.env, DATABASE_URL: `file:${file}`, NEXTAUTH_URL: base, NEXT_TELEMETRY_DISABLED: "1" },
    stdio: "ignore",
    detached: true,
  });
  try {
    for (let i = 0; i < 120; i++) {
      if (
        await fetch(`${base}/api/auth/providers`).then(
          (r) => r.ok,
          () => false,
        )
      )
        break;
      await new Promise((r) => setTimeout(r, 500));
    }
    const cookie = await signIn(base, league.email);
    for (const [name, path] of [
      ["campaign", `/campaigns/${league.campaignId}`],
      ["standings", `/campaigns/${league.campaignId}/standings`],
      ["gang", `/gangs/${league.gang.id}`],
      ["my gangs", "/gangs"],
    ] as const) {
      const res = await fetch(`${base}${path}`, { headers: { cookie } });
      const html = await res.text();
      console.log(`${name.padEnd(10)} ${res.status} ${(Buffer.byteLength(html) / 1024).toFixed(1)} KB`);
      if (process.env.KEEP_HTML) writeFileSync(join(process.env.KEEP_HTML, `${name}.html`), html);
    }
  } finally {
    if (server.pid) process.kill(-server.pid);
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
