"use client";
// Advances bought with experience (issue 13): the pack's advances chosen, or rolled on its table,
// with the skill category and the skill where the advance leaves them to the player.
import { useEffect } from "react";
import { useFieldArray, useFormContext, useWatch } from "react-hook-form";
import type { PostgameFormValues } from "@/lib/contracts/postgame";
import type { FighterHalfPlan } from "@/lib/rules/postgame/fighter-plan";
import type { PostgamePlan } from "@/lib/rules/postgame/plan";
import { DiceChoice, errorAt, FieldErrorText, RadioGroupField, SelectField } from "./form-controls";
import { diceHint } from "./fighter-panels";
import { useDead, useForgetTheDead } from "./step-panels";

type Advances = NonNullable<FighterHalfPlan["advances"]>;
type Candidate = Advances["fighters"][number];
type Answer = NonNullable<PostgameFormValues["advances"]>[number] | undefined;

/** What one answer asks for, given the fighter and the advance: which of category, skill and dice. */
function asks(adv: Advances, who: Candidate | undefined, a: Answer) {
  const open = (who?.categories ?? []).filter((c) => adv.categories.find((x) => x.id === c)?.skills.some((s) => who!.skillsLeft.includes(s.id)));
  const effects =
    a?.how === "rolled"
      ? (adv.roll?.advancementIds ?? []).flatMap((id) => adv.options.filter((o) => o.id === id).map((o) => o.effect))
      : adv.options.filter((o) => o.id === a?.advancementId).map((o) => o.effect);
  const skills = effects.flatMap((e) => (e.kind === "skill" ? [e] : []));
  const anyCategory = skills.some((e) => e.category === null);
  const fixed = skills.find((e) => e.category !== null)?.category ?? null;
  const category = a?.categoryId || (anyCategory ? (open.length === 1 ? open[0]! : "") : (fixed ?? ""));
  return {
    categories: anyCategory && open.length > 1 ? open : [],
    skills:
      skills.some((e) => e.how === "chosen") && category
        ? (adv.categories.find((c) => c.id === category)?.skills ?? []).filter((s) => who?.skillsLeft.includes(s.id))
        : [],
    rolls: a?.how === "rolled" || skills.some((e) => e.how === "random"),
    rolled: a?.how === "rolled",
  };
}

function AdvanceFields({ adv, index: i, remove }: { adv: Advances; index: number; remove: () => void }) {
  const { setValue, getValues } = useFormContext<PostgameFormValues>();
  const a = useWatch<PostgameFormValues, `advances.${number}`>({ name: `advances.${i}` }) as Answer;
  const who = adv.fighters.find((f) => f.fighterId === a?.fighterId);
  const need = asks(adv, who, a);
  // a skill from another category (or one the new fighter knows) is not sent hidden
  const skillIds = need.skills.map((s) => s.id).join(" ");
  useEffect(() => {
    const skill = getValues(`advances.${i}.skillId`);
    if (skill && !skillIds.split(" ").includes(skill)) setValue(`advances.${i}.skillId`, "");
  }, [skillIds, i, getValues, setValue]);
  const later = need.rolled ? "Decide after the roll" : "Choose";
  return (
    <fieldset className="space-y-3 rounded border border-stone-300 p-3">
      <legend className="px-1 font-medium">Advance {i + 1}</legend>
      <div className="grid gap-3 sm:grid-cols-2">
        <SelectField
          name={`advances.${i}.fighterId`}
          label="Who advances"
          options={[{ value: "", label: "Choose who advances" }, ...adv.fighters.map((f) => ({ value: f.fighterId, label: f.name }))]}
          hint={who ? `${who.name}: ${who.xp} XP now, +${who.xpFromBattle} from this battle.` : undefined}
        />
        {adv.roll && (
          <RadioGroupField
            name={`advances.${i}.how`}
            legend="How"
            options={[
              { value: "chosen", label: "Choose it" },
              { value: "rolled", label: `Roll (${adv.roll.xpCost} XP)` },
            ]}
          />
        )}
      </div>
      {a?.how !== "rolled" && (
        <SelectField
          name={`advances.${i}.advancementId`}
          label="Advance"
          options={[{ value: "", label: "Choose the advance" }, ...adv.options.map((o) => ({ value: o.id, label: `${o.name} (${o.xpCost} XP)` }))]}
        />
      )}
      {(need.categories.length > 0 || need.skills.length > 0) && (
        <div className="grid gap-3 sm:grid-cols-2">
          {need.categories.length > 0 && (
            <SelectField
              name={`advances.${i}.categoryId`}
              label={need.rolled ? "Skill category, if the roll gives a skill" : "Skill category"}
              options={[{ value: "", label: later }, ...need.categories.map((c) => ({ value: c, label: adv.categories.find((x) => x.id === c)?.name ?? c }))]}
            />
          )}
          {need.skills.length > 0 && (
            <SelectField
              name={`advances.${i}.skillId`}
              label={need.rolled ? "Skill, if the roll lets you choose" : "Skill"}
              options={[{ value: "", label: later }, ...need.skills.map((s) => ({ value: s.id, label: s.name }))]}
            />
          )}
        </div>
      )}
      {need.rolls && (
        <DiceChoice
          prefix={`advances.${i}`}
          what={`advance ${i + 1}`}
          hint={
            need.rolled && adv.roll
              ? `${diceHint(adv.roll.dice)} If it gives a random skill, add the dice for the skill (a D3 for up to 3 skills, a D6 for up to 6, else a D66).`
              : "The dice for the skill: a D3 (one D6, halved) for up to 3 skills in the category, a D6 for up to 6, else a D66."
          }
        />
      )}
      <button type="button" onClick={remove} className="text-sm text-red-800 underline">
        Remove advance {i + 1}
      </button>
    </fieldset>
  );
}

/** Fighters with enough experience buy advances, one entry each (a fighter may buy several). */
export function AdvancesPanel({ plan }: { plan: PostgamePlan }) {
  const { control, formState } = useFormContext<PostgameFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: "advances" });
  const dead = useDead();
  useForgetTheDead(plan, dead);
  const adv = plan.fighterHalf.advances;
  if (!adv) return null;
  const candidates = { ...adv, fighters: adv.fighters.filter((f) => !dead.has(f.fighterId)) };
  return (
    <div className="space-y-3">
      <p>
        Fighters with at least {adv.cheapest} XP, counting this battle&apos;s, may spend it on an advance from {plan.fighterHalf.packName}
        {adv.roll ? `, chosen or rolled on its table (${adv.roll.dice}, ${adv.roll.xpCost} XP)` : ""}. The experience is checked again when the summary is
        rolled.
      </p>
      {fields.map((f, i) => (
        <AdvanceFields key={f.id} adv={candidates} index={i} remove={() => remove(i)} />
      ))}
      <FieldErrorText id="advances-error" message={errorAt(formState.errors, "advances")} />
      {candidates.fighters.length === 0 ? (
        <p>Nobody left with enough experience: the fighters who had it died in this battle.</p>
      ) : (
        <button
          type="button"
          onClick={() =>
            append({ fighterId: candidates.fighters[0]!.fighterId, how: "chosen", advancementId: "", categoryId: "", skillId: "", mode: "app", faces: "" })
          }
          className="rounded border border-stone-500 px-3 py-2"
        >
          Add an advance
        </button>
      )}
    </div>
  );
}
