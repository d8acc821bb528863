// The shipped default pack: PLACEHOLDER CONTENT, a starting point to match to your group's book.
// The vehicle text (003) alters "a standard roster" and prints no fighter lists, skills or injury
// tables: those are the group's book, which this project does not copy. Every name, profile, price
// and table row below is invented for Gorka Garage so the app works out of the box; a group edits
// them (or imports its own pack) to play by its book.
import { importPack } from "./file";
import type { Pack, PackInput } from "./schema/pack";
import type { PackProfileLine } from "./schema/equipment";

type Range = [number | null, number | null];
const line = (
  name: string,
  [short, long]: Range,
  acc: [number, number],
  S: number | string,
  AP: number,
  D: number | string,
  Ammo: number | null,
): PackProfileLine => ({
  name,
  range: { short, long },
  accuracy: { short: acc[0], long: acc[1] },
  S,
  AP,
  D,
  Ammo,
});
const profile = (
  M: number,
  WS: number,
  BS: number,
  S: number,
  T: number,
  W: number,
  I: number,
  A: number,
  Ld: number,
  Cl: number,
  Wil: number,
  Int: number,
) => ({ M, WS, BS, S, T, W, I, A, Ld, Cl, Wil, Int });
const kit = (...items: [string, number][]) => items.map(([item, cost]) => ({ item, cost }));

