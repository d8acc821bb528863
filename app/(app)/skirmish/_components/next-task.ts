/**
 * Waits for the next task of this thread, so a message (or a terminate) between two chunks of
 * work is seen. Not a timer: browsers hold back a timer set from within a timer's callback by at
 * least 4 ms after a few levels, and in the odds worker those waits added up to more than the
 * games themselves for the quick systems (10,000 Star Strife games: 40 chunks, about 150 ms idle).
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
