import { afterEach, describe, expect, it, vi } from 'vitest';
import { yieldToBrowser } from './yield-to-browser';

describe('yieldToBrowser', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('goes on in a later task, after the microtasks queued before it', async () => {
    const order: string[] = [];
    const yielded = yieldToBrowser().then(() => order.push('after the yield'));
    queueMicrotask(() => order.push('microtask'));
    // However many microtasks run, the yield has not ended: a task boundary is between.
    for (let i = 0; i < 20; i++) await Promise.resolve();
    expect(order).toEqual(['microtask']);
    await yielded;
    expect(order).toEqual(['microtask', 'after the yield']);
  });

  it("uses the browser's scheduler.yield where there is one", async () => {
    const schedulerYield = vi.fn(() => Promise.resolve());
    vi.stubGlobal('scheduler', { yield: schedulerYield });
    await yieldToBrowser();
    expect(schedulerYield).toHaveBeenCalledTimes(1);
  });
});
