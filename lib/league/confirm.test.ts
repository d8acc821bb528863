import { describe, expect, it } from "vitest";
import { isOtherSide } from "./confirm";

const g = (ownerId: string, result: string) => ({ ownerId, result });

describe("who confirms a battle as the other side", () => {
  it("two gangs: the opponent confirms, the recorder does not, a stranger does not", () => {
    const battle = [g("rec", "won"), g("opp", "lost")];
    expect(isOtherSide(battle, "rec", "opp")).toBe(true);
    expect(isOtherSide(battle, "rec", "rec")).toBe(false);
    expect(isOtherSide(battle, "rec", "stranger")).toBe(false);
  });

  it("ruling: an ally who won alongside the recorder is not the other side; the losing gang is", () => {
    const battle = [g("rec", "won"), g("ally", "won"), g("loser", "lost")];
    expect(isOtherSide(battle, "rec", "ally")).toBe(false);
    expect(isOtherSide(battle, "rec", "loser")).toBe(true);
  });

  it("ruling: when the recorder lost, the winners are the other side; in a draw everyone else is", () => {
    expect(isOtherSide([g("rec", "lost"), g("a", "won"), g("b", "won")], "rec", "b")).toBe(true);
    expect(isOtherSide([g("rec", "draw"), g("a", "draw"), g("b", "draw")], "rec", "a")).toBe(true);
  });

  it("ruling: an organiser who recorded a battle they did not play leaves any player in it to confirm", () => {
    expect(isOtherSide([g("p1", "won"), g("p2", "won"), g("p3", "lost")], "organiser", "p2")).toBe(true);
  });

  it("ruling: a player with gangs on both sides may confirm as the owner of the gang that fought the recorder's", () => {
    expect(isOtherSide([g("rec", "won"), g("two", "won"), g("two", "lost")], "rec", "two")).toBe(true);
  });
});

describe("who confirms: signed out", () => {
  it("nobody signed in (an empty user id) is never the other side", () => {
    expect(
      isOtherSide(
        [
          { ownerId: "", result: "lost" },
          { ownerId: "rec", result: "won" },
        ],
        "rec",
        "",
      ),
    ).toBe(false);
  });
});
