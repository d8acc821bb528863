"use client";
import { useFieldArray, useFormContext, useWatch } from "react-hook-form";
import { addButton, Checkbox, Entry, Input, Select } from "./inputs";
import { NEW } from "./form-values";

export function AboutSection() {
  return (
    <div className="grid gap-2 sm:grid-cols-2">
      <Input name="name" label="Pack name" />
      <Input name="about" label="About" size="wide" hint="What the pack is and where its numbers come from, on one line" />
    </div>
  );
}

export function WargearSection() {
  const { control } = useFormContext();
  const gear = useFieldArray({ control, name: "wargear", keyName: "fieldKey" });
  return (
    <div className="space-y-3">
      {gear.fields.map((f, i) => (
        <Entry key={f.fieldKey} legend={`Wargear ${i + 1}`} removeLabel={`Remove wargear ${i + 1}`} onRemove={() => gear.remove(i)}>
          <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
            <Input name={`wargear.${i}.id`} label="Id" hint="Shares one list of ids with the weapons" />
            <Input name={`wargear.${i}.name`} label="Name" />
            <Input name={`wargear.${i}.cost`} label="Cost (credits)" kind="number" />
            <Input name={`wargear.${i}.text`} label="What it does" />
          </div>
        </Entry>
      ))}
      <button type="button" className={addButton} onClick={() => gear.append(NEW.wargear())}>
        Add wargear
      </button>
    </div>
  );
}

/** Skill categories and their skills, in one form (a skill names its category). */
export function SkillsSection() {
  const { control } = useFormContext();
  const cats = useFieldArray({ control, name: "skillCategories", keyName: "fieldKey" });
  const skills = useFieldArray({ control, name: "skills", keyName: "fieldKey" });
  const catValues = (useWatch({ control, name: "skillCategories" }) as { id?: string; name?: string }[] | undefined) ?? [];
  const options = [{ value: "", label: "Choose a category" }, ...catValues.filter((c) => c.id).map((c) => ({ value: c.id!, label: c.name || c.id! }))];
  return (
    <div className="space-y-4">
      <div className="space-y-2">
        <h3 className="font-semibold">Categories</h3>
        {cats.fields.map((f, i) => (
          <Entry key={f.fieldKey} legend={`Category ${i + 1}`} removeLabel={`Remove category ${i + 1}`} onRemove={() => cats.remove(i)}>
            <div className="grid grid-cols-2 gap-2">
              <Input name={`skillCategories.${i}.id`} label="Id" />
              <Input name={`skillCategories.${i}.name`} label="Name" />
            </div>
          </Entry>
        ))}
        <button type="button" className={addButton} onClick={() => cats.append(NEW.skillCategory())}>
          Add a category
        </button>
      </div>
      <div className="space-y-2">
        <h3 className="font-semibold">Skills</h3>
        {skills.fields.map((f, i) => (
          <Entry key={f.fieldKey} legend={`Skill ${i + 1}`} removeLabel={`Remove skill ${i + 1}`} onRemove={() => skills.remove(i)}>
            <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
              <Input name={`skills.${i}.id`} label="Id" />
              <Input name={`skills.${i}.name`} label="Name" />
              <Select name={`skills.${i}.category`} label="Category" options={options} />
              <Input name={`skills.${i}.text`} label="What it does" />
            </div>
          </Entry>
        ))}
        <button type="button" className={addButton} onClick={() => skills.append(NEW.skill(catValues[0]?.id ?? ""))}>
          Add a skill
        </button>
      </div>
    </div>
  );
}

/** Experience per battle and the income rule; either may be left out. */
export function RulesSection() {
  const { control } = useFormContext();
  const xp = useWatch({ control, name: "experience.enabled" });
  const income = useWatch({ control, name: "income.enabled" });
  const kind = useWatch({ control, name: "income.kind" });
  return (
    <div className="space-y-4">
      <fieldset className="space-y-2 rounded border border-stone-300 bg-white p-3">
        <legend className="px-1 text-sm font-semibold">Experience</legend>
        <Checkbox name="experience.enabled" label="This pack sets the experience per battle" />
        {xp ? (
          <div className="grid grid-cols-3 gap-2">
            <Input name="experience.forTakingPart" label="For taking part" kind="number" />
            <Input name="experience.perKill" label="Per kill" kind="number" />
            <Input name="experience.perOutOfAction" label="Per enemy out of action" kind="number" />
          </div>
        ) : (
          <p className="text-sm text-stone-600">Left out: 1 each for taking part, a kill and an enemy put out of action.</p>
        )}
      </fieldset>
      <fieldset className="space-y-2 rounded border border-stone-300 bg-white p-3">
        <legend className="px-1 text-sm font-semibold">Income</legend>
        <Checkbox name="income.enabled" label="This pack sets the income after each battle" />
        {income && (
          <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
            <Select
              name="income.kind"
              label="Income by"
              options={[
                { value: "by-result", label: "The result" },
                { value: "dice", label: "A dice roll" },
              ]}
            />
            {kind === "dice" ? (
              <Input name="income.roll" label="Dice" hint='e.g. "D6x10" or "2D6x10+20"' />
            ) : (
              <>
                <Input name="income.win" label="Win (credits)" kind="number" />
                <Input name="income.draw" label="Draw (credits)" kind="number" />
                <Input name="income.loss" label="Loss (credits)" kind="number" />
              </>
            )}
          </div>
        )}
      </fieldset>
    </div>
  );
}
