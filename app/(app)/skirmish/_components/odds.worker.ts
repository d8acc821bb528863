// Plays one share of an odds run off the page's thread: progress after every chunk, the share's
// tally at the end (the page merges the shares of all its workers with mergeTallies). The page
// cancels by terminating the workers.
import { OddsRun, type OddsPart, type OddsRequest, type OddsTally } from "@/lib/skirmish/odds";
import { nextTask } from "./next-task";

export interface OddsJob {
  request: OddsRequest;
  part: OddsPart;
}

export type OddsMessage = { type: "progress"; played: number } | { type: "done"; tally: OddsTally } | { type: "error"; message: string };

const post = (message: OddsMessage) => self.postMessage(message);
const CHUNK = 250;

self.onmessage = async (event: MessageEvent<OddsJob>) => {
  try {
    const run = new OddsRun(event.data.request, event.data.part);
    while (run.played < run.total) {
      run.step(CHUNK);
      post({ type: "progress", played: run.played });
      // yield between chunks, so a terminate is never held up by a long share
      if (run.played < run.total) await nextTask();
    }
    post({ type: "done", tally: run.tally() });
  } catch (e) {
    post({ type: "error", message: e instanceof Error ? e.message : "The odds could not be computed." });
  }
};
