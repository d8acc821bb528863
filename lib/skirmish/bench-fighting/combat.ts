// 001 Combat: one attack, the attacker's and the defender's d100 each, re-rolled on a tie.
import { withPurpose, type Dice, type RandomSource } from "@/lib/dice";
import { BENCH_FIGHTING_RULES } from "./rules";

const ATTACK = "Bench Fighting: attacker";
const DEFEND = "Bench Fighting: defender";
const { naturalLoss, naturalWin, die } = BENCH_FIGHTING_RULES;

/** What one pair of faces decides (see `decide`). */
export const TIE = 0;
export const ATTACKER_WINS = 1;
const DEFENDER_WINS = 2;
/** The faces that are not naturals, 2 to 99, tested as (face - 2) unsigned below 98 (stage.ts volley's D100). */
export const NOT_NATURAL_LOW = naturalLoss + 1;
export const NOT_NATURAL_SPAN = naturalWin - naturalLoss - 1;

/**
 * The rules of one pair of faces, shared by both ways of rolling them (resolveAttack, quietAttack).
 * ruling: "the same number" is the number that decides, i.e. after the bonus/penalty; two equal
 * naturals with different modifiers are not a tie. Both natural 1 or both natural 100 are a tie.
 */
export function decide(a: number, d: number, attackerMod: number, defenderMod: number): number {
  if (a === d && (a === naturalLoss || a === naturalWin)) return TIE;
  if (a === naturalWin || d === naturalLoss) return ATTACKER_WINS;
  if (d === naturalWin || a === naturalLoss) return DEFENDER_WINS;
  const at = a + attackerMod;
  const dt = d + defenderMod;
  return at === dt ? TIE : at > dt ? ATTACKER_WINS : DEFENDER_WINS;
}

/**
 * True when the attacker wins. Rolls attacker then defender, again on a tie.
 * `trace`, when given, receives each pair of faces (attacker, defender) for the battle log.
 */
export function resolveAttack(dice: Dice, attackerMod: number, defenderMod: number, trace: number[] | null): boolean {
  for (;;) {
    const a = dice.d100(ATTACK);
    const d = dice.d100(DEFEND);
    if (trace) trace.push(a, d);
    const won = decide(a, d, attackerMod, defenderMod);
    if (won !== TIE) return won === ATTACKER_WINS;
  }
}

/** The source behind dice that keep no roll log, else null (see Dice.quietSource). */
export function quietSource(dice: Dice): RandomSource | null {
  return dice.quietSource();
}

/**
 * resolveAttack for the dice of quietSource, with no trace: the same draws, the same result.
 * A die the source refuses (typed-in dice that run out or do not fit a d100) throws the error
 * Dice would, naming the roll: the attacker's or the defender's.
 */
export function quietAttack(source: RandomSource, attackerMod: number, defenderMod: number): boolean {
  for (;;) {
    let purpose = ATTACK;
    let a: number, d: number;
    try {
      a = source.next(die);
      purpose = DEFEND;
      d = source.next(die);
    } catch (e) {
      throw withPurpose(e, purpose);
    }
    const won = decide(a, d, attackerMod, defenderMod);
    if (won !== TIE) return won === ATTACKER_WINS;
  }
}

/**
 * quietAttack as a number: 1 when the attacker wins, 0 when the defender does. (The odds runner's
 * rounds draw and decide in stage.ts volley, which reads the winner off the sign of the margin.)
 */
export function quietWins(source: RandomSource, attackerMod: number, defenderMod: number): number {
  return quietAttack(source, attackerMod, defenderMod) ? 1 : 0;
}

/** A die the source refused while the odds runner rolled an attack, named as Dice would name it:
 * the attacker's (`defenders` false) or the defender's. */
export function refusedDie(e: unknown, defenders: boolean): unknown {
  return withPurpose(e, defenders ? DEFEND : ATTACK);
}
