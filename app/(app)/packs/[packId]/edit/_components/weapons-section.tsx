"use client";
import { useFieldArray, useFormContext, useWatch } from "react-hook-form";
import { addButton, Entry, Input } from "./inputs";
import { NEW } from "./form-values";

/** One weapon's profile lines: a launcher with two shells has two. */
function ProfileLines({ w }: { w: number }) {
  const { control } = useFormContext();
  const lines = useFieldArray({ control, name: `weapons.${w}.profiles`, keyName: "fieldKey" });
  const at = (l: number, f: string) => `weapons.${w}.profiles.${l}.${f}`;
  return (
    <div className="space-y-2">
      {lines.fields.map((line, l) => (
        <Entry key={line.fieldKey} legend={`Profile line ${l + 1}`} removeLabel={`Remove profile line ${l + 1}`} onRemove={() => lines.remove(l)}>
          <div className="grid grid-cols-3 gap-2 sm:grid-cols-9">
            <Input name={at(l, "name")} label="Line name" className="col-span-3 sm:col-span-2" hint="The weapon's own name when it has one line" />
            <Input name={at(l, "range.short")} label='Short range (")' kind="nullable-number" hint="Empty: none" />
            <Input name={at(l, "range.long")} label='Long range (")' kind="nullable-number" hint="Empty: none" />
            <Input name={at(l, "accuracy.short")} label="Acc. short" kind="number" />
            <Input name={at(l, "accuracy.long")} label="Acc. long" kind="number" />
            <Input name={at(l, "S")} label="S" kind="number-or-text" hint='Or "S+1"' />
            <Input name={at(l, "AP")} label="AP" kind="number" />
            <Input name={at(l, "D")} label="D" kind="number-or-text" hint='Or "D3"' />
            <Input name={at(l, "Ammo")} label="Ammo (2–6)" kind="nullable-number" hint="Empty: no check" />
          </div>
        </Entry>
      ))}
      <button type="button" className={addButton} onClick={() => lines.append(NEW.profileLine())}>
        Add a profile line
      </button>
    </div>
  );
}

/** Weapons: id, name, base price, traits and one or more profile lines each. */
export function WeaponsSection() {
  const { control } = useFormContext();
  const weapons = useFieldArray({ control, name: "weapons", keyName: "fieldKey" });
  const names = useWatch({ control, name: "weapons" }) as { name?: string }[] | undefined;
  return (
    <div className="space-y-3">
      <p className="text-sm text-stone-700">
        A fighter type&apos;s list (Fighter types) sets what each type pays; the price here is the weapon&apos;s own, paid by a custom-type fighter or when
        bolted on a vehicle.
      </p>
      {weapons.fields.map((f, i) => (
        <Entry
          key={f.fieldKey}
          legend={`Weapon ${i + 1}${names?.[i]?.name ? `: ${names[i]!.name}` : ""}`}
          removeLabel={`Remove weapon ${i + 1}`}
          onRemove={() => weapons.remove(i)}
        >
          <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
            <Input name={`weapons.${i}.id`} label="Id" hint="Fighter types' lists name it" />
            <Input name={`weapons.${i}.name`} label="Name" />
            <Input name={`weapons.${i}.cost`} label="Cost (credits)" kind="number" />
            <Input name={`weapons.${i}.traits`} label="Traits" hint="Comma separated, e.g. Blast, Rapid Fire" />
          </div>
          <ProfileLines w={i} />
        </Entry>
      ))}
      <button type="button" className={addButton} onClick={() => weapons.append(NEW.weapon())}>
        Add a weapon
      </button>
    </div>
  );
}
