// A dev tool for speed work on Medieval Strife: plays many seeded games over several set-ups (two
// and three sides, with and without the attack index) and every themed option in turn, and prints
// one hash of everything they decided (the outcomes; for some games every die size asked for and
// face drawn, and for some the whole log). A change made for speed must leave it unchanged.
// Most games draw from the seeded source itself, the engine's fast path the odds and the bench use.
// Usage: node --import tsx bench/medieval-fingerprint.ts [games per case, default 3000]
import { createHash } from "node:crypto";
import { seededSource, type RandomSource } from "@/lib/dice";
import { medievalArmy, playMedieval, twoTwelveUnitArmies, type MedievalOptions, type MedievalSetup } from "@/lib/skirmish/medieval";
import { castersArmies as casters, threeArmies as threeSides } from "@/lib/skirmish/medieval/fixtures";

const GAMES = Number(process.argv[2] ?? 3000);
/** Games per case whose whole log is hashed, and as many again whose draws are (without a log). */
const LOGGED = Math.min(GAMES, 60);

const threeCasters = (): MedievalSetup => ({
  players: [
    medievalArmy("Red", [
      [4, "Wizard", 3],
      [8, "Warlock", 2],
      [12, "Stargazer", 2],
      [20, "Demon", 1],
    ]),
    medievalArmy("Blue", [
      [4, "Defender", 2],
      [6, "Cleric", 3],
      [10, "Cavalier", 2],
      [20, "Archangel", 1],
    ]),
    medievalArmy("Green", [
      [6, "Archer", 4],
      [10, "Flankman", 3],
      [12, "Champion", 1],
      [16, "Catapult", 1],
    ]),
  ],
});

const THEMES: [string, MedievalOptions][] = [
  ["plain", {}],
  ["day", { field: "day" }],
  ["night", { field: "night" }],
  ["mystic", { mystic: true }],
  ["castle", { castle: "Blue" }],
  ["city", { city: true }],
  ["volcanic", { volcanic: true }],
  ["poor weather", { weather: "poor" }],
  ["dangerous weather", { weather: "dangerous" }],
  ["damaging weather", { weather: "damaging" }],
  ["catastrophic weather", { weather: "catastrophic" }],
  ["night, castle, mystic, damaging", { field: "night", castle: "Red", mystic: true, weather: "damaging" }],
  ["day, city, volcanic, catastrophic", { field: "day", city: true, volcanic: true, weather: "catastrophic" }],
  ["first chosen, turn cap", { firstPlayer: "Blue", maxTurns: 40 }],
];
const SETUPS: [string, MedievalSetup][] = [
  ["core", twoTwelveUnitArmies()],
  ["casters", casters()],
  ["three sides", threeSides()],
  ["three casters", threeCasters()],
];

const all = createHash("sha256");
let played = 0;
for (const [setupName, setup] of SETUPS)
  for (const [themeName, theme] of THEMES) {
    // options made once per case: the compiled battle is cached per options object
    const logged: MedievalOptions = { ...theme, log: true },
      quiet: MedievalOptions = { ...theme, log: false };
    const h = createHash("sha256");
    for (let g = 0; g < GAMES; g++) {
      const source = seededSource(`${setupName}/${themeName}/${g}`);
      if (g < 2 * LOGGED) {
        const draws: number[] = [];
        const spy: RandomSource = {
          next: (n) => {
            const f = source.next(n);
            draws.push(n, f);
            return f;
          },
        };
        h.update(JSON.stringify(playMedieval(setup, g < LOGGED ? logged : quiet, spy)));
        h.update(draws.join(","));
      } else h.update(JSON.stringify(playMedieval(setup, quiet, source)));
      h.update(";");
      played++;
    }
    const digest = h.digest("hex");
    all.update(digest);
    if (process.env.VERBOSE) console.log(`${setupName}, ${themeName}`.padEnd(48), digest.slice(0, 16));
  }
console.log(`${SETUPS.length} set-ups × ${THEMES.length} themes, ${played} games, whole logs for ${LOGGED} a case: ${all.digest("hex")}`);
