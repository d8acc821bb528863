import "server-only";
import { createHash } from "node:crypto";
import { adjustCredits } from "@/lib/rules/roster/operations";
import { newRoster } from "@/lib/rules/roster/builder";
import type { Roster } from "@/lib/rules/roster/schema";
import { credits, parseRoster } from "@/lib/rules/validation/validate";
import type { RosterIssue } from "@/lib/rules/validation/issues";
import { fail, type ActionResult } from "@/lib/contracts/result";
import type { Db, Tx } from "../prisma";
import { gangRating } from "@/lib/rules/rating";
import { ratingFor } from "../packs/rating";
import { carriedCount, compactLedger, type CompactedLedger } from "@/lib/rules/ledger";

export type RosterEdit = (roster: Roster) => { ok: true; roster: Roster } | { ok: false; issues: RosterIssue[] };

export interface ChangeRequest {
  gangId: string;
  actorId: string;
  /** The gang version the user loaded; a different current version means someone else changed it. */
  version?: number;
  kind: string;
  summary: string;
  arbitration?: boolean;
  change: RosterEdit;
  data?: Record<string, unknown>;
}

export class StoredRosterError extends Error {}

export function readRoster(document: string): Roster {
  return openRoster(document).roster;
}

/** A stored roster and the rules it breaks (none unless a rule came after it was stored). */
export function openRoster(document: string): { roster: Roster; issues: RosterIssue[] } {
  const parsed = parseRoster(JSON.parse(document));
  if (!parsed.ok) throw new StoredRosterError(`stored roster is malformed: ${parsed.issues[0]?.message}`);
  return { roster: parsed.roster, issues: parsed.issues };
}

/** The library's refusal as an action result: the first message up front, all of them by path. */
export function refused(issues: RosterIssue[]): ActionResult<never> {
  const fieldErrors: Record<string, string[]> = {};
  for (const i of issues) (fieldErrors[i.path.join(".") || "_form"] ??= []).push(i.message);
  return fail("REFUSED", issues.map((i) => i.message).join(" "), fieldErrors);
}

export const retiredMessage = (gangName: string) => `${gangName} is retired: bring it back before changing it.`;

/**
 * Applies one checked change to a gang's roster in one transaction: the roster document, the
 * mirrored credits and rating, the version bump and the history entry land together or not at
 * all. A concurrent change (version moved on) is answered STALE and changes nothing.
 */
export async function changeRoster(client: Db, req: ChangeRequest): Promise<ActionResult<{ version: number; roster: Roster }>> {
  return client.$transaction(async (tx) => {
    const gang = await tx.gang.findUnique({ where: { id: req.gangId }, include: { roster: true } });
    if (!gang || !gang.roster) return fail("NOT_FOUND", "That gang does not exist.");
    // ruling: a retired gang is read-only. Every roster change from the gang page (owner or
    // organiser) passes through here, so the refusal sits here once; "Bring out of retirement"
    // opens it again. Post-games write through saveRoster and are not stopped: a battle the gang
    // fought before it retired still applies.
    if (gang.retired) return fail("REFUSED", retiredMessage(gang.name));
    if (req.version !== undefined && req.version !== gang.version) return fail("STALE");
    const before = readRoster(gang.roster.document);
    const result = req.change(before);
    if (!result.ok) return refused(result.issues);
    // A change must leave a roster that reads back: refused here, with the schema's words, before
    // saveRoster's last-resort check would have to throw.
    const shape = parseRoster(result.roster);
    if (!shape.ok) return refused(shape.issues);
    const rating = await ratingFor(tx, gang.id, result.roster);
    const saved = await saveRoster(tx, gang.id, gang.version, result.roster, rating);
    if (!saved) return fail("STALE");
    const balance = credits(saved.roster);
    await tx.gangEvent.create({
      data: {
        gangId: gang.id,
        actorId: req.actorId,
        kind: req.kind,
        summary: req.summary,
        creditsDelta: balance - credits(before),
        balanceAfter: balance,
        rating,
        arbitration: req.arbitration ?? false,
        data: JSON.stringify(req.data ?? {}),
      },
    });
    return { ok: true, data: { version: gang.version + 1, roster: saved.roster } };
  });
}

/** What a roster write stored: the document's exact text and the roster it holds. */
export interface StoredRoster {
  document: string;
  roster: Roster;
}

