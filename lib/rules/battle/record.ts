// The campaign's battle-record rows, read from their schema. The only import from the contracts:
// when they move to lib/contracts, this one line changes.
import type { z } from "zod";
import type { battleFighterSchema, battleVehicleSchema } from "@/lib/contracts/campaign";

export type RecordFighter = z.infer<typeof battleFighterSchema>;
export type RecordVehicle = z.infer<typeof battleVehicleSchema>;
