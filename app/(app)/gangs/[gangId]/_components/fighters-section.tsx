import type { EquipmentItem } from "@/lib/catalogue/equipment";
import { fighterProfileGroups, WeaponProfiles } from "@/app/_components/weapon-profiles";
import { fighterAtPackPrices, packOfFighter, typeLabelIn, typeLimitIssuesIn } from "@/lib/packs/gang-packs";
import { DRIVING_SKILLS, FIGHTER_STATUSES, FIGHTER_TYPE_NAMES, FIGHTER_TYPES, STAT_NAMES, drivingSkill, type Roster } from "@/lib/rules";
import { fighterCostText } from "@/lib/rules/printout";
import { OpForm } from "./op-form";
import { buyChoices, mapChoices, recruitChoices, type GangPack } from "./pack-options";
import { PackOpForm } from "./pack-op-form";
import { RecruitForm } from "./recruit-form";

const typeOptions = FIGHTER_TYPES.map((t) => ({ value: t, label: FIGHTER_TYPE_NAMES[t] }));
const statusOptions = FIGHTER_STATUSES.map((s) => ({ value: s, label: s[0]!.toUpperCase() + s.slice(1) }));

export function FightersSection({ gangId, version, roster, catalogue, packs = [] }: { gangId: string; version: number; roster: Roster; catalogue: EquipmentItem[]; packs?: GangPack[] }) {
  const items = catalogue.map((i) => ({ value: i.id, label: `${i.name} (${i.cost})${i.traits.length ? ` [${i.traits.join(", ")}]` : ""}` }));
  const read = packs.map((p) => p.pack);
  // each pack type's limits, in the pack's words, for the packs the gang has fighters from
  const limits = typeLimitIssuesIn(roster, read);
  const mapTo = mapChoices(packs);
  return (
    <section aria-labelledby="fighters-heading" className="space-y-3">
      <h2 id="fighters-heading" className="text-xl font-semibold">Fighters</h2>
      {roster.fighters.length === 0 && <p className="rounded border border-dashed border-stone-400 p-3 text-stone-700">No fighters yet. Recruit your first below.</p>}
      {limits.length > 0 && (
        <div role="status" className="rounded border border-amber-600 bg-amber-50 p-3 text-sm">
          <h3 className="font-semibold">Fighter type limits</h3>
          <ul className="list-disc pl-5">{limits.map((i) => <li key={i.message}>{i.message}</li>)}</ul>
        </div>
      )}
      <ul className="space-y-2">
        {roster.fighters.map((f) => (
          <li key={f.id} className="rounded border border-stone-300 bg-white p-3">
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <h3 className="font-semibold">{f.name} <span className="font-normal text-stone-600">· {typeLabelIn(read, f)} · {f.status} · {f.xp} XP</span></h3>
              {f.missesNextBattle && <span className="text-sm text-amber-800">Misses next battle: {f.missesNextBattle}</span>}
            </div>
            {/* the stat line wraps on a phone rather than hiding Ld, Cl, Wil and Int off the edge */}
            <p className="flex flex-wrap gap-x-3 font-mono text-xs">
              {STAT_NAMES.map((s) => <span key={s} className="whitespace-nowrap">{s} {f.stats[s]}</span>)}
            </p>
            <p className="text-sm text-stone-700">
              Cost {fighterCostText(fighterAtPackPrices(read, f))} · Equipment: {f.equipment.map((e) => e.name).join(", ") || "none"} · Skills: {f.skills.join(", ") || "none"} · Injuries: {f.injuries.join(", ") || "none"} · Driving skills: {f.drivingSkills.map((s) => drivingSkill(s).name).join(", ") || "none"}
            </p>
            <WeaponProfiles groups={fighterProfileGroups(f)} caption={`Weapon profiles of ${f.name}`} className="max-w-xl" />
            <details className="mt-2">
              <summary className="cursor-pointer text-sm text-rust-700">Edit {f.name}</summary>
              <div className="mt-2 space-y-3">
                <OpForm gangId={gangId} version={version} type="editFighter" fixed={{ fighterId: f.id }} primaryField="status" submitLabel="Save fighter" subject={f.name}
                  confirmWhen={f.status === "dead" ? undefined : { field: "status", equals: "dead", message: `Mark ${f.name} as dead? He leaves any crew and takes no further part in the campaign.` }}
                  defaults={{ name: f.name, fighterType: f.type, cost: f.cost, status: f.status, xp: f.xp, skills: f.skills.join(", "), injuries: f.injuries.join(", "), ...f.stats }}
                  fields={[
                    { name: "name", label: "Name", kind: "text" },
                    { name: "fighterType", label: "Type", kind: "select", options: typeOptions },
                    { name: "cost", label: "Cost", kind: "number" },
                    { name: "status", label: "Status", kind: "select", options: statusOptions },
                    { name: "xp", label: "XP", kind: "number" },
                    ...STAT_NAMES.map((s) => ({ name: s, label: s, kind: "number" as const, narrow: true })),
                    { name: "skills", label: "Skills", kind: "text", hint: "Comma separated" },
                    { name: "injuries", label: "Injuries", kind: "text", hint: "Comma separated" },
                  ]} />
                <ul className="flex flex-wrap gap-2" aria-label={`Equipment of ${f.name}`}>
                  {f.equipment.map((e, i) => (
                    <li key={i}>
                      <OpForm gangId={gangId} version={version} type="removeEquipment" fixed={{ fighterId: f.id, index: String(i) }} primaryField="fighterId" fields={[]}
                        submitLabel={`Remove ${e.name}`} confirm={`Take the ${e.name} from ${f.name}? No credits are paid back.`} />
                    </li>
                  ))}
                </ul>
                <PackPurchase gangId={gangId} version={version} packs={packs} fighter={f} />
                {!packOfFighter(read, f) && mapTo.length > 0 && (
                  <div>
                    <p className="text-sm text-stone-700">{f.name} is a custom type. Map him to a pack type to read its limits, list and prices; his stats, kit and experience stay.</p>
                    <PackOpForm gangId={gangId} version={version} type="mapFighterType" fixed={{ fighterId: f.id }} primaryField="fighterType" submitLabel="Map to a pack type" subject={f.name}
                      defaults={{ fighterType: mapTo[0]!.options[0]!.value }} fields={[{ name: "fighterType", label: "Pack type", kind: "select", groups: mapTo }]} />
                  </div>
                )}
                <OpForm gangId={gangId} version={version} type="giveEquipment" fixed={{ fighterId: f.id }} primaryField="itemId" submitLabel="Give equipment" subject={f.name}
                  defaults={{ itemId: items[0]?.value ?? "", bought: true }}
                  fields={[{ name: "itemId", label: "Equipment", kind: "select", options: items }, { name: "bought", label: "Buy it (pay from credits)", kind: "checkbox" }]} />
                <OpForm gangId={gangId} version={version} type="drivingSkill" fixed={{ fighterId: f.id }} primaryField="skillId" submitLabel="Add driving skill" subject={f.name}
                  fields={[{ name: "skillId", label: "Driving skill", kind: "select", options: DRIVING_SKILLS.map((s) => ({ value: s.id, label: `${s.roll}: ${s.name}` })) }]} />
                <OpForm gangId={gangId} version={version} type="removeFighter" fixed={{ fighterId: f.id }} primaryField="fighterId" fields={[]}
                  submitLabel={`Remove ${f.name}`} confirm={`Remove ${f.name} from the roster? No credits are paid back.`} />
              </div>
            </details>
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

/** Buying from the fighter's type's list (or, for a custom type, any pack's items at their own price). */
function PackPurchase({ gangId, version, packs, fighter }: { gangId: string; version: number; packs: GangPack[]; fighter: Roster["fighters"][number] }) {
  const groups = buyChoices(packs, fighter);
  if (groups.length === 0) return null;
  return (
    <PackOpForm gangId={gangId} version={version} type="buyFromPack" fixed={{ fighterId: fighter.id }} primaryField="item" submitLabel="Buy from the pack" subject={fighter.name}
      defaults={{ item: groups[0]!.options[0]!.value }} fields={[{ name: "item", label: "From the pack", kind: "select", groups, hint: "At the price his type pays" }]} />
  );
}
