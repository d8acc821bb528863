"use client";
import { useEffect } from "react";
import { useFieldArray, useFormContext, useWatch } from "react-hook-form";
import type { PostgameFormValues } from "@/lib/contracts/postgame";
import { CUSTOM_UPGRADES } from "@/lib/rules/tables/techpriest";
import type { PostgamePlan } from "@/lib/rules/postgame/plan";
import type { KnownWreckRoll } from "@/lib/rules/postgame/wrecks";
import { PERMANENT_DAMAGE_TABLE } from "@/lib/rules/tables/permanent-damage";
import { CheckboxField, DiceChoice, errorAt, FieldErrorText, SelectField, TextField, type Choice } from "./form-controls";
import { deadIn, nobodyLeftToRoll, stillAlive } from "./who-is-left";

const nobody = (label: string): Choice => ({ value: "", label });

/** The fighters answered "Died (no roll)" (a roll's death is only known at the summary). */
export function useDead(): Set<string> {
  return deadIn(useWatch<PostgameFormValues, "injuries">({ name: "injuries" }));
}

/**
 * Answers that name a fighter since answered dead are dropped, so they are not sent hidden (their
 * lists no longer offer him): a driving skill roll is unticked, a Techpriest visit asks again who
 * visits, an advance asks again who advances, and the permanent damage picks (who strips a wreck,
 * who stays to fix a mangled vehicle) go back to nobody.
 */
export function useForgetTheDead(plan: PostgamePlan, dead: Set<string>) {
  const { getValues, setValue } = useFormContext<PostgameFormValues>();
  // The ids as one string: dead is a new Set on every render, the fighters in it rarely change.
  const ids = [...dead].sort().join(" ");
  useEffect(() => {
    const gone = new Set(ids.split(" ").filter(Boolean));
    plan.drivers.forEach((d, i) => {
      if (gone.has(d.fighterId) && getValues(`drivingSkills.${i}.gained`)) setValue(`drivingSkills.${i}.gained`, false);
    });
    (getValues("techpriest") ?? []).forEach((t, i) => {
      if (gone.has(t.visitorId)) setValue(`techpriest.${i}.visitorId`, "");
    });
    (getValues("advances") ?? []).forEach((a, i) => {
      if (a?.fighterId && gone.has(a.fighterId)) setValue(`advances.${i}.fighterId`, "");
    });
    (getValues("wreckStrips") ?? []).forEach((w, i) => {
      if (w?.stripperId && gone.has(w.stripperId)) setValue(`wreckStrips.${i}.stripperId`, "");
    });
    (getValues("permanentDamage") ?? []).forEach((p, i) => {
      if (p?.stripperId && gone.has(p.stripperId)) setValue(`permanentDamage.${i}.stripperId`, "");
      if (p?.benchFighterId && gone.has(p.benchFighterId)) setValue(`permanentDamage.${i}.benchFighterId`, "");
    });
  }, [ids, plan, getValues, setValue]);
}

/** A roll made already in another gang's post-game, in words: "6 4 = 64, DESTROYED". */
function rollWords(k: KnownWreckRoll): string {
  const row = PERMANENT_DAMAGE_TABLE.find((r) => r.id === k.result)!;
  return `${k.faces.join(" ")} = ${k.faces.join("")}, ${row.name}`;
}

