// Campaign, membership and battle forms: one schema each, shared by the client and the server.
import { z } from "zod";
import { calendarDate, optionalCalendarDate, safeText } from "./text";

const id = safeText().trim().min(1).max(64);
/** A campaign named by an action (a hidden field, never typed). */
export const campaignIdSchema = id;
const points = (what: string) =>
  z.coerce
    .number({ error: `${what} must be a number` })
    .int(`${what} must be a whole number`)
    .min(-10, `${what} is at least -10`)
    .max(10, `${what} is at most 10`);
const optionalDate = optionalCalendarDate("Enter a date like 2026-12-31");

export const createCampaignSchema = z
  .object({
    name: safeText().trim().min(1, "Give the campaign a name").max(80, "Names can be at most 80 characters"),
    description: safeText({ multiline: true }).trim().max(2000, "At most 2,000 characters"),
    houseRules: safeText({ multiline: true }).trim().max(5000, "At most 5,000 characters"),
    startsOn: optionalDate,
    endsOn: optionalDate,
    startingCredits: z.coerce
      .number({ error: "Starting credits must be a number" })
      .min(0, "Starting credits cannot be negative")
      .max(100_000, "Starting credits can be at most 100,000")
      .int("Starting credits must be a whole number"),
    isPublic: z.boolean(),
    pointsWin: points("Points for a win"),
    pointsDraw: points("Points for a draw"),
    pointsLoss: points("Points for a loss"),
  })
  .refine((c) => !c.startsOn || !c.endsOn || Date.parse(c.startsOn) <= Date.parse(c.endsOn), {
    path: ["endsOn"],
    message: "The campaign cannot end before it starts",
  });
export type CreateCampaignInput = z.input<typeof createCampaignSchema>;

export const joinCampaignSchema = z.object({
  code: safeText().trim().min(1, "Enter the invite code").max(40, "That code is too long"),
  gangId: safeText().trim().min(1, "Choose the gang to bring").max(64),
});
export type JoinCampaignInput = z.infer<typeof joinCampaignSchema>;

/** An organiser invites someone by email to organise too; they accept or decline in the app. */
export const inviteOrganiserSchema = z.object({
  campaignId: id,
  email: safeText()
    .trim()
    .toLowerCase()
    .min(1, "Enter their email address")
    .max(254, "That email address is too long")
    .pipe(z.email("Enter a valid email address, like name@example.com")),
});
export const withdrawInvitationSchema = z.object({ campaignId: id, invitationId: id });
export const answerInvitationSchema = z.object({ invitationId: id, accept: z.boolean() });

/** A per-row count of a battle record, 0 to 99: one message for every way to miss it (not a number, a fraction, out of range). */
const count = (what: string) => {
  const message = `${what} must be a whole number from 0 to 99`;
  return z.coerce.number({ error: message }).int(message).min(0, message).max(99, message);
};

const EXTRA_XP = "Extra XP must be a whole number from 0 to 20";

/** The shape of one fighter's line in a battle record (also how stored records are read back). */
export const battleFighterSchema = z.object({
  fighterId: id,
  tookPart: z.boolean(),
  outOfAction: z.boolean(),
  injured: z.boolean(),
  kills: count("Kills"),
  // Both added with the fighter half of the post-game (its experience): a record stored before
  // them reads as 0, and a form that leaves them out sends 0.
  /** Enemy fighters this fighter took out of action. */
  outOfActionCaused: count("Enemies taken out of action").default(0),
  /** Experience the organiser's scenario gives this fighter on top of the rest. */
  extraXp: z.coerce.number({ error: EXTRA_XP }).int(EXTRA_XP).min(0, EXTRA_XP).max(20, EXTRA_XP).default(0),
});

/** What a fighter who stayed home cannot have done, with the words that say so under that field. */
export const NOT_TAKING_PART = {
  outOfAction: "Did not take part, so cannot be out of action",
  injured: "Did not take part, so cannot be injured",
  kills: "Did not take part, so cannot have kills",
  outOfActionCaused: "Did not take part, so cannot have taken anyone out of action",
  extraXp: "Did not take part, so earns no extra XP",
} as const;

