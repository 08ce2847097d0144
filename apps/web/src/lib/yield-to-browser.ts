/**
 * Ends the current task and goes on in a new one, so the browser can paint, take a person's
 * input and hand over network answers in between: a long start cut into pieces each shorter
 * than the 50 ms that blocks a phone's page (ADR 0078). `scheduler.yield()` where the browser has
 * it (Chromium: the rest runs ahead of other queued tasks), else a zero timeout.
 */
export function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
