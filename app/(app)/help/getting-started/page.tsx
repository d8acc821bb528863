import type { Metadata } from "next";
import { A, HelpPage } from "../_components/help-page";

export const metadata: Metadata = { title: "Getting started" };

export default function GettingStarted() {
  return (
    <HelpPage title="Getting started">
      <p>
        Gorka Garage keeps your vehicle gang between games: fighters, trucks and bikes, crews, bolted-on weapons, upgrades and every credit spent. It checks the
        campaign rules as you build, so a roster that reaches the table is a legal one.
      </p>

      <h2 id="first-gang">1. Your first gang</h2>
      <ul>
        <li>
          <strong>Create one</strong> on <A href="/gangs">My gangs</A>: a name, a house if you like, and the starting credits your campaign gives (1000 unless
          your organiser says otherwise).
        </li>
        <li>
          <strong>Or import one</strong> exported from Gorka Garage before (<A href="/gangs/import">Import a gang from a file</A>; the file is described in{" "}
          <A href="/help/formats#gang">Gang files</A>). A gang with a name you already use comes in as “Name (2)”.
        </li>
        <li>
          On the gang&apos;s page, <strong>recruit</strong> fighters (a type from a pack, or a custom type with its cost typed in), then{" "}
          <strong>buy vehicles</strong>. Open a vehicle&apos;s <em>Crew, weapons and upgrades</em> to seat a driver, gunners, passengers and polecats, bolt on
          ranged weapons (the price shows before you buy; twin-linked costs double) and fit workshop upgrades.
        </li>
        <li>
          When the rules refuse a change, nothing happens and the reason is written under the field it is about. With several reasons, a short list at the top
          of the form points to each.
        </li>
      </ul>

      <h2 id="campaigns">2. Playing in a campaign</h2>
      <ul>
        <li>
          <strong>Joining</strong>: your organiser sends an invite link (or shows its QR code at the table). Open it, sign in or sign up, and choose the gang
          you bring; the page names the campaign and its organisers first. A gang plays in one campaign at a time.
        </li>
        <li>
          <strong>Organising</strong>: create a campaign on <A href="/campaigns">Campaigns</A> (dates, house rules, points for a win, a draw and a loss). Its
          page shows the invite link with a Copy button and a QR code. If you play too, <em>Enter one of my gangs</em> on the same page. You can invite other
          organisers by email; organisers may correct any gang in the campaign, and those edits are marked in the gang&apos;s history.
        </li>
        <li>
          <strong>Recording a battle</strong>: <em>Record a battle</em> on the campaign page, either by hand (who took part, went out of action, was injured,
          made kills; which vehicles were crippled or wrecked) or resolved on paper with a <A href="/help/skirmish">skirmish game</A>. A battle counts once the
          other side or an organiser confirms it.
        </li>
        <li>
          <strong>After the battle</strong> each gang runs its <A href="/help/post-game">post-game</A>: the app shows every roll and what it would change before
          anything is applied. You can undo your own post-game until your gang&apos;s next battle is recorded; after that, ask an organiser.
        </li>
      </ul>

      <h2 id="print">3. At the table</h2>
      <ul>
        <li>
          <em>Print cards</em> on a gang&apos;s page gives the roster and a card per vehicle and fighter; <em>Download PDF</em> gives the same as a file.
        </li>
        <li>
          <em>Create share link</em> makes a read-only page of your gang for anyone with the link; revoke it whenever you like.
        </li>
        <li>
          <em>Export JSON</em> saves the whole gang as a file you can keep or import again.
        </li>
      </ul>

      <h2 id="packs">Packs</h2>
      <p>
        Fighter types, weapons, skills, injuries and advances come from <A href="/packs">packs</A>: lists your group writes to match its book. The app ships a
        placeholder starter pack. A campaign names the packs (and their revision) its gangs use. See <A href="/help/formats#pack">pack files</A>.
      </p>
    </HelpPage>
  );
}
