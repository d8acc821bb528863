// A gang for the fighter post-game tests: Da Grunts (fighters made before packs, custom types, in a
// Truck and on a Bike) joined by three fighters recruited from the default pack.
import { gruntsRoster } from "../../rules/roster/fixtures";
import { credit } from "../../rules/ledger";
import type { Roster } from "../../rules/roster/schema";
import { DEFAULT_PACK } from "../default-pack";
import { buyFromPack } from "../equipment";
import { recruitFromPack } from "../recruit";
import type { PackRosterResult } from "../apply";

const must = (r: PackRosterResult): Roster => {
  if (!r.ok) throw new Error(r.issues.map((i) => i.message).join("; "));
  return r.roster;
};

/** Mags (Lieutenant, tube launcher and padded coat, 10 XP), Dex (Hired Gun), Tich (Youngster). */
export function packGang(): Roster {
  let r = gruntsRoster();
  r.ledger = credit(r.ledger, "Winnings", 500);
  r = must(recruitFromPack(r, DEFAULT_PACK, "lieutenant", { id: "mags", name: "Mags" }));
  r = must(buyFromPack(r, DEFAULT_PACK, "mags", "tube-launcher"));
  r = must(buyFromPack(r, DEFAULT_PACK, "mags", "padded-coat"));
  r = must(recruitFromPack(r, DEFAULT_PACK, "hired-gun", { id: "dex", name: "Dex" }));
  r = must(recruitFromPack(r, DEFAULT_PACK, "youngster", { id: "tich", name: "Tich" }));
  r.fighters.find((f) => f.id === "mags")!.xp = 10;
  return r;
}

export const fighter = (r: Roster, id: string) => r.fighters.find((f) => f.id === id)!;

/** Freezes a roster all the way down, so a step that wrote to its input would throw. */
export function deepFreeze<T>(value: T): T {
  if (value && typeof value === "object") {
    for (const v of Object.values(value)) deepFreeze(v);
    Object.freeze(value);
  }
  return value;
}
