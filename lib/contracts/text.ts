// Texts and dates as every form, action and import takes them: what a database would refuse (or,
// worse, keep and misread) is refused here first, in words under the field. One home, so each
// schema in lib/contracts and the gang import say the same thing.
import { z } from "zod";

/**
 * Why: PostgreSQL refuses a NUL in text ("Something went wrong" for the player) while SQLite keeps
 * it, and control characters are invisible in every page that shows the text. C0 controls, DEL and
 * C1 controls are refused; a multi-line text (notes, house rules) keeps line breaks and tabs.
 * Lone UTF-16 surrogates cannot be written as UTF-8 either, so they are refused too.
 */
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;
const CONTROL_BUT_LINES = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

const codePoint = (c: string) => `U+${c.codePointAt(0)!.toString(16).toUpperCase().padStart(4, "0")}`;

/** The problem with a text, in words, or null when it can be saved as it is. */
export function textProblem(text: string, multiline = false): string | null {
  const control = (multiline ? CONTROL_BUT_LINES : CONTROL).exec(text);
  if (control) {
    const what =
      control[0] === "\n" || control[0] === "\r" ? "a line break" : control[0] === "\t" ? "a tab" : `an invisible control character (${codePoint(control[0])})`;
    return `This text contains ${what}, which cannot be saved: remove it.`;
  }
  if (LONE_SURROGATE.test(text)) return "This text contains a broken character (half of an emoji or symbol): retype it.";
  return null;
}

type TextCheck = (ctx: { value: string; issues: z.core.$ZodRawIssue[] }) => void;
const textCheck =
  (multiline: boolean): TextCheck =>
  (ctx) => {
    const problem = textProblem(ctx.value, multiline);
    if (problem) ctx.issues.push({ code: "custom", message: problem, input: ctx.value, continue: true });
  };
const singleLineCheck = textCheck(false);
const multiLineCheck = textCheck(true);
/** The checks safeText adds, so a test can prove that every text of every schema carries one. */
export const SAFE_TEXT_CHECKS: ReadonlySet<unknown> = new Set([singleLineCheck, multiLineCheck]);

/**
 * A text a person typed or a file holds: no control characters (NUL included), line breaks and
 * tabs only when `multiline`; `error` is said when the value is no text at all. Chain the field's
 * own rules after it: `safeText().trim().min(1, …)`.
 */
export const safeText = (options: { multiline?: boolean; error?: string } = {}) =>
  z.string(options.error === undefined ? undefined : { error: options.error }).check(options.multiline ? multiLineCheck : singleLineCheck);

/** The years a date may have: PostgreSQL and JavaScript agree on all of them, and a campaign needs no more. */
export const DATE_YEARS = { min: 1900, max: 9999 } as const;

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31] as const;
const leap = (y: number) => (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;

/**
 * A day on the calendar written as the date inputs send it, YYYY-MM-DD: 2026-02-31 is no day (the
 * database would have turned it into 3 March), and a year outside DATE_YEARS is refused (year
 * -271821 reached PostgreSQL and failed there).
 */
export function isCalendarDate(text: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (y < DATE_YEARS.min || y > DATE_YEARS.max || mo < 1 || mo > 12 || d < 1) return false;
  return d <= (mo === 2 && leap(y) ? 29 : DAYS_IN_MONTH[mo - 1]!);
}

/** A required date (YYYY-MM-DD), refused with the field's own message. */
export const calendarDate = (message: string) => safeText().trim().refine(isCalendarDate, message);

/** A date that may be left empty (""), refused with the field's own message otherwise. */
export const optionalCalendarDate = (message: string) =>
  safeText()
    .trim()
    .refine((v) => v === "" || isCalendarDate(v), message);
