import { afterEach, describe, expect, it, vi } from "vitest";
import { nextTask } from "./next-task";

describe("the odds worker's pause between chunks", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("is not a timer, so a browser's minimum delay for nested timers never idles the worker", async () => {
    // with the timers frozen, a pause made of setTimeout would never end
    vi.useFakeTimers({ toFake: ["setTimeout", "setInterval", "setImmediate"] });
    let done = 0;
    for (let i = 0; i < 40; i++) await nextTask().then(() => done++);
    expect(done).toBe(40);
  });
});
