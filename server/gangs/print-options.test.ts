import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_PRINT_OPTIONS } from "@/lib/contracts/print";
import { createGangWithRoster } from "../rosters/store";
import { testDatabases, type TestDatabase } from "../testing/databases";
import { testUsers } from "../testing/users";
import { printOptionsOf, savePrintOptions } from "./print-options";

describe.each(testDatabases())("a gang's remembered print choice on $name", (factory) => {
  let t: TestDatabase;
  let alice: string, bob: string;
  beforeAll(async () => {
    t = await factory.create();
    ({ alice, bob } = await testUsers(t.db, "alice", "bob"));
  });
  afterAll(() => t?.drop());

  const gangRow = (id: string) => t.db.gang.findUniqueOrThrow({ where: { id } });

  it("a new gang prints with the defaults; the owner's choice is remembered for that gang only", async () => {
    const a = await createGangWithRoster(t.db, alice, { name: "Carded", house: "", credits: 0 });
    const b = await createGangWithRoster(t.db, alice, { name: "Other", house: "", credits: 0 });
    expect(printOptionsOf(await gangRow(a.id))).toEqual(DEFAULT_PRINT_OPTIONS);
    const choice = { ...DEFAULT_PRINT_OPTIONS, size: "tarot" as const, roster: false, vehicles: ["v1"], blanks: { ...DEFAULT_PRINT_OPTIONS.blanks, hulk: 2 } };
    expect(await savePrintOptions(t.db, a.id, alice, choice)).toBe(true);
    expect(printOptionsOf(await gangRow(a.id))).toEqual(choice);
    expect(printOptionsOf(await gangRow(b.id))).toEqual(DEFAULT_PRINT_OPTIONS);
  });

  it("another user cannot change a gang's print choice", async () => {
    const a = await createGangWithRoster(t.db, alice, { name: "Mine", house: "", credits: 0 });
    expect(await savePrintOptions(t.db, a.id, bob, { ...DEFAULT_PRINT_OPTIONS, size: "page" })).toBe(false);
    expect(printOptionsOf(await gangRow(a.id))).toEqual(DEFAULT_PRINT_OPTIONS);
  });
});
