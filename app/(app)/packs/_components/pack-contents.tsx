import { WeaponProfiles } from "@/app/_components/weapon-profiles";
import { packItem } from "@/lib/packs/lookup";
import { profileRows } from "@/lib/packs/profiles";
import type { Pack } from "@/lib/packs/schema/pack";
import type { InjuryEffect } from "@/lib/packs/schema/tables";
import { FIGHTER_TYPE_NAMES } from "@/lib/rules/tables/fighters";
import { StatTable } from "@/app/_components/stat-table";

const effectWords = (e: InjuryEffect) =>
  e.kind === "stat"
    ? `${e.stat} ${e.change > 0 ? "+" : ""}${e.change}`
    : e.kind === "miss-next-game"
      ? "misses the next game"
      : e.kind === "recovering"
        ? "recovering"
        : e.kind === "dead"
          ? "dead"
          : `injury: ${e.name}`;
const rolls = (r: { from: number; to: number }) => (r.from === r.to ? String(r.from) : `${r.from}–${r.to}`);

function Section({ id, title, empty, children }: { id: string; title: string; empty: boolean; children: React.ReactNode }) {
  return (
    <section aria-labelledby={id} className="space-y-2">
      <h2 id={id} className="text-xl font-semibold">
        {title}
      </h2>
      {empty ? <p className="text-sm text-stone-600">None in this pack.</p> : children}
    </section>
  );
}

/** Everything a pack holds, read-only, in the order a gang list is read: types, weapons, wargear, skills, tables. */
export function PackContents({ pack }: { pack: Pack }) {
  const category = (id: string) => pack.skillCategories.find((c) => c.id === id)?.name ?? id;
  const itemName = (id: string) => packItem(pack, id)?.item.name ?? id;
  const adv = pack.advancements;
  return (
    <div className="space-y-8">
      <Section id="types-heading" title="Fighter types" empty={pack.fighterTypes.length === 0}>
        <ul className="grid gap-3 md:grid-cols-2">
          {pack.fighterTypes.map((t) => (
            <li key={t.id} className="rounded border border-stone-300 bg-white p-3 text-sm">
              <h3 className="font-semibold">
                {t.name}{" "}
                <span className="font-normal text-stone-600">
                  · {FIGHTER_TYPE_NAMES[t.role]} · {t.cost} credits · {t.min > 0 ? `at least ${t.min}, ` : ""}
                  {t.max === null ? "no limit" : `at most ${t.max}`}
                </span>
              </h3>
              <StatTable
                className="mt-1 w-full table-fixed border-collapse text-center text-xs"
                headRowClassName="border-b border-stone-400"
                thClassName="font-semibold"
                values={t.profile}
              />
              <p className="mt-1">
                <span className="font-semibold">May buy: </span>
                {t.equipment.map((e) => `${itemName(e.item)} (${e.cost})`).join(", ") || "nothing"}
              </p>
              <p>
                <span className="font-semibold">Skills from: </span>
                {t.skillCategories.map(category).join(", ") || "none"}
              </p>
            </li>
          ))}
        </ul>
      </Section>
      <Section id="weapons-heading" title="Weapons" empty={pack.weapons.length === 0}>
        <div className="rounded border border-stone-300 bg-white p-3">
          <WeaponProfiles
            caption="Weapons with their profile lines (base price in brackets)"
            className="max-w-2xl"
            groups={pack.weapons.map((w) => profileRows(w).map((r) => ({ ...r, weapon: `${w.name} (${w.cost})` })))}
          />
        </div>
      </Section>
      <Section id="wargear-heading" title="Wargear" empty={pack.wargear.length === 0}>
        <ul className="space-y-1 text-sm">
          {pack.wargear.map((w) => (
            <li key={w.id}>
              <span className="font-medium">{w.name}</span> ({w.cost}){w.text ? `: ${w.text}` : ""}
            </li>
          ))}
        </ul>
      </Section>
      <Section id="skills-heading" title="Skills" empty={pack.skillCategories.length === 0}>
        <div className="grid gap-3 md:grid-cols-2">
          {pack.skillCategories.map((c) => (
            <div key={c.id} className="rounded border border-stone-300 bg-white p-3 text-sm">
              <h3 className="font-semibold">{c.name}</h3>
              <ol className="list-decimal pl-5">
                {pack.skills
                  .filter((s) => s.category === c.id)
                  .map((s) => (
                    <li key={s.id}>
                      <span className="font-medium">{s.name}</span>
                      {s.text ? `: ${s.text}` : ""}
                    </li>
                  ))}
              </ol>
            </div>
          ))}
        </div>
      </Section>
      <Section id="injuries-heading" title="Lasting injuries" empty={!pack.injuries}>
        {pack.injuries && (
          <table className="w-full border-collapse bg-white text-left text-sm">
            <caption className="text-left text-stone-700">Rolled with {pack.injuries.dice}</caption>
            <thead>
              <tr className="border-b border-stone-500">
                <th scope="col" className="p-1">
                  Roll
                </th>
                <th scope="col" className="p-1">
                  Result
                </th>
                <th scope="col" className="p-1">
                  Effects
                </th>
              </tr>
            </thead>
            <tbody>
              {pack.injuries.rows.map((r, i) => (
                <tr key={i} className="border-b border-stone-200">
                  <td className="p-1">{rolls(r)}</td>
                  <td className="p-1">{r.name}</td>
                  <td className="p-1">{r.effects.map(effectWords).join("; ") || "none"}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </Section>
      <Section id="advancements-heading" title="Advancements" empty={!adv}>
        {adv && (
          <div className="space-y-2">
            <ul className="space-y-1 text-sm">
              {adv.options.map((a) => (
                <li key={a.id}>
                  <span className="font-medium">{a.name}</span> · {a.xpCost} XP ·{" "}
                  {a.effect.kind === "stat"
                    ? `+1 ${a.effect.stat} (up to ${a.effect.max})`
                    : `a skill ${a.effect.how === "chosen" ? "chosen" : "rolled"} from ${a.effect.category ? category(a.effect.category) : "any category of the type"}`}
                </li>
              ))}
            </ul>
            {adv.roll && (
              <p className="text-sm">
                Rolled instead ({adv.roll.xpCost} XP, {adv.roll.dice}):{" "}
                {adv.roll.rows.map((r) => `${rolls(r)} ${adv.options.find((a) => a.id === r.advancement)?.name ?? r.advancement}`).join("; ")}.
              </p>
            )}
          </div>
        )}
      </Section>
      <section aria-labelledby="rules-heading" className="space-y-1 text-sm">
        <h2 id="rules-heading" className="text-xl font-semibold">
          Experience and income
        </h2>
        <p>
          {pack.experience
            ? `Experience: ${pack.experience.forTakingPart} for taking part, ${pack.experience.perKill} per kill, ${pack.experience.perOutOfAction} per enemy put out of action.`
            : "Experience: not set (1 each for taking part, a kill and an enemy put out of action)."}
        </p>
        <p>
          {pack.income
            ? pack.income.kind === "dice"
              ? `Income: ${pack.income.roll} credits after each battle.`
              : `Income: ${pack.income.win} credits for a win, ${pack.income.draw} for a draw, ${pack.income.loss} for a loss.`
            : "Income: not set."}
        </p>
      </section>
    </div>
  );
}
