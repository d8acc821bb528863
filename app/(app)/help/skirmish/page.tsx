import type { Metadata } from "next";
import { DEFAULT_ABILITIES, MEDIEVAL_UNITS } from "@/lib/skirmish/medieval/units";
import { A, HelpPage } from "../_components/help-page";

export const metadata: Metadata = { title: "Skirmish games in brief" };

const SYSTEMS = [
  {
    id: "rotgb",
    name: "Roll Out the (Gun) Barrels",
    source: "text 002",
    text: "A dice-army battle. Every fighter and vehicle becomes one die, bigger for tougher units (a leader rolls more than a juve, a truck more than a bike). Sides take turns to attack with a die or to flank, and the side with dice left wins. Optional rules add fronts, terrain with held passes and allowed unit types, handicapping for unequal forces, reinforcements from a reserve and alliances of three or more gangs.",
  },
  {
    id: "medieval",
    name: "Medieval Strife",
    source: "text 002",
    text: "The same dice battle with unit classes, spells and themed battlefields (night, castles, volcanic ground, weather).",
  },
  {
    id: "star",
    name: "Star Strife",
    source: "text 002",
    text: "The dice battle in space for two sides: turns in two phases, damage and attrition, reactions and escorts, carriers and stations, with optional command points and terrain.",
  },
  {
    id: "bench",
    name: "Bench Fighting",
    source: "text 001",
    text: "A paper battle of ten skirmishes drawn from one pool of points. Each fighter and vehicle is a squad worth its credits; each skirmish places squads in four positions and settles each clash with a d100 and the difference in points. You may set positions by hand for any skirmish or let the app choose.",
  },
  {
    id: "bang",
    name: "Bang!",
    source: "text 000",
    text: "An arena free-for-all for fighters only (vehicles stay out) with powder kegs that can go off and set each other off. Good for a grudge match between a few fighters.",
  },
] as const;

export default function SkirmishHelp() {
  return (
    <HelpPage title="Skirmish games in brief">
      <p>
        When there is no time for a full game, a skirmish system plays a battle out on paper from your gangs as they stand. On <A href="/skirmish">Skirmish</A>{" "}
        pick a system, the gangs and a seed: the same seed always gives the same game, with its log turn by turn, so anyone can replay it. <em>Odds</em> plays
        many games and gives each side&apos;s chance of a win, a draw or a loss.
      </p>
      <p>
        Who takes part: active fighters not marked to miss the next battle and vehicles ready to roll. A fighter lost in the game counts as out of action, a
        vehicle lost as crippled.
      </p>
      <ul>
        {SYSTEMS.map((s) => (
          <li key={s.id} id={s.id}>
            <strong>{s.name}</strong> <span className="text-stone-600">({s.source})</span>: {s.text}
          </li>
        ))}
      </ul>
      <h2 id="medieval-units">Medieval Strife: what each unit can do</h2>
      <p>
        The text names the unit types of each die and the spells, but not what each unit is good at. The table below is our ruling, read from each unit&apos;s
        name; the battle log names every fighter&apos;s unit type, e.g. <em>Gorbag (d10 Cavalier)</em>.
      </p>
      <MedievalUnitsTable />
      <h2 id="campaign">In a campaign</h2>
      <p>
        <em>Record a battle</em> on a campaign page offers <em>resolve it on paper</em>: the server plays the game again with the seed and rules you chose and
        records the result, with the seed and rules in the battle&apos;s notes. It still needs confirming like any battle, and each gang then runs its{" "}
        <A href="/help/post-game">post-game</A>.
      </p>
    </HelpPage>
  );
}

const signed = (n: number): string => (n > 0 ? `+${n}` : n < 0 ? `−${-n}` : "");

/** The abilities table the engine plays with (DEFAULT_ABILITIES), one row per unit type, by die. */
function MedievalUnitsTable() {
  const rows = Object.entries(MEDIEVAL_UNITS).flatMap(([die, types]) => types.map((type) => ({ die, type, ...DEFAULT_ABILITIES[type] })));
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm [&_td]:px-1 [&_th]:px-1">
        <caption className="sr-only">Medieval Strife unit types: attack, defence, spells and more</caption>
        <thead>
          <tr>
            <th scope="col">Die</th>
            <th scope="col">Unit</th>
            <th scope="col">Attack</th>
            <th scope="col">Defence</th>
            <th scope="col">Spells and more</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.type} className="border-t border-stone-200">
              <td>d{r.die}</td>
              <th scope="row" className="font-normal">
                {r.type}
              </th>
              <td>{signed(r.attack)}</td>
              <td>{signed(r.defence)}</td>
              <td>{[...r.spells, "archer" in r ? "archer (field themes)" : "flanker" in r ? "may add 1 when it flanks" : ""].filter(Boolean).join(", ")}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