/** sha256 of a stored document: undo compares it to tell the gang is exactly as a post-game left it. */
export const documentHash = (document: string) => createHash("sha256").update(document).digest("hex");

/** The roster as it is stored: a long ledger cut back, its older entries to go into rows. */
function compacted(roster: Roster): { roster: Roster; moved: CompactedLedger["moved"] } {
  const c = compactLedger(roster.ledger);
  return c.moved.length ? { roster: { ...roster, ledger: c.ledger }, moved: c.moved } : { roster, moved: [] };
}

/**
 * Writes the roster if the gang is still at `version`; null when someone else got there first.
 * The stored rating values fighters at their packs' prices (`rating`, or worked out here). A ledger
 * past its limit keeps its recent entries and the rest move to the gang's ledger rows, so the
 * document (and every write of it) stays the same size however many battles the gang fights.
 */
export async function saveRoster(tx: Tx, gangId: string, version: number, roster: Roster, rating?: number): Promise<StoredRoster | null> {
  const c = compacted(roster);
  const document = JSON.stringify(c.roster);
  return (await writeRosterDocument(tx, gangId, version, c.roster, document, rating, c.moved)) ? { document, roster: c.roster } : null;
}

/**
 * Writes exactly `document` (the text of `roster`) if the gang is still at `version`. Undo uses it
 * to put back the text a post-game started from. The ledger rows are kept in step with what the
 * document's first entry carries: `moved` go in, and rows past it (from a cut an undo took back) go.
 */
export async function writeRosterDocument(
  tx: Tx,
  gangId: string,
  version: number,
  roster: Roster,
  document: string,
  rating?: number,
  moved: CompactedLedger["moved"] = [],
): Promise<boolean> {
  // Never store a roster that readRoster would refuse: one bad document locks its gang (and every
  // page that lists the gang) for good. Throwing rolls the caller's transaction back.
  const shape = parseRoster(roster);
  if (!shape.ok) throw new StoredRosterError(`refusing to store a malformed roster: ${shape.issues[0]?.message}`);
  const { count } = await tx.gang.updateMany({
    where: { id: gangId, version },
    data: { version: { increment: 1 }, name: roster.name, credits: credits(roster), rating: rating ?? (await ratingFor(tx, gangId, roster)) },
  });
  if (count !== 1) return false;
  await tx.roster.update({ where: { gangId }, data: { document } });
  await storeLedgerRows(tx, gangId, roster, moved);
  return true;
}

async function storeLedgerRows(tx: Tx, gangId: string, roster: Roster, moved: CompactedLedger["moved"]) {
  await tx.gangLedgerEntry.deleteMany({ where: { gangId, position: { gte: moved[0]?.position ?? carriedCount(roster.ledger) } } });
  if (moved.length) {
    await tx.gangLedgerEntry.createMany({
      data: moved.map((m) => ({ gangId, position: m.position, reason: m.entry.reason, amount: m.entry.amount, balanceAfter: m.entry.balanceAfter })),
    });
  }
}

export interface NewGang {
  name: string;
  house: string;
  credits: number;
}

/** A new gang with an empty roster whose ledger opens with its starting credits. */
export async function createGangWithRoster(client: Db, ownerId: string, gang: NewGang, roster?: Roster, summary?: string): Promise<{ id: string }> {
  let doc = roster ?? newRoster(gang.name);
  if (!roster) {
    const opened = adjustCredits(doc, "Starting credits", gang.credits);
    if (!opened.ok) throw new Error(opened.issues[0]?.message);
    doc = opened.roster;
  }
  const c = compacted(doc);
  doc = c.roster;
  return client.$transaction(async (tx) => {
    const created = await tx.gang.create({
      data: {
        name: doc.name,
        house: gang.house,
        ownerId,
        credits: credits(doc),
        rating: gangRating(doc),
        roster: { create: { document: JSON.stringify(doc) } },
      },
      select: { id: true },
    });
    if (c.moved.length) await storeLedgerRows(tx, created.id, doc, c.moved);
    await tx.gangEvent.create({
      data: {
        gangId: created.id,
        actorId: ownerId,
        kind: "created",
        summary: summary ?? (roster ? `Imported ${doc.name}` : `Founded ${doc.name} with ${credits(doc)} credits`),
        creditsDelta: credits(doc),
        balanceAfter: credits(doc),
        rating: gangRating(doc),
      },
    });
    return created;
  });
}
