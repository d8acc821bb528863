"use client";
import { zodResolver } from "@hookform/resolvers/zod";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { applyServerErrors } from "@/app/_components/apply-field-errors";
import { Field } from "@/app/_components/field";
import { FormMessage } from "@/app/_components/form-message";
import { RotgbRules } from "@/app/_components/rotgb-rules";
import { SubmitButton } from "@/app/_components/submit-button";
import { QUICK_RESOLVE_MAX_GANGS, recordQuickResolveSchema, type RecordQuickResolveInput } from "@/lib/contracts/quick-resolve";
import { reserveLists, terrainUnits } from "@/lib/skirmish/rotgb-reserves";
import { checkRotgbRules, NO_RULES, type RotgbRulesCheck, type RotgbRulesForm } from "@/lib/contracts/rotgb-rules-schema";
import type { GangExport } from "@/lib/export/gang-export";
import { toRotgb } from "@/lib/skirmish/mapping";
import { recordQuickResolveAction } from "../../../actions";
import { QuickResolveGangs } from "./quick-resolve-gangs";

const SYSTEMS = [
  { id: "rotgb", name: "Roll Out the (Gun) Barrels" },
  { id: "bench", name: "Bench Fighting" },
  { id: "bang", name: "Bang!" },
] as const;

/** A gang of the campaign as the quick-resolve plays it. */
export interface QuickResolveGang {
  id: string;
  name: string;
  export: GangExport;
}

/**
 * Resolves a battle on paper on the server and records it (awaiting confirmation, like any other).
 * With Roll Out the (Gun) Barrels, the "Rules in play" of the Skirmish page are checked here and
 * again on the server against the same gangs.
 */
export function QuickResolveForm({ campaignId, gangs, defaultSeed }: { campaignId: string; gangs: QuickResolveGang[]; defaultSeed: string }) {
  const router = useRouter();
  const [message, setMessage] = useState<string | null>(null);
  const [rules, setRules] = useState<RotgbRulesForm>(NO_RULES);
  // the server's word on the rules (the gangs may have changed since this page loaded), until they change
  const [serverRules, setServerRules] = useState<Partial<Record<string, string>> | null>(null);
  const { register, handleSubmit, formState, setError, setValue, control } = useForm<RecordQuickResolveInput>({
    resolver: zodResolver(recordQuickResolveSchema),
    defaultValues: { campaignId, system: "rotgb", gangIds: [gangs[0]?.id ?? "", gangs[1]?.id ?? ""], seed: defaultSeed, scenario: "Quick-resolved battle" },
  });
  const system = useWatch({ control, name: "system" });
  const gangIds = useWatch({ control, name: "gangIds" }) ?? [];
  const chosen = gangIds.map((id) => gangs.find((g) => g.id === id)?.export);
  const mapped = system === "rotgb" && chosen.every((g) => g !== undefined) ? rotgbOrNull(chosen) : null;
  // the pass holder, who goes first and the alliances are sides: the gang names, made unique by the mapping
  const sides = mapped?.sides ?? chosen.map((g, i) => g?.gang.name ?? `Gang ${i + 1}`);
  const reserveUnits = mapped && reserveLists(mapped);
  const check: RotgbRulesCheck = serverRules
    ? { ok: false, fieldErrors: serverRules }
    : checkRotgbRules(rules, { sides, unitCounts: reserveUnits?.map((u) => u.length), units: mapped ? terrainUnits(mapped) : undefined });
  const changeRules = (next: RotgbRulesForm) => {
    // "check the rules in play" and the server's word are about the rules as they were
    setMessage(null);
    setServerRules(null);
    setRules(next);
  };
  const changeGangs = (next: string[], { at, removed }: { at: number; removed: boolean }) => {
    // checked as they change, so a gang chosen twice is refused under its field at once
    setValue("gangIds", next, { shouldValidate: true });
    // hand-picked reserves belong to the gang that was chosen: another gang starts from the automatic choice
    changeRules(removed ? withoutGang(rules, at) : { ...rules, reserves: rules.reserves.map((r, j) => (j === at ? null : r)) });
  };

  const onSubmit = handleSubmit(async (values) => {
    setMessage(null);
    if (values.system === "rotgb" && !check.ok) return setMessage("Check the rules in play (see the messages under them).");
    const r = await recordQuickResolveAction({ ...values, ...(values.system === "rotgb" && { rules }) }).catch(() => null);
    if (!r) return setMessage("Could not reach the server. Nothing was saved; try again.");
    if (!r.ok) {
      const ruleErrors = Object.entries(r.fieldErrors ?? {}).filter(([path]) => path.startsWith("rules."));
      if (ruleErrors.length > 0) setServerRules(Object.fromEntries(ruleErrors.map(([path, messages]) => [path.slice("rules.".length), messages[0]])));
      return setMessage(
        applyServerErrors(
          { ...r, fieldErrors: Object.fromEntries(Object.entries(r.fieldErrors ?? {}).filter(([path]) => !path.startsWith("rules."))) },
          setError,
        ),
      );
    }
    router.push(`/campaigns/${campaignId}`);
    router.refresh();
  });
  const select = "rounded border border-stone-400 bg-white px-2 py-2";
  return (
    <form onSubmit={onSubmit} noValidate aria-label="Quick-resolve a battle" className="grid gap-2 rounded border border-stone-300 bg-white p-3 sm:grid-cols-3">
      <div className="sm:col-span-3">
        <FormMessage message={message} />
      </div>
      <label className="flex flex-col text-sm font-medium">
        System
        <select className={select} {...register("system")}>
          {SYSTEMS.map((s) => (
            <option key={s.id} value={s.id}>
              {s.name}
            </option>
          ))}
        </select>
      </label>
      <Field id="quick-resolve-seed" label="Seed" error={formState.errors.seed?.message} {...register("seed")} />
      <Field id="quick-resolve-scenario" label="Scenario" error={formState.errors.scenario?.message} {...register("scenario")} />
      <div className="min-w-0 sm:col-span-3">
        <QuickResolveGangs
          gangs={gangs}
          gangIds={gangIds}
          max={Math.min(QUICK_RESOLVE_MAX_GANGS, gangs.length)}
          onChange={changeGangs}
          listError={formState.errors.gangIds?.message ?? formState.errors.gangIds?.root?.message}
          errorOf={(i) => formState.errors.gangIds?.[i]?.message}
        />
      </div>
      {system === "rotgb" && (
        <div className="min-w-0 sm:col-span-3">
          <RotgbRules form={rules} check={check} sides={sides} units={reserveUnits} onChange={changeRules} />
        </div>
      )}
      <div className="sm:col-span-3">
        <SubmitButton pending={formState.isSubmitting} pendingText="Resolving…">
          Resolve and record
        </SubmitButton>
      </div>
    </form>
  );
}

/** The rules after gang `i` left: its reserves and alliance go, and who holds the pass or goes first follows the gangs after it. */
function withoutGang(rules: RotgbRulesForm, i: number): RotgbRulesForm {
  const follow = (gang: number, gone: number) => (gang === i ? gone : gang > i ? gang - 1 : gang);
  return {
    ...rules,
    reserves: rules.reserves.filter((_, j) => j !== i),
    allianceOf: rules.allianceOf.filter((_, j) => j !== i),
    passHolder: follow(rules.passHolder, 0),
    first: rules.first < 0 ? -1 : follow(rules.first, -1),
  };
}

function rotgbOrNull(gangs: GangExport[]) {
  try {
    return toRotgb(gangs);
  } catch {
    return null; // a gang with nobody to fight: the server explains it
  }
}
