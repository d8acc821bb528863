"use client";
import { AskFirstButton } from "@/app/_components/ask-first-button";
import { confirmBattleAction } from "../../actions";
import { battleAnchor } from "./battle-anchor";

/** Confirming asks first, in the browser's dialog as deleting a gang does: a confirmed battle counts at once. */
export function ConfirmBattleButton({ campaignId, battleId, scenario, summary }: { campaignId: string; battleId: string; scenario: string; summary: string }) {
  return (
    <AskFirstButton
      question={`Confirm this result? ${summary}. It counts in the standings at once and each gang can run its post-game; only an organiser can void it afterwards.`}
      run={() => confirmBattleAction({ campaignId, battleId })}
      label="Confirm result"
      busyLabel="Confirming…"
      unreachable="Nothing was confirmed."
      subject={scenario}
      focusAfter={battleAnchor(battleId)}
      className="rounded bg-rust-700 px-3 py-1 text-sm text-white"
    />
  );
}
