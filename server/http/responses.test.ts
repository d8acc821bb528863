import { describe, expect, it } from "vitest";
import { attachment, errorJson } from "./responses";

describe("route handler responses", () => {
  it("errors are { error: { code, message } } with their status and no caching", async () => {
    const r = errorJson(404, "NOT_FOUND", "That gang does not exist or is not yours.");
    expect(r.status).toBe(404);
    expect(r.headers.get("cache-control")).toBe("no-store");
    expect(await r.json()).toEqual({ error: { code: "NOT_FOUND", message: "That gang does not exist or is not yours." } });
  });

  it("download names keep the gang's name exactly (RFC 5987) with a safe ASCII fallback", () => {
    expect(attachment("Da Grunts", "pdf")).toBe(`attachment; filename="Da Grunts.pdf"; filename*=UTF-8''Da%20Grunts.pdf`);
    expect(attachment('Böse "Jungs"/2', "gang.json")).toBe(
      `attachment; filename="Bose Jungs2.gang.json"; filename*=UTF-8''B%C3%B6se%20%22Jungs%22%2F2.gang.json`,
    );
    expect(attachment("💀💀", "pdf")).toMatch(/^attachment; filename="gang\.pdf"; /);
    expect(attachment("a\r\nSet-Cookie: x", "pdf")).not.toMatch(/[\r\n]/);
  });
});
