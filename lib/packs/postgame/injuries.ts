// A lasting-injury roll from the pack's table for a fighter who went out of action, its effect
// applied to the roster. A dead fighter leaves the gang: his seat in a vehicle is handled as the
// vehicle text says (003 Death: lib/rules/postgame/crew-deaths.ts) and his kit goes to the stash.
import { seededDice, type Dice } from "../../dice";
import type { Roster } from "../../rules/roster/schema";
import { nextId } from "../../rules/roster/builder";
import { fighterIndex } from "../../rules/postgame/fighters";
import { resolveCrewDeaths } from "../../rules/postgame/crew-deaths";
import { StepRecorder } from "../../rules/postgame/result";
import { STAT_RANGE } from "../../rules/tables/fighters";
import { rollTableDice, rowFor } from "../dice";
import type { Pack } from "../schema/pack";
import type { InjuryRow } from "../schema/tables";
import { chainSteps, stillInGang, withRows, type FighterStepResult, type TableRowUsed } from "./result";

export interface LastingInjuryInput {
  fighterId: string;
}

const clampStat = (n: number) => Math.min(STAT_RANGE.max, Math.max(STAT_RANGE.min, n));

/**
 * ruling: a row's effects apply in the order written, a stat never going past 0 or 12; a row that
 * kills the fighter does only that (the rest would be written on a card that leaves the roster).
 */
export function rollLastingInjury(roster: Roster, pack: Pack, input: LastingInjuryInput, dice: Dice): FighterStepResult {
  const rec = new StepRecorder(roster, dice);
  const table = pack.injuries;
  if (!table) return withRows(rec.refuse("not-allowed", ["fighters"], `The pack "${pack.name}" has no lasting-injury table to roll on.`), []);
  const fi = fighterIndex(roster, input.fighterId);
  if (fi < 0) return withRows(rec.refuse("unknown-fighter", ["fighters"], `There is no fighter "${input.fighterId}" on the roster.`), []);
  const f = rec.roster.fighters[fi]!;
  if (!stillInGang(f))
    return withRows(rec.refuse("not-allowed", ["fighters", fi, "status"], `${f.name} is ${f.status}: there is nothing left to roll for.`), []);

  const roll = rollTableDice(dice, table.dice, `Lasting injury: ${f.name}`);
  const row = rowFor(table.rows, roll);
  if (!row) return withRows(rec.refuse("not-allowed", ["fighters", fi], `No row of the pack's lasting-injury table covers ${roll}.`), []);
  const used: TableRowUsed[] = [{ table: "Lasting injuries", dice: table.dice, roll, from: row.from, to: row.to, name: row.name }];
  const said = `${f.name} rolls ${roll} on the lasting injuries: ${row.name}`;
  if (row.effects.some((e) => e.kind === "dead")) return dies(rec, fi, said, used);
  if (row.effects.length === 0) rec.change(["fighters", fi], `${said}, no lasting effect.`);
  applyEffects(rec, fi, row, said);
  return withRows(rec.done(), used);
}

function applyEffects(rec: StepRecorder, fi: number, row: InjuryRow, said: string): void {
  const f = rec.roster.fighters[fi]!;
  for (const e of row.effects) {
    switch (e.kind) {
      case "stat": {
        const before = f.stats[e.stat];
        f.stats[e.stat] = clampStat(before + e.change);
        rec.change(
          ["fighters", fi, "stats", e.stat],
          before === f.stats[e.stat] ? `${said}: ${e.stat} stays ${before} (it can go no further).` : `${said}: ${e.stat} ${before} → ${f.stats[e.stat]}.`,
        );
        break;
      }
      case "injury":
        f.injuries.push(e.name);
        rec.change(["fighters", fi, "injuries"], `${said}: ${e.name} is written on the card.`);
        break;
      case "miss-next-game":
        f.missesNextBattle = `Lasting injury: ${row.name}`;
        rec.change(["fighters", fi, "missesNextBattle"], `${said}: misses the next game.`);
        break;
      case "recovering":
        f.status = "recovering";
        rec.change(["fighters", fi, "status"], `${said}: recovering.`);
        break;
      case "dead":
        break;
    }
  }
}

/** Dead: the vehicle text's crew replacement (notices for a driver or gunner), then his kit to the stash. */
function dies(rec: StepRecorder, fi: number, said: string, used: TableRowUsed[]): FighterStepResult {
  const f = rec.roster.fighters[fi]!;
  rec.change(["fighters", fi, "status"], `${said}.`);
  const rolled = rec.done();
  const crew = resolveCrewDeaths(rolled.roster, { deadFighterIds: [f.id] }, rec.dice);
  const kit = crew.issues.length > 0 ? null : kitToStash(crew.roster, { fighterIds: [f.id] });
  return {
    roster: kit?.roster ?? crew.roster,
    log: rolled.log,
    changes: [...rolled.changes, ...crew.changes, ...(kit?.changes ?? [])],
    notices: [...rolled.notices, ...crew.notices],
    issues: crew.issues,
    rows: used,
  };
}

/**
 * The kit of fighters who died goes to the gang's stash, each item with its cost, traits and pack
 * lines, so the gang can hand it to someone else. Used for a death rolled on the injury table and
 * for one the player ticked without a roll (lib/rules/postgame/sequence.ts), so both leave the same.
 */
export function kitToStash(roster: Roster, input: { fighterIds: string[] }, dice: Dice = seededDice(0, false)): FighterStepResult {
  const rec = new StepRecorder(roster, dice);
  const r = rec.roster;
  for (const id of input.fighterIds) {
    const fi = fighterIndex(r, id);
    if (fi < 0) return withRows(rec.refuse("unknown-fighter", ["fighters"], `There is no fighter "${id}" on the roster.`), []);
    const dead = r.fighters[fi]!;
    if (dead.status !== "dead")
      return withRows(rec.refuse("not-allowed", ["fighters", fi, "status"], `${dead.name} is ${dead.status}: only the dead leave their kit to the stash.`), []);
    const kit = dead.equipment;
    if (kit.length === 0) continue;
    for (const e of kit) {
      r.stash.push({
        id: nextId(r, "stash"),
        name: e.name,
        cost: e.cost,
        traits: [...e.traits],
        ...(e.packItemId ? { packItemId: e.packItemId } : {}),
        ...(e.profiles ? { profiles: e.profiles } : {}),
      });
    }
    dead.equipment = [];
    rec.change(["stash"], `${dead.name}'s kit goes to the stash: ${kit.map((e) => e.name).join(", ")}.`);
  }
  return withRows(rec.done(), []);
}

/** A roll for each fighter who went out of action, in the order given. */
export function rollLastingInjuries(roster: Roster, pack: Pack, input: { fighterIds: string[] }, dice: Dice): FighterStepResult {
  return chainSteps(
    roster,
    input.fighterIds.map((fighterId) => (r: Roster) => rollLastingInjury(r, pack, { fighterId }, dice)),
  );
}
