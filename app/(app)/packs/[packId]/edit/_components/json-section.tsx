"use client";
import { useId, useState, type ChangeEvent } from "react";
import { useFormContext } from "react-hook-form";
import { kilobytes, PACK_FILE_MAX_BYTES } from "@/lib/packs/limits";
import { useFieldError } from "./inputs";

/** The whole pack as its file: for what the forms do not hold (the advancement roll table), or a file edited elsewhere. */
export function JsonSection() {
  const { register, setValue } = useFormContext();
  const id = useId();
  const error = useFieldError("json");
  const [fileProblem, setFileProblem] = useState<string | null>(null);
  const onFile = async (e: ChangeEvent<HTMLInputElement>) => {
    setFileProblem(null);
    const file = e.target.files?.[0];
    if (!file) return;
    if (file.size > PACK_FILE_MAX_BYTES) return setFileProblem(`${file.name} is ${kilobytes(file.size)}; pack files up to 1 MB can be read.`);
    const text = await file.text().catch(() => null);
    if (text === null) return setFileProblem(`${file.name} could not be read: choose it again.`);
    setValue("json", text, { shouldDirty: true });
  };
  return (
    <div className="space-y-3">
      <p className="text-sm text-stone-700">
        The pack&apos;s file as it is now. Change it here, or read a file over it; saving checks it as an import does. It keeps the pack&apos;s id, and its
        revision is counted on whatever the file says.
      </p>
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-file`} className="text-sm font-medium">
          Read a file over it
        </label>
        <input id={`${id}-file`} type="file" accept=".json,application/json" onChange={onFile} aria-describedby={`${id}-file-error`} className="text-sm" />
        <span id={`${id}-file-error`} aria-live="polite" className="text-sm text-red-700">
          {fileProblem}
        </span>
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={id} className="text-sm font-medium">
          Pack file (JSON)
        </label>
        <textarea
          id={id}
          rows={24}
          spellCheck={false}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-error`}
          className="rounded border border-stone-400 bg-white px-3 py-2 font-mono text-xs aria-[invalid=true]:border-red-700"
          {...register("json")}
        />
        <span id={`${id}-error`} aria-live="polite" className="text-sm text-red-700">
          {error}
        </span>
      </div>
    </div>
  );
}