export function PermanentDamagePanel({ plan, index }: { plan: PostgamePlan; index: number }) {
  const c = plan.crippled[index]!;
  const dead = useDead();
  const fighters = [...plan.fighters.filter((f) => !dead.has(f.fighterId)).map((f) => ({ value: f.fighterId, label: f.name }))];
  if (c.knownRoll) {
    return (
      <div className="space-y-3">
        <p>
          {c.name} ended the battle {c.wrecked ? "wrecked" : "crippled"}. Its permanent damage was rolled in {c.knownRoll.rolledBy}&apos;s post-game (your gang
          bottled out, so they could strip the wreck): <strong>{rollWords(c.knownRoll)}</strong>. That roll stands for both gangs.
        </p>
        {c.knownRoll.strippedBy && <p>{c.knownRoll.strippedBy} left a fighter behind and stripped the wreck.</p>}
        {c.knownRoll.result === "badly-mangled" && (
          <SelectField
            name={`permanentDamage.${index}.benchFighterId`}
            label="Ganger who stays to fix it"
            options={[nobody("Choose later"), ...fighters]}
            hint="The vehicle and that ganger can't be used in the next battle."
          />
        )}
      </div>
    );
  }
  return (
    <div className="space-y-4">
      <p>
        {c.name} ended the battle {c.wrecked ? "wrecked, which leaves it crippled too" : "crippled"}: roll a D66 on the vehicle permanent damage table. Choose
        now who would stay behind, in case the roll asks for it.
      </p>
      <div className="grid gap-3 sm:grid-cols-2">
        {plan.otherGangBottledOut ? (
          <SelectField
            name={`permanentDamage.${index}.stripperId`}
            label="If it is DESTROYED: fighter left behind to strip it"
            options={[nobody("Nobody (no salvage)"), ...fighters]}
            hint="The other gang bottled out, so the wreck can be stripped for 2D6×10 credits. That fighter misses the next game."
          />
        ) : (
          <p className="text-sm text-stone-700">
            Your gang did not hold the field (the other gang did not bottle out, or yours did): a destroyed vehicle can&apos;t be stripped by you. If yours
            bottled out, the other gang may strip it.
          </p>
        )}
        <SelectField
          name={`permanentDamage.${index}.benchFighterId`}
          label="If it is BADLY MANGLED: ganger who stays to fix it"
          options={[nobody("Choose later"), ...fighters]}
          hint="The vehicle and that ganger can't be used in the next battle."
        />
      </div>
      <DiceChoice
        prefix={`permanentDamage.${index}`}
        what={`permanent damage to ${c.name}`}
        hint="The D66: the tens die then the units die (6 4 is 64). If it is Destroyed and you leave a fighter to strip it, add the 2D6 for the salvage."
      />
    </div>
  );
}

/** 003 Destroyed, the other half: the wrecks of a gang that bottled out, which this gang may strip. */
export function StripWrecksPanel({ plan }: { plan: PostgamePlan }) {
  const dead = useDead();
  const fighters = plan.fighters.filter((f) => !dead.has(f.fighterId)).map((f) => ({ value: f.fighterId, label: f.name }));
  return (
    <div className="space-y-4">
      <p>
        The other side bottled out and left these vehicles crippled or wrecked. If a vehicle&apos;s permanent damage roll is DESTROYED, your gang may leave one
        fighter behind to strip the wreck for 2D6×10 credits; that fighter misses the next game.
      </p>
      {plan.wrecksToStrip.map((w, i) => {
        const k = w.known;
        const label = `${w.ownerGangName}'s ${w.vehicleName}`;
        return (
          <fieldset key={`${w.ownerGangId}:${w.vehicleId}`} className="space-y-2 rounded border border-stone-300 p-3">
            <legend className="px-1 font-medium">{label}</legend>
            {k?.strippedBy ? (
              <p>
                Already stripped by {k.strippedBy} ({rollWords(k)}).
              </p>
            ) : k && k.result !== "destroyed" ? (
              <p>
                {w.ownerGangName} rolled its permanent damage: {rollWords(k)}. It is not destroyed, so there is nothing to strip.
              </p>
            ) : (
              <>
                <p>
                  {k
                    ? `${w.ownerGangName} rolled its permanent damage: ${rollWords(k)}.`
                    : `${w.ownerGangName} has not run its post-game yet: its permanent damage is rolled here, and that roll stands for both gangs. Look at the summary before choosing.`}
                </p>
                <SelectField
                  name={`wreckStrips.${i}.stripperId`}
                  label="Fighter left behind to strip it"
                  options={[nobody("Nobody (no salvage)"), ...fighters]}
                />
                <DiceChoice
                  prefix={`wreckStrips.${i}`}
                  what={`the wreck of ${label}`}
                  hint={
                    k
                      ? "2D6 for the salvage."
                      : "The D66 for its permanent damage (tens then units), then, if it is Destroyed and you strip it, 2D6 for the salvage."
                  }
                />
              </>
            )}
          </fieldset>
        );
      })}
    </div>
  );
}

