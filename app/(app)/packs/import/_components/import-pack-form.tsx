"use client";
import { ImportJsonForm } from "@/app/_components/import-json-form";
import { importPackSchema, PACK_IMPORT_REFUSED } from "@/lib/contracts/packs";
import { PACK_FILE_MAX_BYTES } from "@/lib/packs/limits";
import { importPackAction } from "../../actions";

/** Import a pack from its file or pasted text (the shared import form, for packs). */
export function ImportPackForm() {
  return (
    <ImportJsonForm
      noun="pack"
      idPrefix="pack"
      maxBytes={PACK_FILE_MAX_BYTES}
      hint="A .json pack file, up to 1 MB. Its contents appear below."
      schema={importPackSchema}
      refused={PACK_IMPORT_REFUSED}
      action={importPackAction}
      openPath={(id) => `/packs/${id}`}
      creating="Checking the file and creating your pack…"
      openingText={(name) => `Imported ${name}. Opening it…`}
    />
  );
}
