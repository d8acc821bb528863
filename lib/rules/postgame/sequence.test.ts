import { describe, expect, it } from "vitest";
import { gruntsRoster } from "../roster/fixtures";
import { credits } from "../validation/validate";
import { buildSteps, clearMarks, creditsStep, type PlannedStep } from "./sequence";
import { answers, fighterRow, planOf, stepsOf, vehicleRow, wreck } from "./vehicle-postgame.fixtures";

const ofKind = (steps: PlannedStep[], kind: string) => steps.filter((s) => s.kind === kind);
const key = (step: string, subject: string, index = 0) => ({ mode: "app", key: { battleId: "b1", gangId: "g1", step, subject, index } });

describe("003 post-game sequence: the vehicle steps built from the plan and the answers", () => {
  it("the first step clears last battle's marks, with no dice, and the last vehicle step is hulk salvage", () => {
    const steps = stepsOf(planOf());
    expect(steps[0]).toEqual({
      kind: "clear-marks",
      label: "Back from the last battle",
      field: "_form",
      input: { step: "clear-marks", input: {} },
      dice: { mode: "none" },
    });
    expect(ofKind(steps, "wreck-and-ruin")).toEqual([
      { kind: "wreck-and-ruin", label: "Hulk salvage", field: "hulkName", input: { step: "wreck-and-ruin", input: {} }, dice: { mode: "none" } },
    ]);
    expect(ofKind(stepsOf(planOf(), { hulkName: "Old Smoky" }), "wreck-and-ruin")[0]!.input).toEqual({
      step: "wreck-and-ruin",
      input: { hulkName: "Old Smoky" },
    });
  });

  it("003 Permanent damage: one D66 per crippled or wrecked vehicle, rolled by the app from the vehicle's own seed, errors under its answer's row", () => {
    const plan = planOf();
    // the answers list the truck first, the plan the bike first: each step finds its own row
    const steps = ofKind(
      stepsOf(plan, {
        permanentDamage: [
          { vehicleId: "truck", benchFighterId: "snag", stripperId: "", mode: "manual", faces: "6 4" },
          { vehicleId: "bike", benchFighterId: "", stripperId: "yoof", mode: "app", faces: "" },
        ],
      }),
      "permanent-damage",
    );
    expect(steps).toEqual([
      {
        kind: "permanent-damage",
        label: "Permanent damage: Speedy",
        field: "permanentDamage.1.faces",
        input: {
          step: "permanent-damage",
          input: { vehicleId: "bike", otherGangBottledOut: true, benchFighterId: null, stripperId: "yoof", strippedBy: null },
        },
        dice: key("permanent-damage", "bike"),
      },
      {
        kind: "permanent-damage",
        label: "Permanent damage: Grunt Truck",
        field: "permanentDamage.0.faces",
        input: {
          step: "permanent-damage",
          input: { vehicleId: "truck", otherGangBottledOut: true, benchFighterId: "snag", stripperId: null, strippedBy: null },
        },
        dice: { mode: "manual", faces: [6, 4] },
      },
    ]);
  });

  it("a crippled vehicle with no answer row still rolls, by the app, its errors under the first row", () => {
    const steps = ofKind(stepsOf(planOf(), { permanentDamage: [] }), "permanent-damage");
    expect(steps.map((s) => [s.field, s.dice])).toEqual([
      ["permanentDamage.0.faces", key("permanent-damage", "bike")],
      ["permanentDamage.0.faces", key("permanent-damage", "truck")],
    ]);
    expect(steps.map((s) => s.input)).toMatchObject([
      { input: { benchFighterId: null, stripperId: null } },
      { input: { benchFighterId: null, stripperId: null } },
    ]);
  });

  it("003 Destroyed: a roll made already by the gang that stripped the wreck stands, its dice typed in for the step and the label saying who rolled", () => {
    const plan = planOf({ known: { faces: [6, 5], result: "destroyed", rolledBy: "Da Uvvers", strippedBy: "Da Uvvers" } });
    const truck = ofKind(stepsOf(plan, { permanentDamage: [] }), "permanent-damage")[1]!;
    expect(truck).toMatchObject({
      label: "Permanent damage: Grunt Truck (rolled in the post-game of Da Uvvers)",
      input: { input: { vehicleId: "truck", strippedBy: "Da Uvvers" } },
      dice: { mode: "manual", faces: [6, 5] },
    });
  });

  it("003 Destroyed: a wreck of a gang that bottled out is stripped with its owner's permanent-damage seed when nobody has rolled it yet", () => {
    const plan = planOf({ toStrip: [wreck(), wreck({ vehicleId: "v8", vehicleName: "Smoky" })] });
    const steps = ofKind(
      stepsOf(plan, {
        wreckStrips: [
          { gangId: "g2", vehicleId: "v8", stripperId: "", mode: "manual", faces: "6 6 1 2" },
          { gangId: "g2", vehicleId: "v9", stripperId: "snag", mode: "app", faces: "" },
        ],
      }),
      "strip-wreck",
    );
    expect(steps).toEqual([
      {
        kind: "strip-wreck",
        label: "Strip the wreck: Rusty (Da Uvvers)",
        field: "wreckStrips.1.faces",
        input: {
          step: "strip-wreck",
          input: { ownerGangId: "g2", vehicleId: "v9", ownerGangName: "Da Uvvers", vehicleName: "Rusty", knownResult: null, stripperId: "snag" },
        },
        dice: { mode: "app", key: { battleId: "b1", gangId: "g2", step: "permanent-damage", subject: "v9", index: 0 } },
      },
      {
        kind: "strip-wreck",
        label: "Strip the wreck: Smoky (Da Uvvers)",
        field: "wreckStrips.0.faces",
        input: {
          step: "strip-wreck",
          input: { ownerGangId: "g2", vehicleId: "v8", ownerGangName: "Da Uvvers", vehicleName: "Smoky", knownResult: null, stripperId: null },
        },
        dice: { mode: "manual", faces: [6, 6, 1, 2] },
      },
    ]);
  });

  it("each wreck finds its own answer row by gang and vehicle: two gangs' wrecks may share a vehicle id", () => {
    const plan = planOf({ toStrip: [wreck(), wreck({ ownerGangId: "g3", ownerGangName: "Da Others" })] });
    const steps = ofKind(
      stepsOf(plan, {
        wreckStrips: [
          { gangId: "g3", vehicleId: "v9", stripperId: "yoof", mode: "app", faces: "" },
          { gangId: "g2", vehicleId: "v9", stripperId: "snag", mode: "app", faces: "" },
        ],
      }),
      "strip-wreck",
    );
    expect(steps.map((s) => [s.label, s.field, (s.input.input as { stripperId: string | null }).stripperId])).toEqual([
      ["Strip the wreck: Rusty (Da Uvvers)", "wreckStrips.1.faces", "snag"],
      ["Strip the wreck: Rusty (Da Others)", "wreckStrips.0.faces", "yoof"],
    ]);
  });

  it("a wreck already rolled DESTROYED and not yet stripped rolls only the salvage, from this gang's own seed; one not destroyed or stripped already is left out", () => {
    const known = (result: "destroyed" | "fixed", strippedBy: string | null = null) => ({ faces: [6, 4], result, rolledBy: "Da Uvvers", strippedBy });
    const plan = planOf({
      toStrip: [
        wreck({ known: known("destroyed") }),
        wreck({ vehicleId: "v8", known: known("fixed") }),
        wreck({ vehicleId: "v7", known: known("destroyed", "Da Others") }),
      ],
    });
    const steps = ofKind(stepsOf(plan, { wreckStrips: [] }), "strip-wreck");
    expect(steps).toHaveLength(1);
    expect(steps[0]).toMatchObject({
      field: "wreckStrips.0.faces",
      input: { input: { vehicleId: "v9", knownResult: "destroyed", stripperId: null } },
      dice: key("strip-wreck", "g2:v9"),
    });
  });

  it("003 Death of drivers and gunners: the replacements go to the seats of the dead, in the order the dead gunners sat; a vehicle with nobody chosen is left out", () => {
    const plan = planOf();
    const steps = stepsOf(plan, {
      injuries: [{ fighterId: "nob", outcome: "died", mode: "app", faces: "" }],
      replacements: [
        { vehicleId: "bike", driverId: "", gunnerIds: [] },
        { vehicleId: "truck", driverId: "", gunnerIds: ["boss"] },
      ],
    });
    expect(ofKind(steps, "crew-deaths")).toEqual([
      {
        kind: "crew-deaths",
        label: "Crew deaths and replacements",
        field: "injuries",
        input: { step: "crew-deaths", input: { deadFighterIds: ["nob"], replacements: [{ vehicleId: "truck", gunnerIds: ["boss"] }] } },
        dice: { mode: "none" },
      },
    ]);
    const noneChosen = stepsOf(plan, { injuries: [{ fighterId: "nob", outcome: "died", mode: "app", faces: "" }], replacements: [] });
    expect(ofKind(noneChosen, "crew-deaths")[0]!.input).toEqual({ step: "crew-deaths", input: { deadFighterIds: ["nob"], replacements: [] } });
  });

  it("a dead driver's seat: the chosen driver is passed on, a gunner seat of the living is not touched", () => {
    const details = JSON.stringify({ fighters: [fighterRow("grot", { outOfAction: true })], vehicles: [] });
    const plan = planOf({ details });
    const steps = stepsOf(plan, {
      injuries: [{ fighterId: "grot", outcome: "died", mode: "app", faces: "" }],
      replacements: [{ vehicleId: "truck", driverId: "snag", gunnerIds: ["boss"] }],
    });
    expect(ofKind(steps, "crew-deaths")[0]!.input).toEqual({
      step: "crew-deaths",
      input: { deadFighterIds: ["grot"], replacements: [{ vehicleId: "truck", driverId: "snag", gunnerIds: [] }] },
    });
    // with nobody chosen for a dead gunner's seat, the seat's slot is left for later
    const nob = JSON.stringify({ fighters: [fighterRow("nob", { outOfAction: true })], vehicles: [] });
    const slot = stepsOf(planOf({ details: nob }), {
      injuries: [{ fighterId: "nob", outcome: "died", mode: "app", faces: "" }],
      replacements: [{ vehicleId: "truck", driverId: "snag", gunnerIds: [] }],
    });
    expect(ofKind(slot, "crew-deaths")[0]!.input).toMatchObject({ input: { replacements: [{ vehicleId: "truck", driverId: "snag", gunnerIds: [""] }] } });
  });

  it("003 Drivers and experience: a step per driver owed it, with his rams and the fighters he ran over", () => {
    expect(ofKind(stepsOf(planOf()), "driver-experience")).toEqual([
      {
        kind: "driver-experience",
        label: "Driver experience: Spanna (Speedy)",
        field: "_form",
        input: { step: "driver-experience", input: { fighterId: "spanna", damagingRams: 2, footFightersRunOver: 1 } },
        dice: { mode: "none" },
      },
    ]);
  });

  it("003 Driving skills: a D6 for each nominated driver ticked, from his own seed; unticked drivers roll nothing", () => {
    const steps = stepsOf(planOf(), {
      drivingSkills: [
        { fighterId: "grot", gained: false, mode: "app", faces: "" },
        { fighterId: "spanna", gained: true, mode: "manual", faces: "5" },
        { fighterId: "grot", gained: true, mode: "app", faces: "" },
      ],
    });
    expect(ofKind(steps, "driving-skill")).toEqual([
      {
        kind: "driving-skill",
        label: "Driving skill: Spanna",
        field: "drivingSkills.1.faces",
        input: { step: "driving-skill", input: { fighterId: "spanna" } },
        dice: { mode: "manual", faces: [5] },
      },
      {
        kind: "driving-skill",
        label: "Driving skill: Grot",
        field: "drivingSkills.2.faces",
        input: { step: "driving-skill", input: { fighterId: "grot" } },
        dice: key("driving-skill", "grot"),
      },
    ]);
  });

  it("003 Rogue Techpriest: a visit per answer, named by upgrade, vehicle and visitor; two visits for one vehicle get the next seed each", () => {
    const visit = (vehicleId: string, upgradeId: "faster" | "heavier", visitorId = "boss") => ({
      visitorId,
      vehicleId,
      upgradeId,
      mode: "app" as const,
      faces: "",
    });
    const steps = ofKind(
      stepsOf(planOf(), { techpriest: [visit("truck", "faster"), visit("truck", "heavier", "nob"), visit("gone", "faster", "who")] }),
      "rogue-techpriest",
    );
    expect(steps.map((s) => [s.label, s.field, s.input, s.dice])).toEqual([
      [
        "Rogue Techpriest: Faster for Grunt Truck (Da Boss visits)",
        "techpriest.0.faces",
        { step: "rogue-techpriest", input: { visitorId: "boss", vehicleId: "truck", upgradeId: "faster" } },
        key("rogue-techpriest", "truck", 0),
      ],
      [
        "Rogue Techpriest: Heavier for Grunt Truck (Nob visits)",
        "techpriest.1.faces",
        { step: "rogue-techpriest", input: { visitorId: "nob", vehicleId: "truck", upgradeId: "heavier" } },
        key("rogue-techpriest", "truck", 1),
      ],
      // a vehicle or a fighter the plan does not know is named by its id
      [
        "Rogue Techpriest: Faster for gone (who visits)",
        "techpriest.2.faces",
        { step: "rogue-techpriest", input: { visitorId: "who", vehicleId: "gone", upgradeId: "faster" } },
        key("rogue-techpriest", "gone", 0),
      ],
    ]);
  });

  it("credits entered by hand come after the income, each its own step under its own row", () => {
    const steps = stepsOf(planOf(), {
      credits: [
        { amount: 20, reason: "Bounty" },
        { amount: -5, reason: "Fine" },
      ],
    });
    expect(ofKind(steps, "credits")).toEqual([
      {
        kind: "credits",
        label: "Credits: Bounty",
        field: "credits.0.amount",
        input: { step: "credits", input: { reason: "Bounty", amount: 20 } },
        dice: { mode: "none" },
      },
      {
        kind: "credits",
        label: "Credits: Fine",
        field: "credits.1.amount",
        input: { step: "credits", input: { reason: "Fine", amount: -5 } },
        dice: { mode: "none" },
      },
    ]);
    expect(steps.map((s) => s.kind).slice(-4)).toEqual(["credits", "credits", "wreck-and-ruin", "recruit-reminders"]);
  });

  it("a fighter out of action is named from the record when he is not one of the fighters who can be chosen", () => {
    const roster = gruntsRoster();
    roster.fighters.find((f) => f.id === "nob")!.status = "captured";
    const plan = planOf({ roster });
    const b = buildSteps(
      plan,
      answers(plan, {
        injuries: [{ fighterId: "nob", outcome: "died", mode: "app", faces: "" }],
        techpriest: [{ visitorId: "nob", vehicleId: "truck", upgradeId: "faster", mode: "app", faces: "" }],
      }),
    );
    expect(b).toMatchObject({ ok: false, fieldErrors: { "techpriest.0.visitorId": ["Nob died in this battle: choose someone else."] } });
  });
});

