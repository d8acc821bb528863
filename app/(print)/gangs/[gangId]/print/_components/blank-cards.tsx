import { BLANK_CARD_NAMES, type BlankCardKind } from "@/lib/contracts/print";
import { fitCardPt } from "@/lib/print/card-fit";
import { VEHICLE_PROFILES } from "@/lib/rules";
import { CARD_TYPE, CardFrame, cardInner, TickBoxes, WriteLines, type CardPlace } from "./card-frame";
import { LocationTable } from "./vehicle-table-card";
import { StatTable } from "@/app/_components/stat-table";

/** How many lines to write on per section: more on bigger cards. */
const LINES = { poker: 1, tarot: 2, page: 5 } as const;

/**
 * A card to fill in by hand at the table: a vehicle kind's printed profile (003 Vehicle profiles;
 * the hulk of Wreck and Ruin) with a box per wound, or a fighter's empty profile, and lines to
 * write the rest on.
 */
export function BlankCard({ kind, n, place }: { kind: BlankCardKind; n: number; place: CardPlace }) {
  const lines = LINES[place.size];
  const profile = VEHICLE_PROFILES.find((p) => p.id === kind);
  // three sections of lines to write on (1.6 lines each, plus their label), the profile above them
  const writing = { rows: 3 * (1.2 + 1.6 * lines) + 1.6 };
  const top =
    kind === "fighter"
      ? [{ rows: 2 * 1.3 + 1 }, { rows: 2.6 + 1 }]
      : [{ rows: 1.5 }, { text: 60 }, { rows: 9.5 }, { text: profile!.specialRules.join(" ").length }];
  const pt = fitCardPt({ ...cardInner(place), ...CARD_TYPE[place.size], blocks: [...top, writing] });
  const name = BLANK_CARD_NAMES[kind];
  const label = `Blank ${name} card ${n}`;
  if (kind === "fighter") {
    return (
      <CardFrame label={label} place={{ ...place, shareUrl: null }} pt={pt} cardKey={`blank-${kind}-${n}`}>
        <p className="card-title">
          Name: <span className="write-inline" />
        </p>
        <p>
          Type: <span className="write-inline" /> XP: <span className="write-inline short" />
        </p>
        <StatTable className="card-table card-stats card-blank-stats" />
        <p>
          <span className="font-semibold">Wounds: </span>
          <TickBoxes count={3} label="3 wound boxes" />
        </p>
        <WriteLines count={lines + 1} label="Weapons and kit" />
        <WriteLines count={lines} label="Skills" />
        <WriteLines count={lines} label="Injuries" />
      </CardFrame>
    );
  }
  if (!profile) return null;
  return (
    <CardFrame label={label} place={{ ...place, shareUrl: null }} pt={pt} cardKey={`blank-${kind}-${n}`}>
      <p className="card-title">
        Name: <span className="write-inline" />
      </p>
      <p>
        {profile.name} · M {profile.movement}&quot; · thrust {profile.maxThrust}&quot; · crew {profile.crewText}
      </p>
      <LocationTable locations={profile.locations} />
      <div role="group" className="my-[0.15em]" aria-label="Armour plate save track: circle the save the plates give, tick per save made">
        <span className="font-semibold">Armour plates: </span>
        {[4, 5, 6].map((s) => (
          <span key={s} className="mr-[0.6em] whitespace-nowrap">
            {s}+ <span className="tick-box" />
          </span>
        ))}
      </div>
      {profile.specialRules.length > 0 && <p className="text-[0.9em]">{profile.specialRules.join(" ")}</p>}
      <WriteLines count={lines} label="Crew" />
      <WriteLines count={lines + 1} label="Weapons" />
      <WriteLines count={lines} label="Upgrades and damage" />
    </CardFrame>
  );
}
