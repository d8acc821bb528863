"use client";
import { useState, type FormEvent } from "react";
import { RotgbRules } from "@/app/_components/rotgb-rules";
import { reserveLists, reservesInWords, terrainUnits } from "@/lib/skirmish/rotgb-reserves";
import { checkRotgbRules, NO_RULES, type RotgbRulesForm } from "@/lib/contracts/rotgb-rules-schema";
import type { GangExport } from "@/lib/export/gang-export";
import { SkirmishMappingError, toBenchFighting, toRotgb, type MappedGangs } from "@/lib/skirmish/mapping";
import { DEFAULT_RUNS } from "@/lib/skirmish/odds";
import { RotgbSetupError, type RotgbSetup } from "@/lib/skirmish/rotgb";
import { ARMY_SYSTEMS, resolveSkirmish, SYSTEMS, type SkirmishOptions, type SkirmishResult } from "@/lib/skirmish/resolve";
import type { SystemId } from "@/lib/skirmish/types";
import { BattleResult } from "./battle-result";
import { BenchFightingPositions } from "./bench-fighting-positions";
import { allocationsOf, handProblem, NO_HAND, SKIRMISHES, type HandPositions } from "./bench-fighting-positions-schema";
import Link from "next/link";
import type { Army } from "@/lib/skirmish/army";
import { armyOfChoice, GangSource, PASTE, slotGang, type Choices, type GangSlot } from "./gang-source";
import { freshSeed, seedProblem } from "./seeds";
import { BusyButton } from "@/app/_components/busy-button";
import { ODDS_HEADING_ID, ODDS_PROGRESS_ID, oddsAnnouncement, OddsView, useOddsWorker } from "./odds-panel";
import { gameKey, oddsKey } from "./played-with";

const MAX_RUNS = 1_000_000;

/**
 * Choose a system and the sides (gangs, armies of one's own); resolve one game here, or the odds
 * in workers. Each press uses a fresh seed unless one is given to replay.
 */
