// 000 Bang!: who may enter the arena, as the page and the command line check it before a game.
import { describe, expect, it } from "vitest";
import { bangSetupSchema } from "./profile";

const fighter = (id: string, side: string) => ({ id, name: id, side });
const messages = (data: unknown) => {
  const r = bangSetupSchema.safeParse(data);
  return r.success ? [] : r.error.issues.map((i) => i.message);
};

describe("000 Bang! set-up", () => {
  it("two gangs of distinct fighters enter the arena", () => {
    expect(messages({ fighters: [fighter("a", "Reds"), fighter("b", "Blues")] })).toEqual([]);
  });

  it("000 is for two or more fighters of different gangs: one gang alone is refused", () => {
    expect(messages({ fighters: [fighter("a", "Reds"), fighter("b", "Reds")] })).toEqual(["Bang! needs two or more gangs"]);
  });

  it("two fighters with one id are refused", () => {
    expect(messages({ fighters: [fighter("a", "Reds"), fighter("a", "Blues")] })).toEqual(["fighter ids must differ"]);
  });
});
