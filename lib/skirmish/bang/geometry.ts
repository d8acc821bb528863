// Bang! (000) — straight-line movement in the arena: where a base halts at the edge, where it halts
// short of another base, and where a charger can stand in contact with its victim.
import * as state from "./state";
import type { Battle, Fighter } from "./state";

// tsx runs this as CommonJS, where every imported name is a getter call; the hot loops read local copies.
const { addContact } = state;

/** A scatter arrow's clock direction (index: degrees / 30, 0 = 12 o'clock, up the table; clockwise) as x/y steps. */
export const CLOCK_X = Array.from({ length: 12 }, (_, h) => Math.sin((h * Math.PI) / 6));
export const CLOCK_Y = Array.from({ length: 12 }, (_, h) => Math.cos((h * Math.PI) / 6));

/**
 * 000 Setting up: no Gnoblar leaves the arena; one that would is stopped at its edge.
 * The furthest a base centred at (x, y) can go along (ux, uy), up to `maxT`, staying wholly inside.
 */
export function edgeLimit(b: Battle, x: number, y: number, ux: number, uy: number, maxT: number): number {
  const lo = b.r,
    hi = b.size - b.r;
  let t = maxT;
  if (ux > 1e-12) t = Math.min(t, (hi - x) / ux);
  else if (ux < -1e-12) t = Math.min(t, (lo - x) / ux);
  if (uy > 1e-12) t = Math.min(t, (hi - y) / uy);
  else if (uy < -1e-12) t = Math.min(t, (lo - y) / uy);
  return t > 0 ? t : 0;
}

/**
 * A base moving from (px, py) along the unit vector (ux, uy) for up to `maxT`: if its centre would
 * come within `trigger` of (qx, qy), the distance travelled when it is still `halt` (≥ trigger) away
 * — 0 when it is that close already. Infinity when the path never comes that close.
 */
export function haltBefore(px: number, py: number, ux: number, uy: number, maxT: number, qx: number, qy: number, trigger: number, halt: number): number {
  const dx = qx - px,
    dy = qy - py;
  const along = dx * ux + dy * uy;
  const d2 = dx * dx + dy * dy;
  const perp2 = d2 - along * along;
  const trigger2 = trigger * trigger;
  // Most bases lie wide of the line: that test first, as the processor can guess it; whether a base
  // is ahead or behind is a coin toss, so it comes second, for the few bases near the line.
  if (perp2 >= trigger2) return Infinity;
  if (along <= 0) return Infinity; // moving away: the distance only grows
  if (along - Math.sqrt(trigger2 - perp2) > maxT) return Infinity;
  const halt2 = halt * halt;
  if (d2 <= halt2) return 0;
  return along - Math.sqrt(halt2 - perp2);
}

/**
 * How far `f` may go along (ux, uy), up to `maxT`: halted at the edge, `halt` short (centre to centre)
 * of any Gnoblar it would come within `trigger` of (but those of combat `ownCombat`, when it is not
 * 0: survivors being moved apart), and — when `margin` ≥ 0 — that far outside the charge reach
 * (2 × M) of every enemy still to move (unless already inside it; the "wary" move of the automated
 * players). One loop over the arena, kept here with haltBefore so it runs fast.
 */
export function pathLimit(b: Battle, f: Fighter, ux: number, uy: number, maxT: number, trigger: number, halt: number, margin: number, ownCombat = 0): number {
  move[0] = ux;
  move[1] = uy;
  move[2] = maxT;
  move[3] = trigger;
  move[4] = halt;
  move[5] = margin;
  limitMove(b, f, ownCombat);
  return move[6]!;
}

/**
 * A move asked about by `limitMove`, and its answer: the direction (0, 1), the furthest (2), the
 * trigger and halt distances (3, 4) and the margin (5) of pathLimit, and how far the mover may go (6).
 * V8 inlines neither limitMove nor most of its callers, and a double passed to or returned from a
 * call it does not inline is boxed (a new heap number each, and a spill its scheduler sometimes
 * hoisted into a hot loop of the caller): the engine's own moves hand their numbers over here.
 */
export const move = new Float64Array(7);

/** pathLimit for the move written in `move`, its answer left in move[6]. */
export function limitMove(b: Battle, f: Fighter, ownCombat: number): void {
  const ux = move[0]!,
    uy = move[1]!,
    maxT = move[2]!,
    trigger = move[3]!,
    halt = move[4]!,
    margin = move[5]!;
  let t = edgeLimit(b, f.x, f.y, ux, uy, maxT);
  const touch = 2 * b.r,
    fx = f.x,
    fy = f.y,
    fi = f.index,
    side = f.side;
  for (let o = b.firstLiving; o !== null && t > 0; o = o.nextLiving) {
    if (o.index === fi) continue; // indices, not objects: comparing objects makes V8 check each is one
    if (ownCombat !== 0 && o.combat === ownCombat) continue;
    const h = haltBefore(fx, fy, ux, uy, t, o.x, o.y, trigger, halt);
    if (h < t) t = h;
    if (margin >= 0 && o.side !== side && o.moved !== true && o.engaged !== true) {
      const zone = touch + 2 * o.M + margin;
      const dx = o.x - fx,
        dy = o.y - fy;
      if (dx * dx + dy * dy > zone * zone) {
        const z = haltBefore(fx, fy, ux, uy, t, o.x, o.y, zone, zone);
        if (z < t) t = z;
      }
    }
  }
  move[6] = t;
}

