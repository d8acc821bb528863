"use client";
import { zodResolver } from "@hookform/resolvers/zod";
import { useRouter } from "next/navigation";
import { useRef, useState, useTransition, type ChangeEvent, type FormEvent } from "react";
import { useForm, type FieldError } from "react-hook-form";
import { FormMessage } from "@/app/_components/form-message";
import { SubmitButton } from "@/app/_components/submit-button";
import { IMPORT_REFUSED, importGangSchema, type ImportGangInput } from "@/lib/contracts/gang-import";
import { importGangAction } from "../actions";
import { readChosenFile } from "./gang-file";

/** Every message of the field (the schema lists each problem of the file as one issue). */
function fieldMessages(error: FieldError | undefined): string[] {
  if (!error) return [];
  const all = Object.values(error.types ?? {}).flatMap((v) => (typeof v === "string" ? [v] : Array.isArray(v) ? v.map(String) : []));
  return all.length > 0 ? all : error.message ? [error.message] : [];
}

/**
 * Pick an exported file or paste its text; every problem is listed under the field with its path.
 * A refused file (too big, empty, unreadable) clears the contents field and blocks "Import gang"
 * until another file is chosen or text is pasted, so an earlier file is never imported in its place.
 */
export function ImportGangForm() {
  const router = useRouter();
  const fileInput = useRef<HTMLInputElement>(null);
  // the latest file choice: a slow read of an earlier choice must not overwrite it
  const choice = useRef(0);
  const [message, setMessage] = useState<string | null>(null);
  const [problems, setProblems] = useState<string[]>([]);
  const [fileProblem, setFileProblem] = useState<string | null>(null);
  const [opening, setOpening] = useState<string | null>(null);
  const [, startOpening] = useTransition();
  const { register, handleSubmit, formState, setValue, getValues, clearErrors } = useForm<ImportGangInput>({
    resolver: zodResolver(importGangSchema),
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
    // the text of an earlier file goes at once: while this one is read it cannot be imported instead
    setValue("json", "");
    clearErrors("json");
    const read = await readChosenFile(file);
    if (mine !== choice.current) return;
    if (!read.ok) return setFileProblem(read.problem);
    setValue("json", read.text, { shouldValidate: true });
  };

  const json = register("json");
  const onText = (e: ChangeEvent<HTMLTextAreaElement>) => {
    void json.onChange(e);
    // typing or pasting after a refused file: the text is what counts now
    if (!fileProblem) return;
    setFileProblem(null);
    setMessage(null);
    if (fileInput.current) fileInput.current.value = "";
  };

  const submit = handleSubmit(
    async ({ json }) => {
      setMessage(null);
      setProblems([]);
      const result = await importGangAction({ json }).catch(() => null);
      if (!result) return setMessage("Could not reach the server. Nothing was imported; try again.");
      if (!result.ok) {
        setProblems(result.fieldErrors?.json ?? []);
        return setMessage(result.message);
      }
      setOpening(result.data.name);
      startOpening(() => router.push(`/gangs/${result.data.id}`));
    },
    () => {
      setProblems([]);
      setMessage(getValues("json").trim() === "" ? null : IMPORT_REFUSED);
    },
  );

  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    if (fileProblem) {
      // the refused file stays refused: its message stays, and nothing is sent
      e.preventDefault();
      setMessage("Nothing was imported: choose another gang file, or paste its contents below.");
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
      aria-label="Import a gang"
      aria-busy={busy || undefined}
      className="space-y-4 rounded border border-stone-300 bg-white p-4"
    >
      <FormMessage message={message} />
      <div className="flex flex-col gap-1">
        <label htmlFor="import-file" className="text-sm font-medium">
          Gang file
        </label>
        <input
          id="import-file"
          ref={fileInput}
          type="file"
          accept=".json,application/json"
          onChange={onFile}
          aria-invalid={fileProblem ? true : undefined}
          aria-describedby="import-file-hint import-file-error"
          className="text-sm file:mr-3 file:rounded file:border file:border-stone-500 file:bg-white file:px-3 file:py-1"
        />
        <p id="import-file-hint" className="text-xs text-stone-600">
          A .json file from &quot;Export JSON&quot;, up to 1 MB. Its contents appear below.
        </p>
        <p id="import-file-error" aria-live="polite" className="text-sm text-red-700">
          {fileProblem}
        </p>
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor="import-json" className="text-sm font-medium">
          Gang file contents (JSON)
        </label>
        <textarea
          id="import-json"
          rows={12}
          spellCheck={false}
          aria-invalid={errors.length ? true : undefined}
          aria-describedby="import-json-errors"
          className="rounded border border-stone-400 bg-white px-3 py-2 font-mono text-xs aria-[invalid=true]:border-red-700"
          {...json}
          onChange={onText}
        />
        <div id="import-json-errors" aria-live="polite" className="text-sm text-red-700">
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
        <SubmitButton pending={busy} pendingText={opening !== null ? "Opening your gang…" : "Importing…"}>
          Import gang
        </SubmitButton>
        {busy && <progress aria-label="Import progress" className="h-2 w-32" />}
        <p role="status" aria-live="polite" className="text-sm text-stone-700">
          {opening !== null ? `Imported ${opening}. Opening your gang…` : formState.isSubmitting ? "Checking the file and creating your gang…" : ""}
        </p>
      </div>
    </form>
  );
}
