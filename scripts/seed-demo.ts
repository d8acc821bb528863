// Loads the quick-start demo into the configured database (idempotent: an existing demo user
// means the demo is already there). Prints the demo account's email and password.
import { hashPassword } from "../server/accounts/passwords";
import { databaseTarget } from "../server/database-url";
import { parseEnv } from "../server/env";
import { migrate } from "../server/migrate";
import { createPrisma } from "../server/prisma";
import { createGangWithRoster } from "../server/rosters/store";
import { seedDemoLeague } from "./demo-league";
import { demoRoster } from "./demo-rosters";

export const DEMO_EMAIL = "demo@gorka.garage";
export const DEMO_PASSWORD = "scrap-metal-42";

async function main() {
  const config = parseEnv(process.env);
  const target = databaseTarget(config.DATABASE_URL, config.DATA_DIR);
  await migrate(target);
  const db = createPrisma(target);
  try {
    const existing = await db.user.findUnique({ where: { email: DEMO_EMAIL } });
    if (!existing) {
      const passwordHash = await hashPassword(DEMO_PASSWORD);
      const { demo, campaign, rival } = await db.$transaction(async (tx) => {
        const demo = await tx.user.create({ data: { email: DEMO_EMAIL, name: "Demo Nob", passwordHash } });
        const rival = await tx.user.create({ data: { email: "rival@gorka.garage", name: "Rival Boss", passwordHash } });
        const campaign = await tx.campaign.create({
          data: {
            name: "Scrap Town League",
            description: "The quick-start demo campaign.",
            ownerId: demo.id,
            inviteCode: "scrap-town",
            members: {
              create: [
                { userId: demo.id, role: "organiser" },
                { userId: rival.id, role: "player" },
              ],
            },
          },
        });
        return { demo, rival, campaign };
      });
      const riderz = demoRoster("Da Rust Riderz", [
        "Warboss Gutrot",
        "Nob Skragg",
        "Mek Fizzbang",
        "Painboy Snikkit",
        "Grimgob",
        "Zogwort",
        "Uzgob",
        "Yoof Nazbad",
      ]);
      const snatchas = demoRoster("Skrap Snatchas", [
        "Kaptin Rukk",
        "Nob Badrukk",
        "Mek Gitzap",
        "Spanner Lugnut",
        "Gorbad",
        "Snazgob",
        "Ruggit",
        "Yoof Dakka",
      ]);
      const a = await createGangWithRoster(db, demo.id, { name: riderz.name, house: "Goffs", credits: 0 }, riderz, "Demo gang ready to roll");
      const b = await createGangWithRoster(db, rival.id, { name: snatchas.name, house: "Diggas", credits: 0 }, snatchas, "Demo gang ready to roll");
      await db.gang.updateMany({ where: { id: { in: [a.id, b.id] } }, data: { campaignId: campaign.id } });
      await seedDemoLeague(db, campaign.id, { gangId: a.id, ownerId: demo.id }, { gangId: b.id, ownerId: rival.id });
    }
    console.log(`\nDemo ready on ${target.provider}. Sign in with\n  email:    ${DEMO_EMAIL}\n  password: ${DEMO_PASSWORD}\n`);
  } finally {
    await db.$disconnect();
  }
}

main().catch((e) => {
  console.error(e instanceof Error ? e.message : e);
  process.exit(1);
});
