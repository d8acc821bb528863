"use client";
import { zodResolver } from "@hookform/resolvers/zod";
import { useRouter } from "next/navigation";
import { useRef, useState, useTransition, type ChangeEvent, type FormEvent } from "react";
import { useForm, type FieldError } from "react-hook-form";
import { FormMessage } from "@/app/_components/form-message";
import { SubmitButton } from "@/app/_components/submit-button";
import { importPackSchema, PACK_IMPORT_REFUSED, type ImportPackInput } from "@/lib/contracts/packs";
import { kilobytes, PACK_FILE_MAX_BYTES } from "@/lib/packs/limits";
import { importPackAction } from "../../actions";

function fieldMessages(error: FieldError | undefined): string[] {
  if (!error) return [];
  const all = Object.values(error.types ?? {}).flatMap((v) => (typeof v === "string" ? [v] : Array.isArray(v) ? v.map(String) : []));
  return all.length > 0 ? all : error.message ? [error.message] : [];
}

/**
 * Pick a pack file or paste its text; the whole file is checked in the browser with the same
 * schema as the server, and every problem is listed with its place in the file. A refused file
 * (too big, empty) clears the contents, so an earlier file is never imported in its place.
 */
export function ImportPackForm() {
  const router = useRouter();
  const fileInput = useRef<HTMLInputElement>(null);
  const choice = useRef(0);
  const [message, setMessage] = useState<string | null>(null);
  const [problems, setProblems] = useState<string[]>([]);
  const [fileProblem, setFileProblem] = useState<string | null>(null);
  const [opening, setOpening] = useState<string | null>(null);
  const [, startOpening] = useTransition();
  const { register, handleSubmit, formState, setValue, getValues, clearErrors } = useForm<ImportPackInput>({
    resolver: zodResolver(importPackSchema),
    criteriaMode: "all",
    defaultValues: { json: "" },
  });
  const clientProblems = fieldMessages(formState.errors.json);
  const errors = clientProblems.length > 0 ? clientProblems : problems;
  const busy = formState.isSubmitting || opening !== null;

  const onFile = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    const mine = ++choice.current;
    setProblems([]);
    setMessage(null);
    setFileProblem(null);
    if (!file) return;
    setValue("json", "");
    clearErrors("json");
    if (file.size > PACK_FILE_MAX_BYTES) return setFileProblem(`${file.name} is ${kilobytes(file.size)}; pack files up to 1 MB can be imported.`);
    if (file.size === 0) return setFileProblem("That file is empty.");
    const text = await file.text().catch(() => null);
    if (mine !== choice.current) return;
    if (text === null) return setFileProblem(`${file.name} could not be read: choose it again.`);
    setValue("json", text, { shouldValidate: true });
  };

  const json = register("json");
  const submit = handleSubmit(
    async ({ json }) => {
      setMessage(null);
      setProblems([]);
      const result = await importPackAction({ json }).catch(() => null);
      if (!result) return setMessage("Could not reach the server. Nothing was imported; try again.");
      if (!result.ok) {
        setProblems(result.fieldErrors?.json ?? []);
        return setMessage(result.message);
      }
      setOpening(result.data.name);
      startOpening(() => router.push(`/packs/${result.data.id}`));
    },
    () => {
      setProblems([]);
      setMessage(getValues("json").trim() === "" ? null : PACK_IMPORT_REFUSED);
    },
  );
  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    if (fileProblem) {
      e.preventDefault();
      setMessage("Nothing was imported: choose another pack file, or paste its contents below.");
      fileInput.current?.focus();
      return;
    }
    if (busy) return e.preventDefault();
    return submit(e);
  };

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-label="Import a pack"
      aria-busy={busy || undefined}
      className="space-y-4 rounded border border-stone-300 bg-white p-4"
    >
      <FormMessage message={message} />
      <div className="flex flex-col gap-1">
        <label htmlFor="pack-file" className="text-sm font-medium">
          Pack file
        </label>
        <input
          id="pack-file"
          ref={fileInput}
          type="file"
          accept=".json,application/json"
          onChange={onFile}
          aria-invalid={fileProblem ? true : undefined}
          aria-describedby="pack-file-hint pack-file-error"
          className="text-sm file:mr-3 file:rounded file:border file:border-stone-500 file:bg-white file:px-3 file:py-1"
        />
        <p id="pack-file-hint" className="text-xs text-stone-600">
          A .json pack file, up to 1 MB. Its contents appear below.
        </p>
        <p id="pack-file-error" aria-live="polite" className="text-sm text-red-700">
          {fileProblem}
        </p>
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor="pack-json" className="text-sm font-medium">
          Pack file contents (JSON)
        </label>
        <textarea
          id="pack-json"
          rows={12}
          spellCheck={false}
          aria-invalid={errors.length ? true : undefined}
          aria-describedby="pack-json-errors"
          className="rounded border border-stone-400 bg-white px-3 py-2 font-mono text-xs aria-[invalid=true]:border-red-700"
          {...json}
          onChange={(e) => {
            void json.onChange(e);
            if (!fileProblem) return;
            setFileProblem(null);
            setMessage(null);
            if (fileInput.current) fileInput.current.value = "";
          }}
        />
        <div id="pack-json-errors" aria-live="polite" className="text-sm text-red-700">
          {errors.length > 0 && (
            <ul aria-label="Problems in the file" className="list-disc space-y-0.5 pl-5">
              {errors.map((e, i) => (
                <li key={i} className="break-words">
                  {e}
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <SubmitButton pending={busy} pendingText={opening !== null ? "Opening your pack…" : "Importing…"}>
          Import pack
        </SubmitButton>
        <p role="status" aria-live="polite" className="text-sm text-stone-700">
          {opening !== null ? `Imported ${opening}. Opening it…` : formState.isSubmitting ? "Checking the file and creating your pack…" : ""}
        </p>
      </div>
    </form>
  );
}
