"use client";
import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { BusyButton } from "@/app/_components/busy-button";
import { FormMessage } from "@/app/_components/form-message";
import { readChosenFile } from "@/app/_components/read-chosen-file";
import { ARMY_FILE_MAX_BYTES, armyFileText, armyProblemLine, parseArmyFile } from "@/lib/contracts/army";
import { saveArmyAction } from "../actions";

/** Paste or upload an army file: checked here as the server checks it (each problem with its JSON path), then saved as a new army. */
export function ImportArmyForm() {
  const router = useRouter();
  const [text, setText] = useState("");
  const [problems, setProblems] = useState<string[]>([]);
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const read = parseArmyFile(text);
    setMessage(null);
    if (!read.ok) return setProblems(read.problems.map(armyProblemLine));
    setProblems([]);
    setBusy(true);
    const r = await saveArmyAction({ json: armyFileText(read.army) }).catch(() => null);
    setBusy(false);
    if (!r) return setMessage("Could not reach the server. Nothing was imported.");
    if (!r.ok) {
      setProblems(r.fieldErrors?.json ?? []);
      return setMessage(r.message);
    }
    setText("");
    router.push(`/skirmish/armies/${r.data.id}?imported=1`);
  };
  return (
    <form onSubmit={submit} noValidate aria-label="Import an army file" className="space-y-2">
      <label htmlFor="army-file-text" className="block text-sm font-medium">
        Army file contents (JSON)
      </label>
      <textarea
        id="army-file-text"
        value={text}
        onChange={(e) => setText(e.target.value)}
        rows={5}
        spellCheck={false}
        aria-invalid={problems.length > 0 ? true : undefined}
        aria-describedby="army-file-problems"
        className="w-full rounded border border-stone-400 px-2 py-1 font-mono text-xs"
      />
      <label htmlFor="army-file-upload" className="block text-sm font-medium">
        Or upload the file
      </label>
      <input
        id="army-file-upload"
        type="file"
        accept=".json,application/json"
        className="block w-full text-sm"
        onChange={async (e) => {
          const f = e.target.files?.[0];
          if (!f) return;
          // too big, empty or unreadable: refused before it is read (into the box, a huge file would freeze the page), as the gang import refuses it
          const read = await readChosenFile(f, "army", ARMY_FILE_MAX_BYTES);
          setText(read.ok ? read.text : "");
          setProblems(read.ok ? [] : [read.problem]);
        }}
      />
      <ul id="army-file-problems" aria-live="polite" className="list-disc space-y-1 pl-5 text-sm text-red-700">
        {problems.slice(0, 30).map((p, i) => (
          <li key={i}>{p}</li>
        ))}
      </ul>
      <FormMessage message={message} />
      <BusyButton type="submit" busy={busy} className="rounded border border-rust-700 px-4 py-2 font-semibold text-rust-700">
        {busy ? "Importing…" : "Import army"}
      </BusyButton>
    </form>
  );
}
