// Manual adjustments: a value the table agrees on, set by hand (a forgotten wound, a flag, a seat).
// Checked against the same limits as the rules: wounds stay between 0 and the location's maximum.
import type { EventOf } from "./events";
import { refuse, rule } from "./rule";
import { driverOf, fighterAt, vehicleAt } from "./state-read";
import { dismount, wreck } from "./state-write";
import type { Handler } from "./step";

export const ADJUST_RULES = {
  adjustment: rule(
    "adjustment",
    "Battle companion: manual adjustment",
    "A player sets a value by hand, as agreed at the table; nothing is rolled. Wounds stay between 0 and the most the location has.",
  ),
} as const;

const within = (n: number, max: number, what: string) => {
  if (!Number.isInteger(n) || n < 0 || n > max) refuse("not-allowed", `${what} is a whole number from 0 to ${max}.`, ADJUST_RULES.adjustment);
};

export const adjust: Handler<"adjust"> = (s, e: EventOf<"adjust">, _dice, step) => {
  step.cite(ADJUST_RULES.adjustment);
  const c = e.change;
  const note = e.note ? ` (${e.note})` : "";
  switch (c.what) {
    case "location-wounds": {
      const v = vehicleAt(s, c.vehicle);
      const l = v.locations[c.location];
      within(c.wounds, l.max, `${v.name}'s ${c.location} wounds`);
      l.wounds = c.wounds;
      return `${v.name}'s ${c.location} set to ${c.wounds}/${l.max} wounds${note}.`;
    }
    case "vehicle-flag": {
      const v = vehicleAt(s, c.vehicle);
      if (c.flag === "wrecked" && c.value) wreck(s, v);
      else v.flags[c.flag] = c.value;
      return `${v.name}: ${c.flag} ${c.value ? "on" : "off"}${note}.`;
    }
    case "plate-save": {
      const v = vehicleAt(s, c.vehicle);
      if (c.save !== null && !(Number.isInteger(c.save) && c.save >= 4 && c.save <= 6))
        refuse("not-allowed", "The plates' save is 4+, 5+, 6+ or gone.", ADJUST_RULES.adjustment);
      v.plateSave = c.save;
      return `${v.name}'s armour plates save set to ${c.save === null ? "none" : `${c.save}+`}${note}.`;
    }
    case "fighter-wounds": {
      const f = fighterAt(s, c.fighter);
      within(c.wounds, f.maxWounds, `${f.name}'s wounds`);
      f.wounds = c.wounds;
      return `${f.name} set to ${c.wounds}/${f.maxWounds} wounds${note}.`;
    }
    case "seat": {
      const f = fighterAt(s, c.fighter);
      if (c.vehicle === null || c.seat === null) {
        dismount(f);
        return `${f.name} is on foot${note}.`;
      }
      const v = vehicleAt(s, c.vehicle);
      const d = driverOf(s, v.key);
      if (c.seat === "driver" && d && d.key !== f.key) refuse("not-allowed", `${v.name} already has a driver, ${d.name}.`, ADJUST_RULES.adjustment);
      Object.assign(f, { ridesIn: v.key, seat: c.seat });
      return `${f.name} rides ${v.name} as ${c.seat}${note}.`;
    }
    case "fought": {
      const f = fighterAt(s, c.fighter);
      f.foughtThisTurn = true;
      return `${f.name} has fought in melee this turn${note}.`;
    }
    case "dismiss-prompt": {
      if (!s.prompts.some((p) => p.id === c.prompt)) refuse("not-allowed", `There is nothing waiting numbered ${c.prompt}.`, ADJUST_RULES.adjustment);
      s.prompts = s.prompts.filter((p) => p.id !== c.prompt);
      return `Waiting roll ${c.prompt} set aside${note}.`;
    }
  }
};
