"use client";
import { useRouter } from "next/navigation";
import { useState, type ReactNode } from "react";
import { FormProvider, useForm, type FieldErrors, type FieldValues, type Resolver } from "react-hook-form";
import { FormMessage } from "@/app/_components/form-message";
import { SubmitButton } from "@/app/_components/submit-button";
import { checkPackSection, describePackError, PACK_SECTION_NAMES, type PackSection } from "@/lib/contracts/packs";
import type { PackError } from "@/lib/packs/check";
import type { Pack } from "@/lib/packs/schema/pack";
import { savePackSectionAction } from "../../../actions";
import { fromForm } from "./form-values";

/** The import's errors as react-hook-form's, at the same paths as the form's fields. */
function nest(errors: readonly PackError[], section: PackSection): FieldErrors {
  if (section === "json") return errors.length ? { json: { type: "pack", message: describePackError(errors[0]!) } } : {};
  const out: Record<string, unknown> = {};
  for (const e of errors) {
    if (e.path === "(file)") continue;
    let node = out;
    for (const part of e.path.split(".")) node = (node[part] ??= {}) as Record<string, unknown>;
    if (!node.message) Object.assign(node, { type: "pack", message: e.message });
  }
  return out as FieldErrors;
}

const valueOf = (pack: Pack, section: PackSection, values: FieldValues) => (section === "json" ? values : fromForm(pack, section, values));

/**
 * One section of the pack editor as a form. It is checked in the browser exactly as the server
 * checks it (the section merged into the pack and read as an import reads a file), so every
 * problem is under its field and listed above the button, with its path in the pack; saving makes
 * a new revision.
 */
export function SectionForm({
  packId,
  revision,
  pack,
  section,
  defaults,
  children,
}: {
  packId: string;
  revision: number;
  pack: Pack;
  section: PackSection;
  defaults: FieldValues;
  children: ReactNode;
}) {
  const router = useRouter();
  const [message, setMessage] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const [problems, setProblems] = useState<string[]>([]);
  // made again on each render (react-hook-form reads the latest): after a save the page brings the
  // new revision, which the next check reads
  const resolver: Resolver<FieldValues> = (values) => {
    const r = checkPackSection(pack, section, valueOf(pack, section, values));
    return r.ok ? { values, errors: {} } : { values: {}, errors: nest(r.errors, section) };
  };
  const methods = useForm<FieldValues>({ defaultValues: defaults, resolver });
  const name = PACK_SECTION_NAMES[section];

  const onSubmit = methods.handleSubmit(
    async (values) => {
      setMessage(null);
      setSaved(null);
      setProblems([]);
      const result = await savePackSectionAction({ packId, revision, section, value: valueOf(pack, section, values) }).catch(() => null);
      if (!result) return setMessage("Could not reach the server. Nothing was saved; try again.");
      if (!result.ok) {
        const fields = Object.entries(result.fieldErrors ?? {});
        setProblems(fields.flatMap(([path, ms]) => ms.map((m) => (path === "_form" ? m : `${path}: ${m}`))));
        fields.forEach(([path, ms], i) => {
          if (path !== "_form") methods.setError(section === "json" ? "json" : path, { type: "server", message: ms[0] }, { shouldFocus: i === 0 });
        });
        return setMessage(result.message);
      }
      methods.reset(values);
      setSaved(`${name} saved: the pack is now at revision ${result.data.revision}.`);
      router.refresh();
    },
    () => {
      const r = checkPackSection(pack, section, valueOf(pack, section, methods.getValues()));
      setSaved(null);
      setProblems(r.ok ? [] : r.errors.map(describePackError));
      setMessage(`${name}: nothing was saved. Each problem is shown under its field and listed above the button.`);
    },
  );

  return (
    <FormProvider {...methods}>
      <form onSubmit={onSubmit} noValidate aria-label={`Edit ${name.toLowerCase()}`} className="space-y-4">
        <FormMessage message={message} />
        {children}
        <div aria-live="polite" className="text-sm text-red-700">
          {problems.length > 0 && (
            <ul aria-label="Problems in this section" className="list-disc space-y-0.5 pl-5">
              {problems.map((p, i) => (
                <li key={i} className="break-words">
                  {p}
                </li>
              ))}
            </ul>
          )}
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <SubmitButton pending={methods.formState.isSubmitting} pendingText="Saving…">
            Save {name.toLowerCase()}
          </SubmitButton>
          <p role="status" aria-live="polite" className="text-sm text-green-800">
            {saved}
          </p>
        </div>
      </form>
    </FormProvider>
  );
}
