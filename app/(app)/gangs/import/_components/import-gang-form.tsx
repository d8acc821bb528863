"use client";
import { zodResolver } from "@hookform/resolvers/zod";
import { useRouter } from "next/navigation";
import { useState, type ChangeEvent } from "react";
import { useForm } from "react-hook-form";
import { FormMessage } from "@/app/_components/form-message";
import { SubmitButton } from "@/app/_components/submit-button";
import { importGangSchema, type ImportGangInput } from "@/app/_schemas/gang-import";
import { importGangAction } from "../actions";

// Server actions accept request bodies up to 1 MB (Next.js default); a gang file is a few KB.
const MAX_BYTES = 1_000_000;

/** Pick an exported file or paste its text; every problem is listed under the field with its path. */
export function ImportGangForm() {
  const router = useRouter();
  const [message, setMessage] = useState<string | null>(null);
  const [problems, setProblems] = useState<string[]>([]);
  const { register, handleSubmit, formState, setValue } = useForm<ImportGangInput>({ resolver: zodResolver(importGangSchema), defaultValues: { json: "" } });
  const fieldError = formState.errors.json?.message;
  const errors = fieldError ? [fieldError] : problems;

  const onFile = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    setProblems([]);
    setMessage(null);
    if (!file) return;
    if (file.size > MAX_BYTES) return setProblems([`${file.name} is ${Math.round(file.size / 1000)} KB; gang files up to 1 MB can be imported.`]);
    setValue("json", await file.text(), { shouldValidate: true });
  };

  const onSubmit = handleSubmit(async ({ json }) => {
    setMessage(null);
    setProblems([]);
    if (new Blob([json]).size > MAX_BYTES) return setProblems(["Gang files up to 1 MB can be imported."]);
    const result = await importGangAction({ json }).catch(() => null);
    if (!result) return setMessage("Could not reach the server. Nothing was imported; try again.");
    if (!result.ok) {
      setProblems(result.fieldErrors?.json ?? []);
      return setMessage(result.message);
    }
    router.push(`/gangs/${result.data.id}`);
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Import a gang" className="space-y-4 rounded border border-stone-300 bg-white p-4">
      <FormMessage message={message} />
      <div className="flex flex-col gap-1">
        <label htmlFor="import-file" className="text-sm font-medium">Gang file</label>
        <input id="import-file" type="file" accept=".json,application/json" onChange={onFile} aria-describedby="import-file-hint"
          className="text-sm file:mr-3 file:rounded file:border file:border-stone-500 file:bg-white file:px-3 file:py-1" />
        <p id="import-file-hint" className="text-xs text-stone-600">A .json file from &quot;Export JSON&quot;. Its contents appear below.</p>
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor="import-json" className="text-sm font-medium">Gang file contents (JSON)</label>
        <textarea id="import-json" rows={12} spellCheck={false} aria-invalid={errors.length ? true : undefined} aria-describedby="import-json-errors"
          className="rounded border border-stone-400 bg-white px-3 py-2 font-mono text-xs aria-[invalid=true]:border-red-700" {...register("json")} />
        <div id="import-json-errors" aria-live="polite" className="text-sm text-red-700">
          {errors.length > 0 && (
            <ul aria-label="Problems in the file" className="list-disc space-y-0.5 pl-5">
              {errors.map((e, i) => <li key={i} className="break-words">{e}</li>)}
            </ul>
          )}
        </div>
      </div>
      <SubmitButton pending={formState.isSubmitting} pendingText="Importing…">Import gang</SubmitButton>
    </form>
  );
}
