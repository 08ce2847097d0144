import { act, Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ErrorBoundary } from '../components/ui/error-boundary';
import { mountPerTest } from '../test/dom-root';
import { lazyPage } from './lazy-page';

const dom = mountPerTest();

function Help() {
  return <p>help page</p>;
}

describe('a lazily loaded page', () => {
  it('renders without its loader once its code was loaded beforehand', async () => {
    const Page = lazyPage(() => Promise.resolve(Help));
    await Page.preload();
    const fallback = vi.fn(() => 'loading');
    const Loader = () => fallback();
    await act(async () =>
      dom.render(
        <Suspense fallback={<Loader />}>
          <Page />
        </Suspense>,
      ),
    );
    expect(dom.container().textContent).toBe('help page');
    expect(fallback).not.toHaveBeenCalled();
  });

  it('that failed to load shows the crash message, and is tried again at the next address', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    // The network is down until the person moves on.
    let online = false;
    const load = vi.fn(() => (online ? Promise.resolve(Help) : Promise.reject(new TypeError('Failed to fetch dynamically imported module'))));
    const Page = lazyPage(load);
    const at = (address: string) => (
      <ErrorBoundary resetKey={address}>
        <Suspense fallback="loading">
          <Page />
        </Suspense>
      </ErrorBoundary>
    );
    await act(async () => dom.render(at('/help')));
    expect(dom.container().textContent).toContain('Recargar');
    // The same address again (a render for another reason) keeps the message and loads nothing.
    const tries = load.mock.calls.length;
    await act(async () => dom.render(at('/help')));
    expect(dom.container().textContent).toContain('Recargar');
    expect(load).toHaveBeenCalledTimes(tries);
    online = true;
    await act(async () => dom.render(at('/home/main')));
    expect(dom.container().textContent).toBe('help page');
    expect(load).toHaveBeenCalledTimes(tries + 1);
  });
});
