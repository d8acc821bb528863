import type { Metadata } from "next";
import { IMPORT_LIMITS } from "@/lib/export/gang-export";
import { PACK_SCHEMA_URL } from "@/lib/packs/json-schema";
import { A, HelpPage } from "../_components/help-page";
import { GANG_EXAMPLE, PACK_EXAMPLE } from "./gang-example";

export const metadata: Metadata = { title: "Gang files and pack files" };

const GANG_FIELDS = [
  ["format, version", 'always "gorka-garage.gang" and 1'],
  ["gang.name, gang.house", "the gang's name (1 to 60 characters, the same as roster.name) and its house (may be empty)"],
  ["roster.ledger", "every credit movement in order, each with its reason, amount and the balance after it; the last balance is the gang's credits"],
  [
    "roster.fighters",
    "each fighter's id, name, type (leader, champion, specialist, ganger, juve), cost, equipment, characteristics, experience, skills, driving skills, injuries and status",
  ],
  [
    "roster.vehicles",
    "each vehicle's id, name, kind (truck, buggy, half-track, track, bike, trike, hulk), crew (by fighter id), bolted-on weapons (with who fires them), workshop and custom upgrades, permanent damage and status",
  ],
  ["roster.stash", "items kept in the stash"],
] as const;

export default function FormatsHelp() {
  return (
    <HelpPage title="Gang files and pack files">
      <h2 id="gang">Gang files</h2>
      <p>
        <em>Export JSON</em> on a gang&apos;s page saves the whole gang as one JSON file. <A href="/gangs/import">Import a gang</A> reads such a file back as a
        new gang of yours (named “Name (2)” when you already have a gang of that name). The history, the campaign and share links stay behind.
      </p>
      <table className="w-full text-left text-sm">
        <caption className="sr-only">What a gang file holds</caption>
        <thead>
          <tr>
            <th scope="col" className="pr-3">
              field
            </th>
            <th scope="col">what it holds</th>
          </tr>
        </thead>
        <tbody>
          {GANG_FIELDS.map(([f, m]) => (
            <tr key={f} className="border-t border-stone-300 align-top">
              <td className="py-1 pr-3 font-mono">{f}</td>
              <td className="py-1">{m}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p>The smallest file that imports (an empty gang with its starting credits):</p>
      <pre className="overflow-x-auto rounded bg-white p-3 text-xs">{GANG_EXAMPLE}</pre>
      <p>
        <strong>What an import checks.</strong> The shape of every field, then every roster rule (crews, gunners, bolt-on spaces, upgrade limits, the
        ledger&apos;s arithmetic). Each problem is listed with its place in the file, for example <code>roster.vehicles.0.kind</code>, and a file with any
        problem creates nothing. A file is at most 1 MB, with up to {IMPORT_LIMITS.fighters.max} fighters and {IMPORT_LIMITS.vehicles.max} vehicles. Version 1
        is the only version read; a file of another version is refused rather than guessed at.
      </p>

      <h2 id="pack">Pack files</h2>
      <p>
        A pack is one JSON file (format <code>gorka-garage.pack</code>, version 1) with a group&apos;s fighter types, weapons and their profile lines, wargear,
        skills, the lasting-injury and advance tables, experience and income. Only <code>format</code>, <code>version</code>, <code>id</code> and{" "}
        <code>name</code> are required. Make one in the editor on <A href="/packs">Packs</A>, or write the file and import it (
        <A href="/packs/import">Import a pack</A>): every problem is listed with its place, and nothing is created until the file is right.
      </p>
      <ul>
        <li>
          The{" "}
          <a href={PACK_SCHEMA_URL} className="text-rust-700 underline">
            JSON Schema
          </a>{" "}
          lets an editor check and complete a pack as you type.
        </li>
        <li>
          A fighter type has a rules role (leader, champion, specialist, ganger or juve: gunners are the first three), a profile, a cost, limits and the
          equipment it may buy at its own prices.
        </li>
        <li>Tables are rolled with D3, D6, 2D6, D66, D10 or D100, and their rows cover every result once.</li>
        <li>Each save in the app makes a new revision; a campaign stays on its revision until an organiser moves it on.</li>
      </ul>
      <p>A short pack: a leader type with a two-line launcher.</p>
      <pre className="overflow-x-auto rounded bg-white p-3 text-xs">{PACK_EXAMPLE}</pre>
    </HelpPage>
  );
}
