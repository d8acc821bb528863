"use client";
import { ImportJsonForm } from "@/app/_components/import-json-form";
import { IMPORT_REFUSED, importGangSchema } from "@/lib/contracts/gang-import";
import { importGangAction } from "../actions";

/** Import a gang from an exported file or its pasted text (the shared import form, for gangs). */
export function ImportGangForm() {
  return (
    <ImportJsonForm
      noun="gang"
      idPrefix="import"
      hint='A .json file from "Export JSON", up to 1 MB. Its contents appear below.'
      schema={importGangSchema}
      refused={IMPORT_REFUSED}
      action={importGangAction}
      openPath={(id) => `/gangs/${id}`}
      creating="Checking the file and creating your gang…"
      openingText={(name) => `Imported ${name}. Opening your gang…`}
      showProgress
    />
  );
}
