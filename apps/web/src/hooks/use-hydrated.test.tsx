import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { mountPerTest } from '../test/dom-root';
import { startAdopting, useHydrated } from './use-hydrated';

/** Writes down every render's answer, and shows it. */
function Probe({ seen }: { seen: boolean[] }) {
  const hydrated = useHydrated();
  seen.push(hydrated);
  return <button disabled={!hydrated}>{hydrated ? 'ready' : 'waiting'}</button>;
}

describe('useHydrated (ADR 0050, 0056)', () => {
  const dom = mountPerTest();

  it('is true at once in a page rendered on the client alone', () => {
    const seen: boolean[] = [];
    dom.render(<Probe seen={seen} />);
    expect(seen).toEqual([true]);
    expect(dom.container().textContent).toBe('ready');
  });

  it('adopts the prerendered page as it was (false), then turns true in a later render without a mismatch', async () => {
    // The build's prerender: no document there, so false. Here a document exists, so the
    // snapshot is written the way the build writes it (the markup of a false render).
    const container = document.createElement('div');
    document.body.append(container);
    container.innerHTML = renderToString(<button disabled>waiting</button>);
    const errors: unknown[] = [];
    const seen: boolean[] = [];
    startAdopting();
    const root = await act(async () => hydrateRoot(container, <Probe seen={seen} />, { onRecoverableError: (error) => errors.push(error) }));
    expect(errors).toEqual([]);
    expect(seen[0]).toBe(false);
    expect(seen.at(-1)).toBe(true);
    expect(container.querySelector('button')?.disabled).toBe(false);
    // Mounted after the adoption: client-only, true at once.
    const later: boolean[] = [];
    act(() => root.render(<><Probe seen={seen} /><Probe seen={later} /></>));
    expect(later).toEqual([true]);
    act(() => root.unmount());
    container.remove();
  });
});
