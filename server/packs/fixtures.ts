// Test fixtures: pack files as a group would write them, from the placeholder starter pack.
import { DEFAULT_PACK } from "@/lib/packs/default-pack";
import { exportPack } from "@/lib/packs/file";
import type { Pack } from "@/lib/packs/schema/pack";

/** A pack file of the starter pack's content under another id and name, as exported (canonical text). */
export function clubPackText(o: Partial<Pack> = {}): string {
  return exportPack({ ...DEFAULT_PACK, id: "club", name: "Club list", ...o });
}

/** The same content as a person writes it by hand: sections left out, keys in their own order, tabs. */
export const HAND_WRITTEN_PACK = `{\t"version": 1, "format": "gorka-garage.pack",
  "name": "Hand made", "id": "hand-made",
  "weapons": [ { "id": "sling", "name": "Sling", "cost": 5, "traits": [], "profiles": [
     { "name": "Sling", "range": { "short": 6, "long": 12 }, "accuracy": { "short": 0, "long": 0 }, "S": 2, "AP": 0, "D": 1, "Ammo": null } ] } ]
}
`;
