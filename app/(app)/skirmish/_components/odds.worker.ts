// Runs the odds off the page's thread: progress after every chunk, the result at the end. The page
// cancels by terminating the worker.
import { runOdds, type OddsRequest, type OddsResult } from "@/lib/skirmish/odds";

export type OddsMessage =
  | { type: "progress"; played: number; total: number }
  | { type: "done"; result: OddsResult }
  | { type: "error"; message: string };

const post = (message: OddsMessage) => self.postMessage(message);

self.onmessage = async (event: MessageEvent<OddsRequest>) => {
  try {
    const result = await runOdds(event.data, { chunk: 250, onProgress: (played, total) => post({ type: "progress", played, total }) });
    post({ type: "done", result });
  } catch (e) {
    post({ type: "error", message: e instanceof Error ? e.message : "The odds could not be computed." });
  }
};