/** 003 Death: the new crew for each vehicle whose driver or gunner died without a roll. */
export function ReplacementsFields({ plan }: { plan: PostgamePlan }) {
  const dead = useDead();
  useForgetTheDead(plan, dead);
  const alive = plan.fighters.filter((f) => !dead.has(f.fighterId));
  // 003 ruling in crew-deaths: a new driver is any living fighter who drives no other vehicle.
  const driving = new Set(plan.vehicles.flatMap((v) => (v.driverId && !dead.has(v.driverId) ? [v.driverId] : [])));
  const name = (id: string) => plan.fighters.find((f) => f.fighterId === id)?.name ?? id;
  // a fighter picked as new driver of one vehicle is not offered for another (he drives one)
  const replacements = useWatch<PostgameFormValues, "replacements">({ name: "replacements" });
  const newDriverElsewhere = (vi: number) => new Set((replacements ?? []).flatMap((r, i) => (i !== vi && r?.driverId ? [r.driverId] : [])));
  return (
    <>
      {plan.vehicles.map((v, vi) => {
        const driverDied = v.driverId !== null && dead.has(v.driverId);
        const gunners = v.gunnerIds.map((g, gi) => ({ g, gi })).filter(({ g }) => dead.has(g));
        if (!driverDied && gunners.length === 0) return null;
        return (
          <fieldset key={v.vehicleId} className="space-y-2 rounded border border-stone-300 p-3">
            <legend className="px-1 font-medium">New crew for {v.name}</legend>
            {driverDied && (
              <SelectField
                name={`replacements.${vi}.driverId`}
                label={`New driver (was ${name(v.driverId!)})`}
                options={[
                  nobody("Choose later"),
                  ...alive
                    .filter((f) => !driving.has(f.fighterId) && !newDriverElsewhere(vi).has(f.fighterId))
                    .map((f) => ({ value: f.fighterId, label: f.name })),
                ]}
                hint="Any living fighter who drives no other vehicle."
              />
            )}
            {gunners.map(({ g, gi }) => (
              <SelectField
                key={g}
                name={`replacements.${vi}.gunnerIds.${gi}`}
                label={`New gunner (was ${name(g)})`}
                options={[nobody("Choose later"), ...alive.filter((f) => f.canGun).map((f) => ({ value: f.fighterId, label: f.name }))]}
                hint="Only a leader, champion or specialist can replace a gunner."
              />
            ))}
          </fieldset>
        );
      })}
    </>
  );
}

export function DriverExperiencePanel({ plan }: { plan: PostgamePlan }) {
  const dead = useDead();
  return (
    <ul className="list-disc space-y-1 pl-5">
      {plan.driverExperience.map((x) => (
        <li key={x.vehicleId}>
          <strong>{x.fighterName}</strong> ({x.vehicleName}):{" "}
          {dead.has(x.fighterId)
            ? "died, so gains nothing."
            : [x.damagingRams > 0 ? "+1 for the first ram that caused damage" : "", x.runOver > 0 ? `+${x.runOver} for foot fighters run over` : ""]
                .filter(Boolean)
                .join(", ") + "."}
        </li>
      ))}
    </ul>
  );
}

export function DrivingSkillsPanel({ plan }: { plan: PostgamePlan }) {
  const skills = useWatch<PostgameFormValues, "drivingSkills">({ name: "drivingSkills" }) ?? [];
  const dead = useDead();
  useForgetTheDead(plan, dead);
  const living = stillAlive(plan.drivers, dead);
  if (living.length === 0) return <p>{nobodyLeftToRoll(plan.drivers)}</p>;
  return (
    <div className="space-y-3">
      <p>Drivers who gained a skill may roll on the driving skills table (a D6) instead of their usual tables.</p>
      {living.map(({ row: d, index: i }) => (
        <div key={d.fighterId} className="space-y-2">
          <CheckboxField name={`drivingSkills.${i}.gained`} label={`${d.name} (drives ${d.vehicleName}) rolls a driving skill`} />
          {skills[i]?.gained && (
            <DiceChoice
              prefix={`drivingSkills.${i}`}
              what={`${d.name}'s driving skill`}
              hint="One D6. If it gives a skill the driver already has, roll again and add that die too."
            />
          )}
        </div>
      ))}
    </div>
  );
}