describe("the answers refused before anything runs: a job for a fighter who died in this battle, a driving skill for a non-driver", () => {
  const died = { injuries: [{ fighterId: "nob", outcome: "died" as const, mode: "app" as const, faces: "" }] };

  it("a dead fighter left to fix or strip a vehicle, or chosen for a seat, is refused under that choice; the message is the first error", () => {
    const plan = planOf({ toStrip: [wreck()] });
    const b = buildSteps(
      plan,
      answers(plan, {
        ...died,
        permanentDamage: [
          { vehicleId: "bike", benchFighterId: "nob", stripperId: "", mode: "app", faces: "" },
          { vehicleId: "truck", benchFighterId: "", stripperId: "nob", mode: "app", faces: "" },
        ],
        wreckStrips: [{ gangId: "g2", vehicleId: "v9", stripperId: "nob", mode: "app", faces: "" }],
        replacements: [
          { vehicleId: "bike", driverId: "nob", gunnerIds: [] },
          { vehicleId: "truck", driverId: "", gunnerIds: ["nob"] },
        ],
      }),
    );
    const dead = ["Nob died in this battle: choose someone else."];
    expect(b).toEqual({
      ok: false,
      code: "INVALID_INPUT",
      message: dead[0],
      fieldErrors: {
        "permanentDamage.0.benchFighterId": dead,
        "permanentDamage.1.stripperId": dead,
        "wreckStrips.0.stripperId": dead,
        "replacements.0.driverId": dead,
        "replacements.1.gunnerIds.0": dead,
      },
    });
  });

  it("003 Driving skills: only nominated drivers roll, and not one who died in this battle (both said under the checkbox)", () => {
    const details = JSON.stringify({ fighters: [fighterRow("grot", { outOfAction: true })], vehicles: [] });
    const plan = planOf({ details });
    const b = buildSteps(
      plan,
      answers(plan, {
        injuries: [{ fighterId: "grot", outcome: "died", mode: "app", faces: "" }],
        drivingSkills: [
          { fighterId: "boss", gained: true, mode: "app", faces: "" },
          { fighterId: "grot", gained: true, mode: "app", faces: "" },
          { fighterId: "snag", gained: false, mode: "app", faces: "" },
        ],
      }),
    );
    expect(b).toMatchObject({
      ok: false,
      code: "INVALID_INPUT",
      message: "Only nominated Drivers can roll on the driving skills table.",
      fieldErrors: {
        "drivingSkills.0.gained": ["Only nominated Drivers can roll on the driving skills table."],
        "drivingSkills.1.gained": ["Grot died in this battle, so rolls no driving skill."],
      },
    });
    if (!b.ok) expect(Object.keys(b.fieldErrors!)).toEqual(["drivingSkills.0.gained", "drivingSkills.1.gained"]);
  });

  it("a driver who died in this battle is owed no driver experience: the step is not planned", () => {
    const details = JSON.stringify({ fighters: [fighterRow("spanna", { outOfAction: true })], vehicles: [vehicleRow("bike", { runOver: 2 })] });
    const plan = planOf({ details });
    expect(ofKind(stepsOf(plan), "driver-experience")).toHaveLength(1);
    expect(ofKind(stepsOf(plan, { injuries: [{ fighterId: "spanna", outcome: "died", mode: "app", faces: "" }] }), "driver-experience")).toEqual([]);
  });

  it("with nobody dead there is no crew-deaths step and no kit step, and choices of the living are not refused", () => {
    const steps = stepsOf(planOf(), { replacements: [{ vehicleId: "truck", driverId: "snag", gunnerIds: ["boss"] }] });
    expect(steps.map((s) => s.kind)).not.toContain("crew-deaths");
    expect(steps.map((s) => s.kind)).not.toContain("kit-to-stash");
  });
});