const SPOT_STEP = Math.PI / 12; // 15°
/** The turns tried around the victim (0, +15°, -15°, +30° ...) as cos/sin, so a place is a rotation
 * of the victim→charger direction: no trigonometry per charge (Math.cos/sin/atan2 were a tenth of a game). */
const SPOT_COS = Array.from({ length: 25 }, (_, k) => Math.cos((k & 1 ? 1 : -1) * ((k + 1) >> 1) * SPOT_STEP));
const SPOT_SIN = Array.from({ length: 25 }, (_, k) => Math.sin((k & 1 ? 1 : -1) * ((k + 1) >> 1) * SPOT_STEP));

/**
 * ruling (charge move): the charger ends in base contact with its victim at the free place around the
 * victim's base nearest to the line it charged along (trying 15° steps either side) that lies within
 * `reach` of where it stands (the charge move, 2 × M: a place further round is out of reach); models
 * do not block the way there (the arena is open ground). A victim with no such place cannot be
 * charged. Returns false, or true with the place in `out` and everyone who would touch the charger
 * there (the victim among them) in `b.touchingSpot` (`b.touchingCount` of them).
 */
export function contactSpot(b: Battle, charger: Fighter, victim: Fighter, reach: number, out: { x: number; y: number }): boolean {
  const width = 2 * b.r,
    lo = b.r,
    hi = b.size - b.r;
  const clear2 = width * width - 1e-9,
    touch2 = (width + 1e-6) * (width + 1e-6),
    reach2 = reach * reach + 1e-9;
  const ex = charger.x - victim.x,
    ey = charger.y - victim.y,
    e = Math.sqrt(ex * ex + ey * ey);
  const c0 = e > 0 ? ex / e : 1,
    s0 = e > 0 ? ey / e : 0;
  const near = b.nearVictim,
    nearCount = gatherNear(b, charger, victim, 2 * width + 1e-3);
  const fighters = b.fighters,
    touching = b.touchingSpot,
    vi = victim.index; // indices, not objects (see gatherNear)
  let count = 0;
  for (let k = 0; k <= 24; k++) {
    const ct = SPOT_COS[k]!,
      st = SPOT_SIN[k]!;
    const x = victim.x + width * (c0 * ct - s0 * st),
      y = victim.y + width * (s0 * ct + c0 * st);
    if (x < lo - 1e-9 || x > hi + 1e-9 || y < lo - 1e-9 || y > hi + 1e-9) continue;
    if ((x - charger.x) * (x - charger.x) + (y - charger.y) * (y - charger.y) > reach2) continue;
    count = 0;
    let free = true;
    for (let i = 0; i < nearCount; i++) {
      const j = near[i]!,
        o = fighters[j]!;
      const dx = o.x - x,
        dy = o.y - y,
        d2 = dx * dx + dy * dy;
      if (d2 > touch2) continue;
      if (j !== vi && d2 < clear2) {
        free = false;
        break;
      }
      touching[count++] = j;
    }
    if (free) {
      out.x = x;
      out.y = y;
      b.touchingCount = count;
      return true;
    }
  }
  return false;
}

/**
 * The living fighters (not the charger) whose centres are within `within` of the victim's, in
 * roster order, into `b.nearVictim`. Every place tried lies one base width from the victim, so only
 * these can touch or block it: each place then checks a handful of bases, not the whole arena.
 */
function gatherNear(b: Battle, charger: Fighter, victim: Fighter, within: number): number {
  const near = b.nearVictim,
    vx = victim.x,
    vy = victim.y,
    within2 = within * within,
    ci = charger.index;
  let count = 0,
    at = -1;
  for (let o = b.firstLiving; o !== null; o = o.nextLiving) {
    const dx = o.x - vx,
      dy = o.y - vy;
    if (dx * dx + dy * dy <= within2) near[count++] = o.index;
  }
  // The charger is taken out afterwards rather than tested at every step: it is seldom this near.
  for (let i = 0; i < count; i++) if (near[i] === ci) at = i;
  if (at < 0) return count;
  for (let i = at + 1; i < count; i++) near[i - 1] = near[i]!;
  return count - 1;
}

/** Base contact: centres 2r apart (a hair's tolerance for rounding). */
export function touching(b: Battle, f: Fighter, g: Fighter): boolean {
  const dx = f.x - g.x,
    dy = f.y - g.y,
    c = 2 * b.r + 1e-6;
  return dx * dx + dy * dy <= c * c;
}

/** Records every base contact among living fighters from their places (a game's start, a test). */
export function recordContacts(b: Battle): void {
  const all = b.fighters;
  b.contactCount.fill(0);
  for (let i = 0; i < all.length; i++)
    for (let j = i + 1; j < all.length; j++) {
      const f = all[i]!,
        o = all[j]!;
      if (!f.alive || !o.alive || !touching(b, f, o)) continue;
      addContact(b, i, j);
      if (f.side !== o.side) f.engaged = o.engaged = true;
    }
}
