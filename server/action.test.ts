import { describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { guard, userAction } from "./action";

const schema = z.object({ name: z.string().min(1, "Give it a name") });
const alice = { id: "u1", email: "alice@example.com", name: "Alice" };

describe("every server action's order: parse, session, body", () => {
  it("a signed-out caller is refused before anything runs", async () => {
    const body = vi.fn();
    expect(await userAction(schema, { name: "x" }, body, async () => null)).toMatchObject({ ok: false, code: "UNAUTHENTICATED" });
    expect(body).not.toHaveBeenCalled();
  });

  it("bad input is answered with field errors before the session is even looked at", async () => {
    const signedIn = vi.fn(async () => alice);
    expect(await userAction(schema, { name: "" }, vi.fn(), signedIn)).toEqual({
      ok: false,
      code: "INVALID_INPUT",
      message: "Please correct the highlighted fields.",
      fieldErrors: { name: ["Give it a name"] },
    });
    expect(signedIn).not.toHaveBeenCalled();
  });

  it("a signed-in caller's body runs with the parsed data", async () => {
    const r = await userAction(
      schema,
      { name: "Gang" },
      async (d, u) => ({ ok: true, data: `${u.name}:${d.name}` }),
      async () => alice,
    );
    expect(r).toEqual({ ok: true, data: "Alice:Gang" });
  });

  it("an unexpected error becomes a friendly INTERNAL answer with no stack", async () => {
    const spy = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const r = await guard(async () => {
      throw new Error("db exploded at line 42");
    });
    expect(r).toEqual({ ok: false, code: "INTERNAL", message: "Something went wrong on our side. Nothing was changed; please try again." });
    spy.mockRestore();
  });
});