describe("the wizard's own steps: last battle's marks and credits by hand", () => {
  it("clears who missed this battle and which vehicle was benched, saying each in words", () => {
    const roster = gruntsRoster();
    roster.fighters.find((f) => f.id === "snag")!.missesNextBattle = "Left behind to strip Rusty";
    roster.vehicles.find((v) => v.id === "bike")!.benchedNextBattle = true;
    const c = clearMarks(roster);
    expect(c.changes).toEqual(["Snag is available again (Left behind to strip Rusty).", "Speedy is fixed and can be used again."]);
    expect(c.roster.fighters.find((f) => f.id === "snag")!.missesNextBattle).toBeNull();
    expect(c.roster.vehicles.find((v) => v.id === "bike")!.benchedNextBattle).toBe(false);
    expect(clearMarks(gruntsRoster()).changes).toEqual([]);
  });

  it("credits: a gain is shown with its plus sign, a loss as it is, and more than the gang holds is refused with the roster unchanged", () => {
    const roster = gruntsRoster();
    expect(creditsStep(roster, "Bounty", 20)).toMatchObject({ issues: [], changes: ["Bounty: +20 credits."] });
    expect(credits(creditsStep(roster, "Bounty", 20).roster)).toBe(credits(roster) + 20);
    expect(creditsStep(roster, "Fine", -5).changes).toEqual(["Fine: -5 credits."]);
    expect(creditsStep(roster, "Nothing", 0).changes).toEqual(["Nothing: 0 credits."]);
    const refused = creditsStep(roster, "Fine", -(credits(roster) + 1));
    expect(refused.roster).toBe(roster);
    expect(refused.changes).toEqual([]);
    expect(refused.issues).toHaveLength(1);
    expect(refused.issues[0]).toMatch(/credits/i);
  });
});
