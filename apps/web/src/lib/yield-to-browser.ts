/**
 * Ends the current task and goes on in a new one, so the browser can paint, take a person's
 * input and hand over network answers in between: a long start cut into pieces each shorter
 * than the 50 ms that blocks a phone's page (ADR 0078). `scheduler.yield()` where the browser has
 * it (Chromium: the rest runs ahead of other queued tasks), else a message to itself, which no
 * timer clamps (and a test's fake timers leave alone).
 */
export function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
