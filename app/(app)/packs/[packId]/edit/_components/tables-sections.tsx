"use client";
import { useFieldArray, useFormContext, useWatch } from "react-hook-form";
import type { Pack } from "@/lib/packs/schema/pack";
import { TABLE_DICE } from "@/lib/packs/schema/tables";
import { STAT_NAMES } from "@/lib/rules/tables/fighters";
import { addButton, Checkbox, Entry, Input, Select } from "./inputs";
import { NEW } from "./form-values";

const dice = TABLE_DICE.map((d) => ({ value: d, label: d }));
const stats = STAT_NAMES.map((s) => ({ value: s, label: s }));
const EFFECTS = [
  { value: "injury", label: "A named injury on the card" },
  { value: "stat", label: "A stat changes" },
  { value: "miss-next-game", label: "Misses the next game" },
  { value: "recovering", label: "Recovering" },
  { value: "dead", label: "Dead" },
];

function Effects({ r }: { r: number }) {
  const { control } = useFormContext();
  const base = `injuries.rows.${r}.effects`;
  const effects = useFieldArray({ control, name: base, keyName: "fieldKey" });
  const kinds = (useWatch({ control, name: base }) as { kind?: string }[] | undefined) ?? [];
  return (
    <div className="space-y-1">
      {effects.fields.map((f, e) => (
        <div key={f.fieldKey} className="flex flex-wrap items-start gap-2 rounded bg-stone-50 p-1">
          <Select name={`${base}.${e}.kind`} label={`Effect ${e + 1}`} options={EFFECTS} />
          {kinds[e]?.kind === "stat" && (
            <>
              <Select name={`${base}.${e}.stat`} label="Stat" options={stats} />
              <Input name={`${base}.${e}.change`} label="Change" kind="number" size="narrow" hint="e.g. -1" />
            </>
          )}
          {kinds[e]?.kind === "injury" && <Input name={`${base}.${e}.name`} label="Injury name" />}
          <button type="button" onClick={() => effects.remove(e)} className="mt-5 rounded border border-red-700 px-2 py-1 text-xs text-red-800">
            Remove effect {e + 1}
          </button>
        </div>
      ))}
      <button type="button" className={addButton} onClick={() => effects.append(NEW.effect())}>
        Add an effect
      </button>
    </div>
  );
}

/** The lasting-injury table: its dice, and rows whose results must cover every roll exactly once. */
export function InjuriesSection() {
  const { control } = useFormContext();
  const on = useWatch({ control, name: "injuries.enabled" });
  const rows = useFieldArray({ control, name: "injuries.rows", keyName: "fieldKey" });
  return (
    <div className="space-y-3">
      <Checkbox name="injuries.enabled" label="This pack has a lasting-injury table" />
      {on && (
        <>
          <Select name="injuries.dice" label="Rolled with" options={dice} hint="D66 reads the first die as tens (11 to 66)" className="max-w-40" />
          {rows.fields.map((f, r) => (
            <Entry key={f.fieldKey} legend={`Row ${r + 1}`} removeLabel={`Remove row ${r + 1}`} onRemove={() => rows.remove(r)}>
              <div className="grid grid-cols-3 gap-2 sm:grid-cols-4">
                <Input name={`injuries.rows.${r}.from`} label="From" kind="number" />
                <Input name={`injuries.rows.${r}.to`} label="To" kind="number" />
                <Input name={`injuries.rows.${r}.name`} label="Result" className="col-span-3 sm:col-span-2" />
              </div>
              <Effects r={r} />
            </Entry>
          ))}
          <button type="button" className={addButton} onClick={() => rows.append(NEW.injuryRow())}>
            Add a row
          </button>
        </>
      )}
    </div>
  );
}

/** Advances bought with experience: a stat up to a maximum, or a skill chosen or rolled. The roll table is edited in the whole file. */
export function AdvancementsSection({ pack }: { pack: Pack }) {
  const { control } = useFormContext();
  const on = useWatch({ control, name: "advancements.enabled" });
  const options = useFieldArray({ control, name: "advancements.options", keyName: "fieldKey" });
  const effects = (useWatch({ control, name: "advancements.options" }) as { effect?: { kind?: string } }[] | undefined) ?? [];
  const categories = [{ value: "", label: "Any of the type's categories" }, ...pack.skillCategories.map((c) => ({ value: c.id, label: c.name }))];
  return (
    <div className="space-y-3">
      <Checkbox name="advancements.enabled" label="This pack has advancements" />
      {on && (
        <>
          {pack.advancements?.roll && (
            <p className="text-sm text-stone-700">The pack also rolls advances on a {pack.advancements.roll.dice} table: change it in the whole file (JSON).</p>
          )}
          {options.fields.map((f, i) => (
            <Entry key={f.fieldKey} legend={`Advance ${i + 1}`} removeLabel={`Remove advance ${i + 1}`} onRemove={() => options.remove(i)}>
              <div className="grid grid-cols-2 gap-2 sm:grid-cols-6">
                <Input name={`advancements.options.${i}.id`} label="Id" />
                <Input name={`advancements.options.${i}.name`} label="Name" />
                <Input name={`advancements.options.${i}.xpCost`} label="XP cost" kind="number" />
                <Select
                  name={`advancements.options.${i}.effect.kind`}
                  label="Gives"
                  options={[
                    { value: "stat", label: "+1 to a stat" },
                    { value: "skill", label: "A skill" },
                  ]}
                />
                {effects[i]?.effect?.kind === "skill" ? (
                  <>
                    <Select name={`advancements.options.${i}.effect.category`} label="From" options={categories} nullable />
                    <Select
                      name={`advancements.options.${i}.effect.how`}
                      label="How"
                      options={[
                        { value: "chosen", label: "Chosen" },
                        { value: "random", label: "Rolled" },
                      ]}
                    />
                  </>
                ) : (
                  <>
                    <Select name={`advancements.options.${i}.effect.stat`} label="Stat" options={stats} />
                    <Input name={`advancements.options.${i}.effect.max`} label="Up to" kind="number" />
                  </>
                )}
              </div>
            </Entry>
          ))}
          <button type="button" className={addButton} onClick={() => options.append(NEW.advancement())}>
            Add an advance
          </button>
        </>
      )}
    </div>
  );
}
