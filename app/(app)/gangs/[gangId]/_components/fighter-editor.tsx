"use client";
import { DRIVING_SKILLS } from "@/lib/rules/tables/driving-skills";
import { FIGHTER_STATUSES, FIGHTER_TYPE_NAMES, FIGHTER_TYPES, STAT_NAMES } from "@/lib/rules/tables/fighters";
import type { Fighter } from "@/lib/rules/roster/schema";
import { useGangForms } from "./gang-forms";
import { OpForm } from "./op-form";
import { PackOpForm } from "./pack-op-form";

const typeOptions = FIGHTER_TYPES.map((t) => ({ value: t, label: FIGHTER_TYPE_NAMES[t] }));
const statusOptions = FIGHTER_STATUSES.map((s) => ({ value: s, label: s[0]!.toUpperCase() + s.slice(1) }));

/**
 * A fighter's forms (edit, equipment, pack purchases, driving skill, remove): built in the browser
 * when "Edit" is opened. `customType` says he is of no pack's type, so he may be mapped to one.
 */
export function FighterEditor({ fighter: f, customType }: { fighter: Fighter; customType: boolean }) {
  const { gangId, version, items, mapTo, buyLists, buyListOf } = useGangForms();
  const buy = buyLists[buyListOf[f.id] ?? -1] ?? [];
  return (
    <div className="mt-2 space-y-3">
      <OpForm
        gangId={gangId}
        version={version}
        type="editFighter"
        fixed={{ fighterId: f.id }}
        primaryField="status"
        submitLabel="Save fighter"
        subject={f.name}
        confirmWhen={
          f.status === "dead"
            ? undefined
            : { field: "status", equals: "dead", message: `Mark ${f.name} as dead? He leaves any crew and takes no further part in the campaign.` }
        }
        defaults={{
          name: f.name,
          fighterType: f.type,
          cost: f.cost,
          status: f.status,
          xp: f.xp,
          skills: f.skills.join(", "),
          injuries: f.injuries.join(", "),
          ...f.stats,
        }}
        fields={[
          { name: "name", label: "Name", kind: "text" },
          { name: "fighterType", label: "Type", kind: "select", options: typeOptions },
          { name: "cost", label: "Cost", kind: "number" },
          { name: "status", label: "Status", kind: "select", options: statusOptions },
          { name: "xp", label: "XP", kind: "number" },
          ...STAT_NAMES.map((s) => ({ name: s, label: s, kind: "number" as const, narrow: true })),
          { name: "skills", label: "Skills", kind: "text", hint: "Comma separated" },
          { name: "injuries", label: "Injuries", kind: "text", hint: "Comma separated" },
        ]}
      />
      <ul className="flex flex-wrap gap-2" aria-label={`Equipment of ${f.name}`}>
        {f.equipment.map((e, i) => (
          <li key={i}>
            <OpForm
              gangId={gangId}
              version={version}
              type="removeEquipment"
              fixed={{ fighterId: f.id, index: String(i) }}
              primaryField="fighterId"
              fields={[]}
              submitLabel={`Remove ${e.name}`}
              confirm={`Take the ${e.name} from ${f.name}? No credits are paid back.`}
            />
          </li>
        ))}
      </ul>
      {buy.length > 0 && (
        <PackOpForm
          gangId={gangId}
          version={version}
          type="buyFromPack"
          fixed={{ fighterId: f.id }}
          primaryField="item"
          submitLabel="Buy from the pack"
          subject={f.name}
          defaults={{ item: buy[0]!.options[0]!.value }}
          fields={[{ name: "item", label: "From the pack", kind: "select", groups: buy, hint: "At the price his type pays" }]}
        />
      )}
      {customType && mapTo.length > 0 && (
        <div>
          <p className="text-sm text-stone-700">
            {f.name} is a custom type. Map him to a pack type to read its limits, list and prices; his stats, kit and experience stay.
          </p>
          <PackOpForm
            gangId={gangId}
            version={version}
            type="mapFighterType"
            fixed={{ fighterId: f.id }}
            primaryField="fighterType"
            submitLabel="Map to a pack type"
            subject={f.name}
            defaults={{ fighterType: mapTo[0]!.options[0]!.value }}
            fields={[{ name: "fighterType", label: "Pack type", kind: "select", groups: mapTo }]}
          />
        </div>
      )}
      <OpForm
        gangId={gangId}
        version={version}
        type="giveEquipment"
        fixed={{ fighterId: f.id }}
        primaryField="itemId"
        submitLabel="Give equipment"
        subject={f.name}
        defaults={{ itemId: items[0]?.value ?? "", bought: true }}
        fields={[
          { name: "itemId", label: "Equipment", kind: "select", options: items },
          { name: "bought", label: "Buy it (pay from credits)", kind: "checkbox" },
        ]}
      />
      <OpForm
        gangId={gangId}
        version={version}
        type="drivingSkill"
        fixed={{ fighterId: f.id }}
        primaryField="skillId"
        submitLabel="Add driving skill"
        subject={f.name}
        fields={[
          { name: "skillId", label: "Driving skill", kind: "select", options: DRIVING_SKILLS.map((s) => ({ value: s.id, label: `${s.roll}: ${s.name}` })) },
        ]}
      />
      <OpForm
        gangId={gangId}
        version={version}
        type="removeFighter"
        fixed={{ fighterId: f.id }}
        primaryField="fighterId"
        fields={[]}
        submitLabel={`Remove ${f.name}`}
        confirm={`Remove ${f.name} from the roster? No credits are paid back.`}
      />
    </div>
  );
}