// ruling: a fighter who did not take part was never on the table, so cannot be out of action, be
// injured, have kills, take anyone out of action or earn the scenario's extra XP; each such field is refused on its own row. Vehicles have no "took part"
// in the record (a vehicle listed is one that played), so this applies to fighters only. Checked
// when a battle is recorded, not when a stored record is read back (lib/rules/postgame/plan.ts).
const recordedFighterSchema = battleFighterSchema.superRefine((f, ctx) => {
  if (f.tookPart) return;
  if (f.outOfAction) ctx.addIssue({ code: "custom", path: ["outOfAction"], message: NOT_TAKING_PART.outOfAction });
  if (f.injured) ctx.addIssue({ code: "custom", path: ["injured"], message: NOT_TAKING_PART.injured });
  if (f.kills > 0) ctx.addIssue({ code: "custom", path: ["kills"], message: NOT_TAKING_PART.kills });
  if (f.outOfActionCaused > 0) ctx.addIssue({ code: "custom", path: ["outOfActionCaused"], message: NOT_TAKING_PART.outOfActionCaused });
  if (f.extraXp > 0) ctx.addIssue({ code: "custom", path: ["extraXp"], message: NOT_TAKING_PART.extraXp });
});
export const battleVehicleSchema = z.object({
  vehicleId: id,
  crippled: z.boolean(),
  wrecked: z.boolean(),
  immobilised: z.boolean(),
  /** Rams by this vehicle that caused damage (003 driver experience: +1 the first time). */
  damagingRams: count("Damaging rams"),
  /** Foot fighters this vehicle ran over and took out of action (+1 XP each to the driver). */
  runOver: count("Foot fighters run over"),
});
export const BATTLE_RESULTS = ["won", "lost", "draw"] as const;
export const battleGangSchema = z
  .object({
    gangId: id,
    result: z.enum(BATTLE_RESULTS, { error: "Choose won, lost or draw" }),
    bottledOut: z.boolean(),
    fighters: z.array(recordedFighterSchema).max(200),
    vehicles: z.array(battleVehicleSchema).max(50),
  })
  .superRefine((g, ctx) => {
    // One row per fighter and per vehicle: a repeated row would, say, roll permanent damage twice on one truck.
    const repeated = (ids: string[], list: "fighters" | "vehicles", field: "fighterId" | "vehicleId", what: string) =>
      ids.forEach((x, i) => {
        if (ids.indexOf(x) !== i) ctx.addIssue({ code: "custom", path: [list, i, field], message: `This ${what} is already in the record once` });
      });
    repeated(
      g.fighters.map((f) => f.fighterId),
      "fighters",
      "fighterId",
      "fighter",
    );
    repeated(
      g.vehicles.map((v) => v.vehicleId),
      "vehicles",
      "vehicleId",
      "vehicle",
    );
  });
export type BattleGangInput = z.infer<typeof battleGangSchema>;

export const FUTURE_BATTLE_MESSAGE = "A battle cannot be played in the future.";
const DAY_MS = 86_400_000;
// ruling: the date played can be at most one day after today's date in UTC, because the date is
// the player's own: east of UTC (up to UTC+14) it is already tomorrow. Anything later is refused.
/** The first instant a battle's date may no longer be: midnight UTC two days from today. */
const latestPlayedOn = () => (Math.floor(Date.now() / DAY_MS) + 2) * DAY_MS;

export const recordBattleSchema = z
  .object({
    campaignId: id,
    playedOn: calendarDate("Enter the date the battle was played").refine((v) => {
      const t = Date.parse(v);
      return Number.isNaN(t) || t < latestPlayedOn(); // a date that is no date has its own message
    }, FUTURE_BATTLE_MESSAGE),
    scenario: safeText().trim().min(1, "Name the scenario").max(80, "At most 80 characters"),
    notes: safeText({ multiline: true }).trim().max(2000, "At most 2,000 characters"),
    source: z.enum(["manual", "quick-resolve", "battle-screen"]),
    gangs: z.array(battleGangSchema).min(2, "A battle needs at least two gangs").max(8, "At most 8 gangs"),
  })
  .superRefine((b, ctx) => {
    const ids = b.gangs.map((g) => g.gangId);
    // said under the repeated gang's own choice (marked invalid, focused), not above the form
    ids.forEach((x, i) => {
      if (ids.indexOf(x) !== i)
        ctx.addIssue({ code: "custom", path: ["gangs", i, "gangId"], message: "This gang is already in the battle: a gang takes part once" });
    });
    const winners = b.gangs.filter((g) => g.result === "won").length;
    const draws = b.gangs.filter((g) => g.result === "draw").length;
    // ruling: one winner and the rest lost, or everybody drew (a multi-player game has one winner);
    // the winner may be an alliance (ROtGB 002 Alliances: allies "score together"), so several gangs may have won.
    if (!((winners >= 1 && winners < b.gangs.length && draws === 0) || draws === b.gangs.length)) {
      ctx.addIssue({
        code: "custom",
        path: ["gangs"],
        message: "Record the winner (a gang, or the gangs of one alliance) with everyone else lost, or a draw for everyone",
      });
    }
    if (b.gangs.every((g) => g.bottledOut)) ctx.addIssue({ code: "custom", path: ["gangs"], message: "Not every gang can have bottled out" });
  });
export type RecordBattleInput = z.infer<typeof recordBattleSchema>;
export type RecordBattleFormValues = z.input<typeof recordBattleSchema>;

export const battleIdSchema = z.object({ battleId: id });