export function SkirmishWorkbench({ choices }: { choices: Choices }) {
  const own = choices.gangs;
  const [system, setSystem] = useState<SystemId>("rotgb");
  const [slots, setSlots] = useState<GangSlot[]>(() => [0, 1].map((key) => ({ key, choice: own[key]?.id ?? PASTE, text: "" })));
  // the seed to replay; empty: every Resolve and every odds run draws a fresh one
  const [seed, setSeed] = useState("");
  const [runs, setRuns] = useState(String(DEFAULT_RUNS));
  const [hands, setHands] = useState<Record<number, HandPositions | undefined>>({});
  const [rules, setRules] = useState<RotgbRulesForm>(NO_RULES);
  // `key`: the form this game was played with (see played-with.ts)
  const [played, setPlayed] = useState<{ key: string; result: SkirmishResult; seed: string; gangs: GangExport[]; armies: Army[]; rules: string[] } | null>(
    null,
  );
  const [message, setMessage] = useState<string | null>(null);

  const maxGangs = SYSTEMS.find((s) => s.id === system)!.maxGangs;
  const inPlay = slots.slice(0, maxGangs);
  // a result is only ever shown beside the form it was played with: a change of system, gang,
  // seed, rule or position drops it (adjusting state while rendering), and stops a running odds run
  const form = { system, slots: inPlay, seed, rules, hands };
  const formKey = gameKey(form);
  const formOddsKey = oddsKey({ ...form, runs });
  if (played && played.key !== formKey) setPlayed(null);
  const odds = useOddsWorker(formOddsKey);
  const states = inPlay.map((s) => slotGang(s, choices));
  const ready = states.every((s) => s.ok);
  const sides = states.flatMap((s) => (s.ok ? [s.side] : []));
  // the engines take gangs, then armies: the armies fight after the gangs, whatever their slots
  const gangs = sides.flatMap((s) => (s.kind === "gang" ? [s.gang] : []));
  const armies = sides.flatMap((s) => (s.kind === "army" ? [s.army] : []));
  // ruling: the optional rules (reserves, alliances, fronts, terrain) are set per gang and its
  // fighters; with an army in play the core game is played
  const useRules = system === "rotgb" && armies.length === 0;
  // cheap enough to map on every render (a few dozen squads); no memo needed
  const bench = system === "bench" && ready && armies.length === 0 ? benchOrNull(gangs) : null;
  // the pass holder, who goes first and the alliances are sides: the gang names, made unique by the mapping
  const rotgb = useRules && ready ? rotgbOrNull(gangs) : null;
  const rotgbSides = system === "rotgb" ? (rotgb?.sides ?? (ready ? gangs.map((g) => g.gang.name) : inPlay.map((_, i) => `Gang ${i + 1}`))) : [];
  const reserveUnits = rotgb && reserveLists(rotgb);
  // terrain: every unit, by name and type, needs a front it may stand on
  const units = rotgb ? terrainUnits(rotgb) : undefined;
  const rulesCheck = checkRotgbRules(rules, { sides: rotgbSides, unitCounts: reserveUnits?.map((u) => u.length), units });

  const options = (): SkirmishOptions => {
    if (system === "bench") return { bench: { allocations: inPlay.map((s) => allocationsOf(hands[s.key])) } };
    if (useRules && rulesCheck.ok) return { rotgb: rulesCheck.options, ...(rulesCheck.mapping && { mapping: rulesCheck.mapping }) };
    return {};
  };

  /** The optional rules in play, in words, for the result's "Rules in play" line. */
  const rulesInWords = (opts: SkirmishOptions): string[] => (useRules && rulesCheck.ok ? [...rulesCheck.summary, ...reservesInWords(opts, gangs)] : []);

  /** Why the request cannot run yet, or null. */
  const problem = (): string | null => {
    const badSeed = seedProblem(seed);
    if (badSeed) return badSeed;
    if (!ready) return "Each gang needs to be one of your gangs or a valid export (see the messages under it).";
    if (armies.length > 0 && !ARMY_SYSTEMS.includes(system))
      return "An army of dice fights in Roll Out the (Gun) Barrels, Medieval Strife or Star Strife: choose one of them.";
    if (useRules && !rulesCheck.ok) return "Check the rules in play (see the messages under them).";
    if (bench) {
      for (const [i, s] of inPlay.entries()) {
        const hand = hands[s.key];
        const why = hand && handProblem(bench.setup.players[i]!, hand);
        if (why) return `${bench.setup.players[i]!.name}, ${why}`;
      }
    }
    return null;
  };

  const resolve = (e: FormEvent) => {
    e.preventDefault();
    const why = problem();
    setMessage(why);
    if (why) return;
    try {
      const request = { system, gangs, armies, seed: seed.trim() || freshSeed(), options: options() };
      const result = resolveSkirmish(request);
      setPlayed({ key: formKey, result, seed: request.seed, gangs, armies, rules: rulesInWords(request.options) });
    } catch (err) {
      setPlayed(null);
      // a mapping problem (nobody to fight) or a rules one in the set-up: both say what to change
      const known = err instanceof SkirmishMappingError || err instanceof RotgbSetupError;
      setMessage(known ? err.message : "This game could not be resolved. Check the gangs and try again.");
    }
  };

  const runOdds = () => {
    const n = Number(runs);
    const why =
      problem() ??
      (sides.length !== 2 ? "Odds are for two gangs: remove the others." : null) ??
      (!Number.isInteger(n) || n < 1 || n > MAX_RUNS ? `Games must be a whole number from 1 to ${MAX_RUNS.toLocaleString("en")}.` : null);
    setMessage(why);
    if (why) return;
    const request = { system, gangs, armies, seed: seed.trim() || freshSeed(), runs: n, options: options() };
    odds.start(request, { key: formOddsKey, system, seed: request.seed, rules: rulesInWords(request.options) });
    // the progress sits right under the button; the focus goes to its heading (Cancel is the next
    // Tab) without a jump, and the progress line is brought into view if the button was low on the screen
    requestAnimationFrame(() => {
      document.getElementById(ODDS_HEADING_ID)?.focus({ preventScroll: true });
      document.getElementById(ODDS_PROGRESS_ID)?.scrollIntoView({ block: "nearest" });
    });
  };

  const updateSlot = (i: number, slot: GangSlot) => {
    setSlots((all) => all.map((s, j) => (j === i ? slot : s)));
    // an army chosen for another game than the one set: the game follows the army
    const army = armyOfChoice(slot.choice, choices);
    if (army && army.army.game !== system) setSystem(army.army.game);
  };
  const removeSlot = (i: number) => {
    setSlots((all) => all.filter((_, j) => j !== i));
    // the reserves and alliances are per gang in play, in order: the gangs after it move up
    setRules((r) => ({ ...r, reserves: r.reserves.filter((_, j) => j !== i), allianceOf: r.allianceOf.filter((_, j) => j !== i) }));
  };
  const addSlot = () =>
    setSlots((all) => [...all, { key: Math.max(...all.map((s) => s.key)) + 1, choice: own[all.length]?.id ?? own[0]?.id ?? PASTE, text: "" }]);
  const running = odds.shown?.state.status === "running";

  return (
    // a gang or army name of one long word (120 letters) wraps rather than widening the page on a
    // phone; a table's numbers and column heads keep their words whole ("Score", "20")
    <div className="space-y-6 wrap-anywhere [&_td]:wrap-normal [&_thead_th]:wrap-normal">
      <form onSubmit={resolve} noValidate aria-label="Skirmish" className="space-y-4">
        <div className="flex flex-col gap-1 sm:max-w-sm">
          <label htmlFor="system" className="text-sm font-medium">
            System
          </label>
          <select
            id="system"
            value={system}
            onChange={(e) => setSystem(e.target.value as SystemId)}
            className="rounded border border-stone-400 bg-white px-2 py-2"
          >
            {SYSTEMS.map((s) => (
              <option key={s.id} value={s.id}>
                {s.name}
              </option>
            ))}
          </select>
          <p className="text-xs text-stone-600">
            {maxGangs === 2 ? "Two gangs." : `Two to ${maxGangs} gangs.`}{" "}
            {system === "bang"
              ? "Fighters only: vehicles stay out of the arena."
              : system === "bench"
                ? "Fighters and vehicles become squads worth their credits."
                : "Fighters and vehicles become dice; an army of your own fights as it is built."}
            {system === "medieval" && (
              <>
                {" "}
                What each unit type can do (which cast which spells, which shoot as archers) is our ruling of the text:{" "}
                <Link href="/help/skirmish#medieval-units" className="text-rust-700 underline">
                  the Medieval Strife units
                </Link>
                .
              </>
            )}
          </p>
        </div>
        <p className="text-sm text-stone-700">
          {own.length === 0 ? (
            <>
              You have no gangs yet, of your own or in a campaign:{" "}
              <Link href="/gangs" className="text-rust-700 underline">
                create a gang
              </Link>{" "}
              or{" "}
              <Link href="/campaigns" className="text-rust-700 underline">
                join a campaign
              </Link>
              , or paste or upload gang exports below, or field an army.{" "}
            </>
          ) : (
            "Your gangs, the gangs of your campaigns (read-only) and your armies of dice. "
          )}
          <Link href="/skirmish/armies" className="text-rust-700 underline">
            Build and keep armies of your own
          </Link>
          .
        </p>
        <div className="grid gap-3 sm:grid-cols-2">
          {inPlay.map((slot, i) => (
            <GangSource
              key={slot.key}
              index={i}
              slot={slot}
              choices={choices}
              state={states[i]!}
              onChange={(s) => updateSlot(i, s)}
              onRemove={slots.length > 2 ? () => removeSlot(i) : undefined}
            />
          ))}
        </div>
        {slots.length > maxGangs && <p className="text-sm text-stone-700">This system takes {maxGangs} gangs: the others sit this one out.</p>}
        {slots.length < maxGangs && (
          <button type="button" onClick={addSlot} className="rounded border border-stone-400 px-3 py-2 text-sm">
            Add a gang
          </button>
        )}
        {system === "rotgb" && !useRules && (
          <p className="text-sm text-stone-700">With an army in play the core game is played: the optional rules are set per gang.</p>
        )}
        {useRules && <RotgbRules form={rules} check={rulesCheck} sides={rotgbSides} units={reserveUnits} onChange={setRules} />}
        {bench && (
          <div className="space-y-2">
            <h2 className="text-lg font-semibold">Bench Fighting positions</h2>
            <p className="text-sm text-stone-700">Set any of the {SKIRMISHES} skirmishes by hand for a gang; the automated player decides the rest.</p>
            <div className="grid gap-3 sm:grid-cols-2">
              {bench.setup.players.map((p, i) => (
                <BenchFightingPositions
                  key={inPlay[i]!.key}
                  player={p}
                  hand={hands[inPlay[i]!.key] ?? NO_HAND}
                  onChange={(hand) => setHands((all) => ({ ...all, [inPlay[i]!.key]: hand }))}
                />
              ))}
            </div>
          </div>
        )}
        <div className="flex flex-wrap items-end gap-3">
          <div className="flex w-40 flex-col gap-1">
            <label htmlFor="seed" className="text-sm font-medium">
              Replay this seed
            </label>
            <input
              id="seed"
              value={seed}
              onChange={(e) => setSeed(e.target.value)}
              aria-describedby="seed-hint"
              placeholder="fresh each time"
              className="rounded border border-stone-400 bg-white px-2 py-2"
            />
            <span id="seed-hint" className="sr-only">
              Leave empty for a fresh seed each time; a seed from a result replays that game.
            </span>
          </div>
          <button type="submit" className="rounded bg-rust-700 px-4 py-2 font-semibold text-white hover:bg-rust-800">
            Resolve
          </button>
          <div className="flex w-36 flex-col gap-1">
            <label htmlFor="runs" className="text-sm font-medium">
              Games for the odds
            </label>
            <input
              id="runs"
              type="number"
              inputMode="numeric"
              min={1}
              max={MAX_RUNS}
              value={runs}
              onChange={(e) => setRuns(e.target.value)}
              className="rounded border border-stone-400 bg-white px-2 py-2"
            />
          </div>
          <BusyButton id={ODDS_BUTTON_ID} onClick={runOdds} busy={running} className="rounded border border-rust-700 px-4 py-2 font-semibold text-rust-700">
            Odds
          </BusyButton>
        </div>
        <p aria-live="polite" role="alert" className="min-h-5 text-sm text-red-700">
          {message}
        </p>
      </form>
      {/* one status region, on the page from the start, says each result and the odds run's progress */}
      <p role="status" className="sr-only">
        {played ? resultAnnouncement(played.result) : ""} {oddsAnnouncement(odds.shown?.state)}
      </p>
      <OddsView
        shown={odds.shown}
        onCancel={() => {
          odds.cancel();
          document.getElementById(ODDS_BUTTON_ID)?.focus();
        }}
      />
      {played && (
        <BattleResult
          result={played.result}
          gangs={played.gangs}
          armies={played.armies}
          seed={played.seed}
          rules={played.rules}
          onReplay={() => {
            setSeed(played.seed);
            document.getElementById("seed")?.focus();
          }}
        />
      )}
    </div>
  );
}

function rotgbOrNull(gangs: GangExport[]): MappedGangs<RotgbSetup> | null {
  try {
    return toRotgb(gangs);
  } catch {
    return null; // a gang with nobody to fight: Resolve explains it
  }
}

function benchOrNull(gangs: GangExport[]) {
  try {
    return toBenchFighting(gangs);
  } catch {
    return null; // a gang with nobody to fight: Resolve explains it
  }
}

/** The Odds button: Cancel gives the focus back to it. */
const ODDS_BUTTON_ID = "odds-run";

/** The result's headline for the status region, as the result section shows it. */
function resultAnnouncement(result: SkirmishResult): string {
  return `Result: ${result.outcome.winner ? `${result.outcome.winner} wins` : "no winner"}.`;
}
