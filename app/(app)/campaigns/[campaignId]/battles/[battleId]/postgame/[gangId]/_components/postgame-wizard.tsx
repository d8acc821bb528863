"use client";
import { zodResolver } from "@hookform/resolvers/zod";
import { useRouter } from "next/navigation";
import { useState, type ReactNode } from "react";
import { FormProvider, useForm, type Path } from "react-hook-form";
import { BusyButton } from "@/app/_components/busy-button";
import { FormMessage } from "@/app/_components/form-message";
import { useRefreshThenFocus } from "@/app/_components/use-refresh-then-focus";
import { postgameSchema, type PostgameFormValues, type PostgameInput } from "@/lib/contracts/postgame";
import type { ActionResult } from "@/lib/contracts/result";
import type { PostgamePlan } from "@/lib/rules/postgame/plan";
import { applyPostgameAction, previewPostgameAction } from "../actions";
import { usePostgameDraft } from "./postgame-draft";
import { PostgameSummary, type SummaryData } from "./postgame-summary";
import { CreditsPanel, DriverExperiencePanel, DrivingSkillsPanel, HulkPanel, PermanentDamagePanel, StripWrecksPanel, TechpriestPanel } from "./step-panels";
import { ExperiencePanel, IncomePanel, InjuriesPanel } from "./fighter-panels";
import { AdvancesPanel } from "./advance-panel";

interface WizardPage {
  title: string;
  /** Form paths this page owns: validated before moving on, and where server errors send the player back. */
  fields: string[];
  body: ReactNode;
}

/** The pages in the order the steps run (lib/rules/postgame/sequence.ts, buildSteps). */
function pagesFor(plan: PostgamePlan): WizardPage[] {
  const { fighterHalf: fh } = plan;
  return [
    ...(fh.experience.length > 0 ? [{ title: "Experience", fields: [], body: <ExperiencePanel plan={plan} /> }] : []),
    ...plan.crippled.map((c, i) => ({
      title: `Permanent damage: ${c.name}`,
      fields: [`permanentDamage.${i}`],
      body: <PermanentDamagePanel plan={plan} index={i} />,
    })),
    ...(plan.wrecksToStrip.length > 0 ? [{ title: "Strip the other side's wrecks", fields: ["wreckStrips"], body: <StripWrecksPanel plan={plan} /> }] : []),
    ...(plan.outOfAction.length > 0
      ? [{ title: "Lasting injuries and deaths", fields: ["injuries", "replacements"], body: <InjuriesPanel plan={plan} /> }]
      : []),
    ...(plan.driverExperience.length > 0 ? [{ title: "Driver experience", fields: [], body: <DriverExperiencePanel plan={plan} /> }] : []),
    ...(plan.drivers.length > 0 ? [{ title: "Driving skills", fields: ["drivingSkills"], body: <DrivingSkillsPanel plan={plan} /> }] : []),
    ...(fh.advances && fh.advances.fighters.length > 0 ? [{ title: "Advances", fields: ["advances"], body: <AdvancesPanel plan={plan} /> }] : []),
    { title: "Rogue Techpriest", fields: ["techpriest"], body: <TechpriestPanel plan={plan} /> },
    ...(fh.income ? [{ title: "Income", fields: ["income"], body: <IncomePanel plan={plan} /> }] : []),
    { title: "Credits", fields: ["credits"], body: <CreditsPanel hasIncomeStep={fh.income !== null} /> },
    { title: "Hulk salvage", fields: ["hulkName"], body: <HulkPanel /> },
  ];
}

type Failure = Extract<ActionResult<unknown>, { ok: false }>;

/** The wizard's step heading (one wizard per page): the focus goes there on each step, and after an undo. */
export const STEP_HEADING_ID = "postgame-step";
/** The "Applied" heading the post-game page shows once a post-game is applied. */
const APPLIED_HEADING_ID = "result-heading";

/**
 * One page per thing the rules ask, in order, then a summary rolled on the server (nothing
 * written), then Confirm, which the server applies in one transaction. Never optimistic: the
 * page shows the result only once the server has answered.
 */
