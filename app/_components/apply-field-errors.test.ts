import { describe, expect, it } from "vitest";
import { applyServerErrors } from "./apply-field-errors";

type Form = { code: string; gangId: string };
const refusal = {
  ok: false as const,
  code: "NOT_FOUND" as const,
  message: "No campaign has that invite code. Check it with your organiser.",
  fieldErrors: { code: ["No campaign has that invite code: check it with your organiser"] },
};

describe("server refusals on a form", () => {
  it("each field error goes under its field; the message is returned for the top of the form", () => {
    const set: [string, string | undefined][] = [];
    const message = applyServerErrors<Form>(refusal, (name, e) => void set.push([name, e.message]));
    expect(set).toEqual([["code", "No campaign has that invite code: check it with your organiser"]]);
    expect(message).toBe(refusal.message);
  });

  it("a refusal placed under a field the form shows is not said again above it", () => {
    expect(applyServerErrors<Form>(refusal, () => {}, ["code", "gangId"])).toBeNull();
    expect(applyServerErrors<Form>({ ...refusal, fieldErrors: { _form: ["x"] } }, () => {}, ["code"])).toBe(refusal.message);
    expect(applyServerErrors<Form>({ ...refusal, fieldErrors: undefined }, () => {}, ["code"])).toBe(refusal.message);
  });

  it("the keyboard focus goes to the first field with an error, and only to it", () => {
    const focused: string[] = [];
    const two = { ...refusal, fieldErrors: { code: ["bad code"], gangId: ["bad gang"] } };
    applyServerErrors<Form>(two, (name, _e, options) => void (options?.shouldFocus && focused.push(name)));
    expect(focused).toEqual(["code"]);
  });
});
