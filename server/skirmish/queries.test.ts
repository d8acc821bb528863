import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { importGang } from "@/lib/export/gang-export";
import { createUser } from "../accounts/mutations";
import { createGangWithRoster } from "../rosters/store";
import { testDatabases, type TestDatabase } from "../testing/databases";
import { loadSkirmishGangs } from "./queries";

describe.each(testDatabases())("skirmish gangs on $name", (factory) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await factory.create();
  });
  afterAll(() => t?.drop());

  it("lists only the user's own gangs, each as a gang export that imports cleanly", async () => {
    const a = await createUser(t.db, { name: "Alice", email: "alice-sk@example.com", password: "password1" });
    const b = await createUser(t.db, { name: "Bob", email: "bob-sk@example.com", password: "password2" });
    if (!a.ok || !b.ok) throw new Error("users");
    const { id } = await createGangWithRoster(t.db, a.id, { name: "Da Grunts", house: "Goffs", credits: 1000 });
    await createGangWithRoster(t.db, b.id, { name: "Not Yours", house: "", credits: 1000 });
    const gangs = await loadSkirmishGangs(t.db, a.id);
    expect(gangs.map((g) => [g.id, g.name])).toEqual([[id, "Da Grunts"]]);
    expect(gangs[0]!.export.gang).toEqual({ name: "Da Grunts", house: "Goffs" });
    expect(importGang(JSON.parse(JSON.stringify(gangs[0]!.export))).ok).toBe(true);
  });
});
