"use client";
import { zodResolver } from "@hookform/resolvers/zod";
import { useRouter } from "next/navigation";
import { useRef, useState, useTransition, type ChangeEvent, type FormEvent } from "react";
import { useForm, type FieldError } from "react-hook-form";
import type { z } from "zod";
import { FormMessage } from "@/app/_components/form-message";
import { SubmitButton } from "@/app/_components/submit-button";
import type { ActionResult } from "@/lib/contracts/result";
import { readChosenFile } from "./read-chosen-file";

/** Every message of the field (the schema lists each problem of the file as one issue). */
function fieldMessages(error: FieldError | undefined): string[] {
  if (!error) return [];
  const all = Object.values(error.types ?? {}).flatMap((v) => (typeof v === "string" ? [v] : Array.isArray(v) ? v.map(String) : []));
  return all.length > 0 ? all : error.message ? [error.message] : [];
}

type JsonInput = { json: string };

/** What differs between importing a gang and importing a pack: the thing's name, its schema, its action and where it opens. */
export type ImportJsonFormProps = {
  /** "gang" or "pack": used in the labels, hints and messages */
  noun: string;
  /** prefix of the form's element ids (kept stable for the e2e tests) */
  idPrefix: string;
  hint: string;
  /** the largest file read (1 MB by default) */
  maxBytes?: number;
  schema: z.ZodType<JsonInput, JsonInput>;
  refused: string;
  action: (input: JsonInput) => Promise<ActionResult<{ id: string; name: string }>>;
  openPath: (id: string) => string;
  creating: string;
  openingText: (name: string) => string;
  showProgress?: boolean;
};

/**
 * Pick an exported file or paste its text; the text is checked in the browser with the server's
 * schema and every problem is listed under the field with its path. A refused file (too big, empty,
 * unreadable) clears the contents field and blocks the import until another file is chosen or text
 * is pasted, so an earlier file is never imported in its place.
 */
export function ImportJsonForm(props: ImportJsonFormProps) {
  const { noun, idPrefix: id } = props;
  const router = useRouter();
  const fileInput = useRef<HTMLInputElement>(null);
  // the latest file choice: a slow read of an earlier choice must not overwrite it
  const choice = useRef(0);
  const [message, setMessage] = useState<string | null>(null);
  const [problems, setProblems] = useState<string[]>([]);
  const [fileProblem, setFileProblem] = useState<string | null>(null);
  const [opening, setOpening] = useState<string | null>(null);
  const [, startOpening] = useTransition();
  const { register, handleSubmit, formState, setValue, getValues, clearErrors } = useForm<JsonInput>({
    resolver: zodResolver(props.schema),
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
    const read = await readChosenFile(file, noun, props.maxBytes);
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
      const result = await props.action({ json }).catch(() => null);
      if (!result) return setMessage("Could not reach the server. Nothing was imported; try again.");
      if (!result.ok) {
        setProblems(result.fieldErrors?.json ?? []);
        return setMessage(result.message);
      }
      setOpening(result.data.name);
      startOpening(() => router.push(props.openPath(result.data.id)));
    },
    () => {
      setProblems([]);
      setMessage(getValues("json").trim() === "" ? null : props.refused);
    },
  );

  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    if (fileProblem) {
      // the refused file stays refused: its message stays, and nothing is sent
      e.preventDefault();
      setMessage(`Nothing was imported: choose another ${noun} file, or paste its contents below.`);
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
      aria-label={`Import a ${noun}`}
      aria-busy={busy || undefined}
      className="space-y-4 rounded border border-stone-300 bg-white p-4"
    >
      <FormMessage message={message} />
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-file`} className="text-sm font-medium">
          {capitalised(noun)} file
        </label>
        <input
          id={`${id}-file`}
          ref={fileInput}
          type="file"
          accept=".json,application/json"
          onChange={onFile}
          aria-invalid={fileProblem ? true : undefined}
          aria-describedby={`${id}-file-hint ${id}-file-error`}
          className="text-sm file:mr-3 file:rounded file:border file:border-stone-500 file:bg-white file:px-3 file:py-1"
        />
        <p id={`${id}-file-hint`} className="text-xs text-stone-600">
          {props.hint}
        </p>
        <p id={`${id}-file-error`} aria-live="polite" className="text-sm text-red-700">
          {fileProblem}
        </p>
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-json`} className="text-sm font-medium">
          {capitalised(noun)} file contents (JSON)
        </label>
        <textarea
          id={`${id}-json`}
          rows={12}
          spellCheck={false}
          aria-invalid={errors.length ? true : undefined}
          aria-describedby={`${id}-json-errors`}
          className="rounded border border-stone-400 bg-white px-3 py-2 font-mono text-xs aria-[invalid=true]:border-red-700"
          {...json}
          onChange={onText}
        />
        <div id={`${id}-json-errors`} aria-live="polite" className="text-sm text-red-700">
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
        <SubmitButton pending={busy} pendingText={opening !== null ? `Opening your ${noun}…` : "Importing…"}>
          Import {noun}
        </SubmitButton>
        {busy && props.showProgress && <progress aria-label="Import progress" className="h-2 w-32" />}
        <p role="status" aria-live="polite" className="text-sm text-stone-700">
          {opening !== null ? props.openingText(opening) : formState.isSubmitting ? props.creating : ""}
        </p>
      </div>
    </form>
  );
}

const capitalised = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
