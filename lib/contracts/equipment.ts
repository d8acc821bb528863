import { z } from "zod";
import { EQUIPMENT_CATEGORIES } from "@/lib/catalogue/equipment";
import { safeText } from "./text";

const item = {
  category: z.enum(EQUIPMENT_CATEGORIES, { error: "Choose weapon or wargear" }),
  name: safeText().trim().min(1, "Give the item a name").max(60, "Names can be at most 60 characters"),
  cost: z.coerce
    .number({ error: "Cost must be a number" })
    .min(0, "Cost cannot be negative")
    .max(10_000, "Cost can be at most 10,000")
    .int("Cost must be a whole number"),
  traits: safeText().trim().max(200, "At most 200 characters"),
};

/** An item a gang adds to its own catalogue. */
export const addEquipmentSchema = z.object({ gangId: safeText().trim().min(1).max(64), ...item });
export type AddEquipmentInput = z.input<typeof addEquipmentSchema>;

/** An item an organiser adds to the campaign's catalogue, for every gang in it. */
export const addCampaignEquipmentSchema = z.object({ campaignId: safeText().trim().min(1).max(64), ...item });