export function PostgameWizard({ plan, defaults }: { plan: PostgamePlan; defaults: PostgameInput }) {
  const router = useRouter();
  const refreshThenFocus = useRefreshThenFocus();
  const pages = pagesFor(plan);
  const review = pages.length;
  const [page, setPage] = useState(0);
  const [summary, setSummary] = useState<SummaryData | null>(null);
  const [busy, setBusy] = useState<"preview" | "apply" | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [stale, setStale] = useState(false);
  const headingId = STEP_HEADING_ID;
  const form = useForm<PostgameFormValues, unknown, PostgameInput>({ resolver: zodResolver(postgameSchema), defaultValues: defaults, mode: "onTouched" });
  const [restored, setRestored] = useState(false);
  const draft = usePostgameDraft(form, defaults, page, review, (p) => {
    setPage(p);
    setRestored(true);
  });

  const go = (to: number) => {
    setPage(to);
    setMessage(null);
    setRestored(false); // the "answers kept" notice is for the step the player came back to
    if (to !== review) setSummary(null);
    // Move focus to the new step's heading so screen readers announce where the player is.
    requestAnimationFrame(() => document.getElementById(headingId)?.focus());
  };

  const next = async () => {
    // a refused answer takes the focus, so the player is at the field to fix
    const ok = await form.trigger(pages[page]!.fields as Path<PostgameFormValues>[], { shouldFocus: true });
    if (ok) go(page + 1);
  };

  /** Server errors go under their fields, and the wizard goes back to the first page that has one. */
  const showFailure = (r: Failure) => {
    setStale(r.code === "STALE");
    const keys = Object.keys(r.fieldErrors ?? {}).filter((k) => k !== "_form");
    for (const k of keys) form.setError(k as Path<PostgameFormValues>, { type: "server", message: r.fieldErrors![k]![0] });
    const target = pages.findIndex((p) => keys.some((k) => p.fields.some((f) => k === f || k.startsWith(`${f}.`))));
    if (target >= 0) go(target);
    setMessage(r.message);
  };

  const preview = form.handleSubmit(
    async (values) => {
      setBusy("preview");
      setMessage(null);
      const r = await previewPostgameAction(values).catch(() => null);
      setBusy(null);
      if (!r) return setMessage("Could not reach the server. Nothing was changed; try again.");
      if (!r.ok) return showFailure(r);
      setSummary(r.data);
      // "Show the summary" gives way to "Confirm": the focus goes to the heading above the summary
      requestAnimationFrame(() => document.getElementById(headingId)?.focus());
    },
    (errors) => {
      const target = pages.findIndex((p) => p.fields.some((f) => f.split(".")[0]! in errors));
      if (target >= 0) go(target);
      setMessage("Some answers need fixing: see the fields marked in red.");
    },
  );

  const apply = form.handleSubmit(async (values) => {
    setBusy("apply");
    setMessage(null);
    const r = await applyPostgameAction(values).catch(() => null);
    if (!r) {
      setBusy(null);
      return setMessage("Could not reach the server. Nothing was applied; try again.");
    }
    if (!r.ok) {
      setBusy(null);
      return showFailure(r);
    }
    draft.discard();
    refreshThenFocus(APPLIED_HEADING_ID);
  });

  return (
    <FormProvider {...form}>
      <nav aria-label="Post-game steps" className="mb-4">
        <ol className="flex flex-wrap gap-2 text-sm">
          {[...pages.map((p) => p.title), "Summary"].map((t, i) => (
            <li
              key={t}
              aria-current={i === page ? "step" : undefined}
              className={`rounded-full border px-3 py-1 ${i === page ? "border-rust-700 bg-rust-700 text-white" : i < page ? "border-stone-400 bg-white" : "border-stone-300 text-stone-600"}`}
            >
              <span className="sr-only">Step {i + 1}: </span>
              {t}
            </li>
          ))}
        </ol>
      </nav>
      <form onSubmit={(e) => e.preventDefault()} noValidate className="space-y-4 rounded border border-stone-300 bg-stone-50 p-4">
        <h2 id={headingId} tabIndex={-1} className="text-xl font-semibold">
          {page < review ? pages[page]!.title : "Summary"}{" "}
          <span className="text-sm font-normal text-stone-600">
            (step {page + 1} of {review + 1})
          </span>
        </h2>
        <FormMessage message={message} />
        {restored && (
          <p role="status" className="flex flex-wrap items-center gap-2 rounded border border-amber-300 bg-amber-50 p-2 text-sm">
            Your answers from before were kept: carry on where you left off.
            <button
              type="button"
              onClick={() => {
                draft.forget();
                form.reset();
                setRestored(false);
                setSummary(null);
                go(0);
              }}
              className="rounded border border-stone-500 bg-white px-2 py-1"
            >
              Start over
            </button>
          </p>
        )}
        {stale && (
          <button type="button" onClick={() => router.refresh()} className="rounded border border-stone-500 px-3 py-2">
            Reload the gang
          </button>
        )}
        {page < review ? (
          pages[page]!.body
        ) : summary ? (
          <PostgameSummary data={summary} />
        ) : (
          <p>Ask for the summary to see every roll and every change. Nothing is applied until you confirm it.</p>
        )}
        <div className="flex flex-wrap gap-2 border-t border-stone-300 pt-4">
          {page > 0 && (
            <BusyButton onClick={() => go(page - 1)} busy={busy !== null} className="rounded border border-stone-500 px-4 py-2">
              Back
            </BusyButton>
          )}
          {page < review && (
            <button type="button" onClick={next} className="rounded bg-stone-800 px-4 py-2 text-white">
              {page === review - 1 ? "Review" : "Next"}
            </button>
          )}
          {page === review && !summary && (
            <BusyButton onClick={preview} busy={busy !== null} className="rounded bg-stone-800 px-4 py-2 text-white">
              {busy === "preview" ? "Rolling…" : "Show the summary"}
            </BusyButton>
          )}
          {page === review && summary && (
            <BusyButton onClick={apply} busy={busy !== null} className="rounded bg-rust-700 px-4 py-2 font-medium text-white hover:bg-rust-800">
              {busy === "apply" ? "Applying…" : "Confirm and apply to the roster"}
            </BusyButton>
          )}
        </div>
        <p role="status" aria-live="polite" className="text-sm text-stone-700">
          {busy === "apply" ? "Applying the post-game to the roster. Please wait…" : busy === "preview" ? "Rolling the dice…" : ""}
        </p>
      </form>
    </FormProvider>
  );
}
