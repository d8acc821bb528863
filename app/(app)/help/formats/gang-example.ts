/** The smallest gang file that imports, shown on the help page (and checked by its test). */
export const GANG_EXAMPLE = `{
  "format": "gorka-garage.gang",
  "version": 1,
  "gang": { "name": "Da Grunts", "house": "Goffs" },
  "roster": {
    "name": "Da Grunts",
    "ledger": [{ "reason": "Starting credits", "amount": 1000, "balanceAfter": 1000 }],
    "stash": [],
    "fighters": [],
    "vehicles": []
  }
}`;

/** A short pack: a leader type with a two-line launcher, a skill, an injury table, one advance, experience and income. */
export const PACK_EXAMPLE = `{
  "format": "gorka-garage.pack",
  "version": 1,
  "id": "our-club",
  "name": "Our club's list",
  "skillCategories": [{ "id": "aim", "name": "Aim" }],
  "skills": [{ "id": "snap-aim", "name": "Snap Aim", "category": "aim", "text": "No penalty for shooting after moving." }],
  "weapons": [{
    "id": "launcher", "name": "Launcher", "cost": 60, "traits": ["Blast"],
    "profiles": [
      { "name": "Burst", "range": { "short": 6, "long": 24 }, "accuracy": { "short": 0, "long": -1 }, "S": 3, "AP": 0, "D": 1, "Ammo": 5 },
      { "name": "Punch", "range": { "short": 6, "long": 24 }, "accuracy": { "short": 0, "long": -1 }, "S": 6, "AP": -2, "D": "D3", "Ammo": 5 }
    ]
  }],
  "fighterTypes": [{
    "id": "boss", "name": "Boss", "role": "leader", "cost": 100, "min": 1, "max": 1,
    "profile": { "M": 5, "WS": 5, "BS": 5, "S": 4, "T": 4, "W": 2, "I": 4, "A": 2, "Ld": 8, "Cl": 6, "Wil": 6, "Int": 7 },
    "equipment": [{ "item": "launcher", "cost": 55 }],
    "skillCategories": ["aim"]
  }],
  "injuries": { "dice": "D6", "rows": [
    { "from": 1, "to": 4, "name": "Walks it off", "effects": [] },
    { "from": 5, "to": 5, "name": "Limp", "effects": [{ "kind": "stat", "stat": "M", "change": -1 }, { "kind": "injury", "name": "Limp" }] },
    { "from": 6, "to": 6, "name": "Dead", "effects": [{ "kind": "dead" }] }
  ] },
  "advancements": { "options": [
    { "id": "plus-bs", "name": "+1 BS", "xpCost": 6, "effect": { "kind": "stat", "stat": "BS", "max": 6 } }
  ] },
  "experience": { "forTakingPart": 1, "perKill": 1, "perOutOfAction": 1 },
  "income": { "kind": "dice", "roll": "D6x10" }
}`;