export function TechpriestPanel({ plan }: { plan: PostgamePlan }) {
  const { control, formState } = useFormContext<PostgameFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: "techpriest" });
  const dead = useDead();
  useForgetTheDead(plan, dead);
  // A Leader or Champion who died in this battle visits nobody; one who visits already is not offered
  // for a new visit (one visit each, see postgameSchema).
  const visitors = stillAlive(plan.visitors, dead).map(({ row }) => row);
  const visiting = new Set((useWatch<PostgameFormValues, "techpriest">({ name: "techpriest" }) ?? []).map((t) => t.visitorId));
  const free = visitors.filter((v) => !visiting.has(v.fighterId));
  const nobodyCanVisit = visitors.length === 0 || plan.vehicles.length === 0;
  const nobodyWords = <p>No living Leader or Champion can visit, or the gang has no vehicle for the Techpriest to work on.</p>;
  // Visits chosen before their visitor was ticked dead stay on show, to be changed or removed.
  if (nobodyCanVisit && fields.length === 0) return nobodyWords;
  return (
    <div className="space-y-3">
      <p>
        Each Leader or Champion may take a vehicle to the rogue Techpriest once (the visit is their post-game action) for a custom upgrade: (D3+3)×10 credits,
        paid at the visit. Each upgrade taken again brings its penalty.
      </p>
      {fields.map((f, i) => (
        <fieldset key={f.id} className="space-y-2 rounded border border-stone-300 p-3">
          <legend className="px-1 font-medium">Visit {i + 1}</legend>
          <div className="grid gap-3 sm:grid-cols-3">
            <SelectField
              name={`techpriest.${i}.visitorId`}
              label="Who visits"
              options={[nobody("Choose who visits"), ...visitors.map((v) => ({ value: v.fighterId, label: v.name }))]}
            />
            <SelectField name={`techpriest.${i}.vehicleId`} label="Vehicle" options={plan.vehicles.map((v) => ({ value: v.vehicleId, label: v.name }))} />
            <SelectField
              name={`techpriest.${i}.upgradeId`}
              label="Upgrade"
              options={CUSTOM_UPGRADES.map((u) => ({ value: u.id, label: `${u.name} (${u.bonus})` }))}
            />
          </div>
          <DiceChoice
            prefix={`techpriest.${i}`}
            what={`visit ${i + 1}`}
            hint="One D6 for the D3 of the price (1-2: 40, 3-4: 50, 5-6: 60 credits). Faster: a second D6 for the D3 of extra thrust."
          />
          <button type="button" onClick={() => remove(i)} className="text-sm text-red-800 underline">
            Remove visit {i + 1}
          </button>
        </fieldset>
      ))}
      <FieldErrorText id="techpriest-error" message={errorAt(formState.errors, "techpriest")} />
      {nobodyCanVisit ? (
        nobodyWords
      ) : free.length === 0 ? (
        <p>Every living Leader and Champion visits already: a visit is their post-game action, one each.</p>
      ) : (
        <button
          type="button"
          onClick={() => append({ visitorId: free[0]!.fighterId, vehicleId: plan.vehicles[0]!.vehicleId, upgradeId: "faster", mode: "app", faces: "" })}
          className="rounded border border-stone-500 px-3 py-2"
        >
          Add a visit
        </button>
      )}
    </div>
  );
}

export function CreditsPanel({ hasIncomeStep }: { hasIncomeStep: boolean }) {
  const { control } = useFormContext<PostgameFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: "credits" });
  return (
    <div className="space-y-3">
      <p>
        {hasIncomeStep
          ? "Other payments from this post-game (a bonus, a fine), each with its reason: the income was paid on the Income step."
          : "Income and any other payments from this post-game, each with its reason."}{" "}
        Use a negative amount for money paid out.
      </p>
      {fields.map((f, i) => (
        <fieldset key={f.id} className="grid gap-3 rounded border border-stone-300 p-3 sm:grid-cols-[10rem_1fr_auto] sm:items-start">
          <legend className="px-1 font-medium">Entry {i + 1}</legend>
          <TextField name={`credits.${i}.amount`} label="Credits" type="number" />
          <TextField name={`credits.${i}.reason`} label="Reason" />
          <button type="button" onClick={() => remove(i)} className="text-sm text-red-800 underline sm:mt-8">
            Remove entry {i + 1}
          </button>
        </fieldset>
      ))}
      <button type="button" onClick={() => append({ amount: "", reason: "" })} className="rounded border border-stone-500 px-3 py-2">
        Add credits
      </button>
    </div>
  );
}

export function HulkPanel() {
  return (
    <div className="space-y-3">
      <p>
        If the gang has no vehicles left after this post-game and can&apos;t afford a new one (under 100 credits), it loses its stash and credits and is given a
        hulk from the salvage yard. The app checks this for you.
      </p>
      <div className="sm:w-80">
        <TextField name="hulkName" label="Name for the hulk, if the gang gets one (optional)" />
      </div>
    </div>
  );
}
