import { fighterProfileGroups, WeaponProfiles } from "@/app/_components/weapon-profiles";
import { fighterAtPackPrices, packOfFighter, typeLabelIn, typeLimitIssuesIn } from "@/lib/packs/gang-packs";
import { STAT_NAMES, drivingSkill, type Roster } from "@/lib/rules";
import { fighterCostText } from "@/lib/rules/printout";
import { FighterEditor } from "./fighter-editor";
import { WhenOpened } from "./gang-forms";
import { recruitChoices, type GangPack } from "./pack-options";
import { RecruitForm } from "./recruit-form";

export function FightersSection({ gangId, version, roster, packs = [] }: { gangId: string; version: number; roster: Roster; packs?: GangPack[] }) {
  const read = packs.map((p) => p.pack);
  // each pack type's limits, in the pack's words, for the packs the gang has fighters from
  const limits = typeLimitIssuesIn(roster, read);
  return (
    <section aria-labelledby="fighters-heading" className="space-y-3">
      <h2 id="fighters-heading" className="text-xl font-semibold">
        Fighters
      </h2>
      {roster.fighters.length === 0 && (
        <p className="rounded border border-dashed border-stone-400 p-3 text-stone-700">No fighters yet. Recruit your first below.</p>
      )}
      {limits.length > 0 && (
        <div role="status" className="rounded border border-amber-600 bg-amber-50 p-3 text-sm">
          <h3 className="font-semibold">Fighter type limits</h3>
          <ul className="list-disc pl-5">
            {limits.map((i) => (
              <li key={i.message}>{i.message}</li>
            ))}
          </ul>
        </div>
      )}
      {/* the cards' look comes from the list, not a class list per card (the page stays light) */}
      <ul className="space-y-2 [&>li]:rounded [&>li]:border [&>li]:border-stone-300 [&>li]:bg-white [&>li]:p-3">
        {roster.fighters.map((f) => (
          <li key={f.id}>
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <h3 className="font-semibold">
                {`${f.name} `}
                <span className="font-normal text-stone-600">{`· ${typeLabelIn(read, f)} · ${f.status} · ${f.xp} XP`}</span>
              </h3>
              {f.missesNextBattle && <span className="text-sm text-amber-800">Misses next battle: {f.missesNextBattle}</span>}
            </div>
            {/* the stat line wraps on a phone rather than hiding Ld, Cl, Wil and Int off the edge: one
                text, a no-break space inside each stat and two spaces between them */}
            <p className="font-mono text-xs whitespace-pre-wrap">{STAT_NAMES.map((s) => `${s}\u00a0${f.stats[s]}`).join("  ")}</p>
            <p className="text-sm text-stone-700">
              {`Cost ${fighterCostText(fighterAtPackPrices(read, f))} · Equipment: ${f.equipment.map((e) => e.name).join(", ") || "none"} · Skills: ${f.skills.join(", ") || "none"} · Injuries: ${f.injuries.join(", ") || "none"} · Driving skills: ${f.drivingSkills.map((s) => drivingSkill(s).name).join(", ") || "none"}`}
            </p>
            <WeaponProfiles groups={fighterProfileGroups(f)} caption={`Weapon profiles of ${f.name}`} className="max-w-xl" />
            <WhenOpened className="mt-2" summary={`Edit ${f.name}`} summaryClassName="cursor-pointer text-sm text-rust-700">
              <FighterEditor fighter={f} customType={!packOfFighter(read, f)} />
            </WhenOpened>
          </li>
        ))}
      </ul>
      <div className="rounded border border-stone-300 bg-white p-3">
        <h3 className="mb-2 font-semibold">Recruit a fighter</h3>
        <RecruitForm gangId={gangId} version={version} groups={recruitChoices(packs)} />
      </div>
    </section>
  );
}
