// 001 Combat: one attack, the attacker's and the defender's d100 each, re-rolled on a tie.
import type { Dice } from "@/lib/dice";
import { BENCH_RULES } from "./rules";

const ATTACK = "Bench Fighting: attacker";
const DEFEND = "Bench Fighting: defender";
const { naturalLoss, naturalWin } = BENCH_RULES;

/**
 * True when the attacker wins. Rolls attacker then defender, again on a tie.
 * `trace`, when given, receives each pair of faces (attacker, defender) for the battle log.
 * ruling: "the same number" is the number that decides, i.e. after the bonus/penalty; two equal
 * naturals with different modifiers are not a tie. Both natural 1 or both natural 100 are a tie.
 */
export function resolveAttack(dice: Dice, attackerMod: number, defenderMod: number, trace: number[] | null): boolean {
  for (;;) {
    const a = dice.d100(ATTACK);
    const d = dice.d100(DEFEND);
    if (trace) trace.push(a, d);
    if (a === d && (a === naturalLoss || a === naturalWin)) continue;
    if (a === naturalWin || d === naturalLoss) return true;
    if (d === naturalWin || a === naturalLoss) return false;
    const at = a + attackerMod;
    const dt = d + defenderMod;
    if (at !== dt) return at > dt;
  }
}
