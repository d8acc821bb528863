// The words for a problem the shape check finds where the schema gives none of its own: the
// validator's text ("Invalid input: expected array, received undefined") means nothing to a pack's
// writer. The path in the file is shown beside it.
import type { z } from "zod";
import { PACK_FORMAT, PACK_VERSION } from "./schema/pack";

/** A value from the file as a writer would read it back: "the text "12"", "2.5", "a list". */
export function shown(value: unknown): string {
  if (value === null) return "null";
  if (typeof value === "string") return `"${value.length > 40 ? `${value.slice(0, 40)}…` : value}"`;
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  if (Array.isArray(value)) return "a list";
  if (typeof value === "object") return "a section ({ … })";
  return String(value);
}

const received = (value: unknown) => (typeof value === "string" ? `the text ${shown(value)}` : shown(value));

const EXPECTED: Record<string, string> = {
  string: "text in quotes",
  number: "a number",
  int: "a whole number",
  boolean: "true or false",
  array: "a list ([ … ])",
  object: "a section ({ … })",
  null: "null",
};

export function packIssueInWords(iss: z.core.$ZodRawIssue): string {
  const path = iss.path ?? [];
  const input = iss.input;
  switch (iss.code) {
    case "invalid_type": {
      if (path.length === 0)
        return `This is not a Gorka Garage pack: the file should hold one pack ({ "format": "${PACK_FORMAT}", "version": ${PACK_VERSION}, "id": …, "name": …, … }).`;
      const expected = EXPECTED[iss.expected] ?? iss.expected;
      if (input === undefined)
        return iss.expected === "array" ? "This list is missing (write [] when it is empty)." : `This is missing: it should be ${expected}.`;
      return `This should be ${expected}, not ${received(input)}.`;
    }
    case "too_small":
      if (iss.origin === "string") return Number(iss.minimum) <= 1 ? "This cannot be empty." : `This needs at least ${iss.minimum} characters.`;
      if (iss.origin === "array") return `This list needs at least ${iss.minimum} entries.`;
      return Number(iss.minimum) === 0 ? `This cannot be negative (it is ${shown(input)}).` : `This must be at least ${iss.minimum} (it is ${shown(input)}).`;
    case "too_big":
      if (iss.origin === "string") return `This is too long: at most ${iss.maximum} characters.`;
      if (iss.origin === "array") return `This list is too long: at most ${iss.maximum} entries.`;
      return `This must be at most ${iss.maximum} (it is ${shown(input)}).`;
    case "invalid_value": {
      const allowed = iss.values.map((v) => (typeof v === "string" ? `"${v}"` : String(v))).join(", ");
      return input === undefined ? `This is missing: it should be one of ${allowed}.` : `${shown(input)} is not allowed here: use one of ${allowed}.`;
    }
    case "unrecognized_keys":
      return `Unknown field${iss.keys.length === 1 ? "" : "s"} here: ${iss.keys.join(", ")} (check the spelling).`;
    default:
      return "This value is not allowed here.";
  }
}
