"use client";
import { useFieldArray, useFormContext, useWatch } from "react-hook-form";
import type { Pack } from "@/lib/packs/schema/pack";
import { FIGHTER_TYPE_NAMES, FIGHTER_TYPES, STAT_NAMES } from "@/lib/rules/tables/fighters";
import { addButton, CheckboxList, Entry, Input, Select } from "./inputs";
import { NEW } from "./form-values";

/** What a type may buy: items of the pack (as saved; new weapons are listed once Weapons is saved), each at this type's price. */
function EquipmentList({ t, pack }: { t: number; pack: Pack }) {
  const { control } = useFormContext();
  const list = useFieldArray({ control, name: `fighterTypes.${t}.equipment`, keyName: "fieldKey" });
  const items = [
    { value: "", label: "Choose an item" },
    ...pack.weapons.map((w) => ({ value: w.id, label: `${w.name} (weapon, ${w.cost})` })),
    ...pack.wargear.map((w) => ({ value: w.id, label: `${w.name} (wargear, ${w.cost})` })),
  ];
  return (
    <fieldset className="min-w-0 space-y-1">
      <legend className="text-xs font-medium text-stone-800">May buy (at this type&apos;s price)</legend>
      {list.fields.map((f, j) => (
        <div key={f.fieldKey} className="flex flex-wrap items-start gap-2">
          <Select name={`fighterTypes.${t}.equipment.${j}.item`} label={`Item ${j + 1}`} options={items} className="min-w-40 flex-1" />
          <Input name={`fighterTypes.${t}.equipment.${j}.cost`} label="Price" kind="number" size="narrow" />
          <button type="button" onClick={() => list.remove(j)} className="mt-5 rounded border border-red-700 px-2 py-1 text-xs text-red-800">
            Remove item {j + 1}
          </button>
        </div>
      ))}
      <button type="button" className={addButton} onClick={() => list.append(NEW.equipment())}>
        Add an item to the list
      </button>
    </fieldset>
  );
}

/** Fighter types: name, rules role, profile, cost, how many, what each may buy and learn. */
export function FighterTypesSection({ pack }: { pack: Pack }) {
  const { control } = useFormContext();
  const types = useFieldArray({ control, name: "fighterTypes", keyName: "fieldKey" });
  const names = useWatch({ control, name: "fighterTypes" }) as { name?: string }[] | undefined;
  const roles = FIGHTER_TYPES.map((r) => ({ value: r, label: FIGHTER_TYPE_NAMES[r] }));
  const categories = pack.skillCategories.map((c) => ({ value: c.id, label: c.name }));
  return (
    <div className="space-y-3">
      <p className="text-sm text-stone-700">The rules role is what the vehicle rules read (a gunner is a Leader, Champion or Specialist).</p>
      {types.fields.map((f, i) => (
        <Entry
          key={f.fieldKey}
          legend={`Fighter type ${i + 1}${names?.[i]?.name ? `: ${names[i]!.name}` : ""}`}
          removeLabel={`Remove fighter type ${i + 1}`}
          onRemove={() => types.remove(i)}
        >
          <div className="grid grid-cols-2 gap-2 sm:grid-cols-6">
            <Input name={`fighterTypes.${i}.id`} label="Id" hint="Fighters remember it" />
            <Input name={`fighterTypes.${i}.name`} label="Name" />
            <Select name={`fighterTypes.${i}.role`} label="Rules role" options={roles} />
            <Input name={`fighterTypes.${i}.cost`} label="Cost (credits)" kind="number" />
            <Input name={`fighterTypes.${i}.min`} label="At least" kind="number" hint="0: none needed" />
            <Input name={`fighterTypes.${i}.max`} label="At most" kind="nullable-number" hint="Empty: no limit" />
          </div>
          <fieldset className="min-w-0">
            <legend className="text-xs font-medium text-stone-800">Profile</legend>
            <div className="grid grid-cols-6 gap-1 sm:grid-cols-12">
              {STAT_NAMES.map((s) => (
                <Input key={s} name={`fighterTypes.${i}.profile.${s}`} label={s} kind="number" />
              ))}
            </div>
          </fieldset>
          <EquipmentList t={i} pack={pack} />
          <CheckboxList name={`fighterTypes.${i}.skillCategories`} legend="Skill categories it may learn" options={categories} />
        </Entry>
      ))}
      <button type="button" className={addButton} onClick={() => types.append(NEW.fighterType())}>
        Add a fighter type
      </button>
    </div>
  );
}