const SOURCE = {
  format: "gorka-garage.pack",
  version: 1,
  id: "starter",
  name: "Starter pack (placeholder)",
  revision: 1,
  about:
    "Placeholder content invented for Gorka Garage: a starting point to match to your group's book. Change the names, profiles, prices and tables to the ones your group plays with.",
  skillCategories: [
    { id: "brawn", name: "Brawn" },
    { id: "nerve", name: "Nerve" },
    { id: "aim", name: "Aim" },
    { id: "cunning", name: "Cunning" },
  ],
  skills: [
    { id: "shove-past", name: "Shove Past", category: "brawn", text: "Placeholder: may move through an enemy's base contact once per turn." },
    { id: "bear-hug", name: "Bear Hug", category: "brawn", text: "Placeholder: an enemy fighting this fighter loses one attack." },
    { id: "hard-head", name: "Hard Head", category: "brawn", text: "Placeholder: ignores the first flesh wound of each battle." },
    { id: "keep-calm", name: "Keep Calm", category: "nerve", text: "Placeholder: re-roll one failed Cl test each battle." },
    { id: "stare-down", name: "Stare Down", category: "nerve", text: "Placeholder: an enemy charging this fighter tests Wil first." },
    { id: "grim-resolve", name: "Grim Resolve", category: "nerve", text: "Placeholder: counts as one more fighter when the gang tests to keep fighting." },
    { id: "snap-aim", name: "Snap Aim", category: "aim", text: "Placeholder: no penalty for shooting after moving." },
    { id: "patient-shot", name: "Patient Shot", category: "aim", text: "Placeholder: +1 to hit when the fighter did not move this turn." },
    { id: "spotter", name: "Spotter", category: "aim", text: "Placeholder: a friend within 3 inches adds 1 to one hit roll." },
    { id: "scrounger", name: "Scrounger", category: "cunning", text: "Placeholder: after the battle, add 5 credits to the gang's income." },
    { id: "sneak-around", name: "Sneak Around", category: "cunning", text: "Placeholder: may be set up anywhere out of sight after both gangs deploy." },
    { id: "quick-fix", name: "Quick Fix", category: "cunning", text: "Placeholder: once per battle, clears one jammed weapon." },
  ],
  weapons: [
    { id: "scrap-pistol", name: "Scrap pistol", cost: 10, traits: ["Pistol", "Sidearm"], profiles: [line("Scrap pistol", [6, 12], [1, 0], 3, 0, 1, 4)] },
    { id: "long-rifle", name: "Long rifle", cost: 25, traits: [], profiles: [line("Long rifle", [12, 30], [0, 1], 3, -1, 1, 4)] },
    { id: "scattergun", name: "Scattergun", cost: 20, traits: ["Knockback"], profiles: [line("Scattergun", [4, 12], [1, -1], 4, 0, 1, 4)] },
    {
      id: "tube-launcher",
      name: "Tube launcher",
      cost: 60,
      traits: ["Blast"],
      profiles: [line("Burst shell", [6, 24], [0, -1], 3, 0, 1, 5), line("Punch shell", [6, 24], [0, -1], 6, -2, "D3", 5)],
    },
    {
      id: "rivet-cannon",
      name: "Rivet cannon",
      cost: 120,
      traits: ["Unwieldy", "Rapid Fire"],
      profiles: [line("Rivet cannon", [18, 36], [0, 0], 5, -1, 2, 5)],
    },
    { id: "cleaver", name: "Cleaver", cost: 10, traits: ["Melee"], profiles: [line("Cleaver", [null, null], [0, 0], "S+1", 0, 1, null)] },
  ],
  wargear: [
    { id: "padded-coat", name: "Padded coat", cost: 10, text: "Placeholder: a 6+ save." },
    { id: "dust-goggles", name: "Dust goggles", cost: 15, text: "Placeholder: ignores the penalty for shooting through smoke." },
    { id: "grapnel", name: "Grapnel and rope", cost: 20, text: "Placeholder: climbs onto a vehicle as if it were 2 inches lower." },
  ],
  fighterTypes: [
    {
      id: "boss",
      name: "Boss",
      role: "leader",
      profile: profile(5, 5, 5, 4, 4, 2, 4, 2, 8, 6, 6, 7),
      cost: 100,
      min: 1,
      max: 1,
      equipment: kit(
        ["scrap-pistol", 10],
        ["long-rifle", 25],
        ["scattergun", 20],
        ["tube-launcher", 60],
        ["cleaver", 10],
        ["padded-coat", 10],
        ["dust-goggles", 15],
      ),
      skillCategories: ["brawn", "nerve", "aim", "cunning"],
    },
    {
      id: "lieutenant",
      name: "Lieutenant",
      role: "champion",
      profile: profile(5, 4, 4, 4, 4, 2, 4, 2, 7, 6, 7, 7),
      cost: 70,
      min: 0,
      max: 2,
      equipment: kit(["scrap-pistol", 10], ["long-rifle", 25], ["scattergun", 20], ["tube-launcher", 60], ["cleaver", 10], ["padded-coat", 10]),
      skillCategories: ["brawn", "nerve", "aim"],
    },
    {
      id: "hired-gun",
      name: "Hired Gun",
      role: "specialist",
      profile: profile(5, 3, 4, 3, 3, 1, 4, 1, 7, 7, 7, 7),
      cost: 55,
      min: 0,
      max: 2,
      equipment: kit(["scrap-pistol", 10], ["long-rifle", 25], ["rivet-cannon", 120], ["tube-launcher", 60], ["dust-goggles", 15]),
      skillCategories: ["aim", "cunning"],
    },
    {
      id: "recruit",
      name: "Recruit",
      role: "ganger",
      profile: profile(5, 3, 3, 3, 3, 1, 3, 1, 7, 7, 8, 8),
      cost: 30,
      min: 2,
      max: null,
      equipment: kit(["scrap-pistol", 10], ["long-rifle", 25], ["scattergun", 20], ["cleaver", 10], ["padded-coat", 10], ["grapnel", 20]),
      skillCategories: ["brawn", "cunning"],
    },
    {
      id: "youngster",
      name: "Youngster",
      role: "juve",
      profile: profile(5, 2, 2, 3, 3, 1, 4, 1, 6, 8, 8, 8),
      cost: 15,
      min: 0,
      max: 4,
      equipment: kit(["scrap-pistol", 10], ["cleaver", 10], ["grapnel", 15]),
      skillCategories: ["cunning"],
    },
  ],
  injuries: {
    dice: "D66",
    rows: [
      { from: 11, to: 16, name: "Walks it off", effects: [] },
      { from: 21, to: 26, name: "Laid up", effects: [{ kind: "recovering" }] },
      {
        from: 31,
        to: 33,
        name: "Stiff knee",
        effects: [
          { kind: "stat", stat: "M", change: -1 },
          { kind: "injury", name: "Stiff knee" },
        ],
      },
      {
        from: 34,
        to: 36,
        name: "Shaky hands",
        effects: [
          { kind: "stat", stat: "BS", change: -1 },
          { kind: "injury", name: "Shaky hands" },
        ],
      },
      {
        from: 41,
        to: 43,
        name: "Cracked ribs",
        effects: [
          { kind: "stat", stat: "T", change: -1 },
          { kind: "injury", name: "Cracked ribs" },
        ],
      },
      {
        from: 44,
        to: 46,
        name: "Slow to react",
        effects: [
          { kind: "stat", stat: "I", change: -1 },
          { kind: "injury", name: "Slow to react" },
        ],
      },
      { from: 51, to: 56, name: "Sits one out", effects: [{ kind: "miss-next-game" }] },
      {
        from: 61,
        to: 63,
        name: "Badly hurt",
        effects: [{ kind: "recovering" }, { kind: "stat", stat: "W", change: -1 }, { kind: "injury", name: "Badly hurt" }],
      },
      { from: 64, to: 66, name: "Dead", effects: [{ kind: "dead" }] },
    ],
  },
  advancements: {
    options: [
      { id: "plus-ws", name: "+1 WS", xpCost: 6, effect: { kind: "stat", stat: "WS", max: 6 } },
      { id: "plus-bs", name: "+1 BS", xpCost: 6, effect: { kind: "stat", stat: "BS", max: 6 } },
      { id: "plus-i", name: "+1 I", xpCost: 4, effect: { kind: "stat", stat: "I", max: 6 } },
      { id: "plus-w", name: "+1 W", xpCost: 10, effect: { kind: "stat", stat: "W", max: 3 } },
      { id: "skill-chosen", name: "A skill of the player's choice", xpCost: 9, effect: { kind: "skill", category: null, how: "chosen" } },
      { id: "skill-random", name: "A random skill", xpCost: 5, effect: { kind: "skill", category: null, how: "random" } },
    ],
    roll: {
      xpCost: 5,
      dice: "2D6",
      rows: [
        { from: 2, to: 3, advancement: "skill-chosen" },
        { from: 4, to: 5, advancement: "plus-ws" },
        { from: 6, to: 8, advancement: "skill-random" },
        { from: 9, to: 10, advancement: "plus-bs" },
        { from: 11, to: 11, advancement: "plus-i" },
        { from: 12, to: 12, advancement: "plus-w" },
      ],
    },
  },
  experience: { forTakingPart: 1, perKill: 1, perOutOfAction: 1 },
  income: { kind: "by-result", win: 30, draw: 20, loss: 10 },
} as const satisfies PackInput;

function read(): Pack {
  const r = importPack(SOURCE);
  if (!r.ok) throw new Error(`The default pack does not validate: ${r.errors.map((e) => `${e.path}: ${e.message}`).join("; ")}`);
  return r.pack;
}

/** The shipped placeholder pack, read through the same checks as any imported pack. */
export const DEFAULT_PACK: Pack = read();
