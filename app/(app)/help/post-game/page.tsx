import type { Metadata } from "next";
import { A, HelpPage } from "../_components/help-page";

export const metadata: Metadata = { title: "The post-game, step by step" };

const STEPS = [
  {
    id: "back",
    title: "Back from the last battle",
    text: "Fighters and vehicles that had to sit out this battle (a fighter left behind to strip a wreck, a vehicle benched) are free again for the next one.",
  },
  {
    id: "experience",
    title: "Experience",
    text: "Each fighter's experience for this battle, worked out from the record (taking part, kills, enemies taken out of action, the scenario's extra experience) with the amounts the campaign's pack gives. Nothing to choose; check it against the record.",
  },
  {
    id: "permanent-damage",
    title: "Permanent damage",
    text: "One step per vehicle recorded crippled or wrecked: a D66 roll on the vehicle permanent damage table (003, Wreck and Ruin). The row is shown with its effect. If the roll says the vehicle is destroyed and the other side bottled out, name who stays behind to strip it.",
  },
  {
    id: "strip-wrecks",
    title: "Strip the other side's wrecks",
    text: "When a gang that bottled out lost a vehicle for good, the gang that held the field may leave one fighter behind to strip it for 2D6×10 credits; that fighter misses the next battle.",
  },
  {
    id: "injuries",
    title: "Lasting injuries and deaths",
    text: "For each fighter out of action: a roll on the pack's lasting-injury table, dead without a roll, or nothing. A dead driver's seat goes to another fighter of your choice; a dead gunner's only to a Leader, Champion or Specialist.",
  },
  { id: "driver-experience", title: "Driver experience", text: "Drivers gain extra experience for damaging rams and for foot fighters run over, as recorded." },
  {
    id: "driving-skills",
    title: "Driving skills",
    text: "A nominated driver may take a skill from the driving skills table instead of his usual ones: a D6, re-rolled when he has the skill already.",
  },
  {
    id: "advances",
    title: "Advances",
    text: "Spend experience on the pack's advances, chosen or rolled; the cost and the new value are shown before you confirm.",
  },
  {
    id: "techpriest",
    title: "Rogue Techpriest",
    text: "A Leader or Champion may visit the Techpriest for a custom upgrade on a vehicle: the price is rolled, (D3+3)×10 credits, and written out in words, for example “D3 = 2, (2+3)×10 = 50 credits”. Taking the same upgrade again on one vehicle brings its penalty. A gang that cannot pay the price gets nothing and pays nothing.",
  },
  { id: "income", title: "Income", text: "The credits the campaign's pack gives for the result (a fixed amount per result, or a dice roll)." },
  {
    id: "credits",
    title: "Credits",
    text: "Any other income or payment from the battle (a scenario's reward, say), each with its reason, so the ledger stays complete.",
  },
  {
    id: "hulk-salvage",
    title: "Hulk salvage",
    text: "A gang left with no working vehicle and too few credits to buy the cheapest one loses its credits and its stash and gets a hulk from the salvage yard (003, Wreck and Ruin); you may name the hulk. Most battles, nothing happens here.",
  },
  {
    id: "reminders",
    title: "Reminders",
    text: "What the roster still needs from you, such as a role to recruit again after a death; nothing is bought for you.",
  },
  {
    id: "summary",
    title: "Summary",
    text: "Every roll with its dice, every table row and every change, with credits and gang rating before and after. Nothing is applied until you confirm. Your answers are kept in the browser tab through a reload until then (Start over drops them).",
  },
] as const;

export default function PostgameHelp() {
  return (
    <HelpPage title="The post-game, step by step">
      <p>
        After a confirmed battle each gang runs its post-game from the battle in the campaign&apos;s history (<em>Run post-game</em>). The wizard offers only
        the steps that apply to your gang after this battle. Dice are the app&apos;s, or yours typed in as you rolled them at the table.
      </p>
      <ol>
        {STEPS.map((s) => (
          <li key={s.id} id={s.id}>
            <strong>{s.title}.</strong> {s.text}
          </li>
        ))}
      </ol>
      <h2 id="undo">Undo</h2>
      <p>
        A post-game can be undone as a whole: the gang goes back exactly as it was before it, and the post-game can be run again. You may undo your own until
        your gang&apos;s next battle is recorded; after that only an organiser may, and an organiser may at any time. An undo is refused when the gang has
        changed since the post-game: undo those changes first.
      </p>
      <p>
        See also <A href="/help/getting-started#campaigns">playing in a campaign</A>.
      </p>
    </HelpPage>
  );
}
