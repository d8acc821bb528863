// Plays one share of an odds run off the page's thread (playShare: progress every PROGRESS_MS at
// most, the share's tally at the end; the page merges the shares of all its workers with
// mergeTallies). The page cancels by terminating the workers.
import { OddsRun, type OddsPart, type OddsRequest } from "@/lib/skirmish/odds";
import { playShare, type OddsMessage } from "./odds-share";

export type { OddsMessage } from "./odds-share";

export interface OddsJob {
  request: OddsRequest;
  part: OddsPart;
}

const post = (message: OddsMessage) => self.postMessage(message);

self.onmessage = async (event: MessageEvent<OddsJob>) => {
  try {
    await playShare(new OddsRun(event.data.request, event.data.part), post);
  } catch (e) {
    post({ type: "error", message: e instanceof Error ? e.message : "The odds could not be computed." });
  }
};
