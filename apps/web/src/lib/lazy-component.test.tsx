import { act, Suspense, useEffect } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ErrorBoundary } from '../components/ui/error-boundary';
import { mountPerTest } from '../test/dom-root';
import { MountedOnceWanted } from '../components/ui/mounted-once-wanted';
import { lazyComponent, loadOnIntent } from './lazy-component';

const dom = mountPerTest();

function Help() {
  return <p>help page</p>;
}

describe('a lazily loaded component', () => {
  it('renders without its loader once its code was loaded beforehand', async () => {
    const Page = lazyComponent(() => Promise.resolve(Help));
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

  it('that failed to load shows the crash message, once, and loads again only when asked ahead of a render', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    // The network is down until the person reloads.
    let online = false;
    const load = vi.fn(() => (online ? Promise.resolve(Help) : Promise.reject(new TypeError('Failed to fetch dynamically imported module'))));
    const Page = lazyComponent(load);
    const at = (address: string) => (
      <ErrorBoundary resetKey={address}>
        <Suspense fallback="loading">
          <Page />
        </Suspense>
      </ErrorBoundary>
    );
    await act(async () => dom.render(at('/help')));
    expect(dom.container().textContent).toContain('Recargar');
    // One attempt: React renders again after a failure, and a render must not fetch again (a loop).
    expect(load).toHaveBeenCalledTimes(1);
    await act(async () => dom.render(at('/help/es')));
    expect(dom.container().textContent).toContain('Recargar');
    expect(load).toHaveBeenCalledTimes(1);
    // Asked for ahead of a render (the full app's start after a reload), it loads again.
    online = true;
    await Page.preload();
    await act(async () => dom.render(at('/help/en')));
    expect(dom.container().textContent).toBe('help page');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('hands its props to the loaded component, loaded once for every instance', async () => {
    const load = vi.fn(() => Promise.resolve(({ viewKey }: { viewKey: string }) => <p>{viewKey}</p>));
    const View = lazyComponent(load);
    await act(async () =>
      dom.render(
        <Suspense fallback="loading">
          <View viewKey="transfers" />
          <View viewKey="traces" />
        </Suspense>,
      ),
    );
    expect(dom.container().textContent).toBe('transferstraces');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("starts loading when its button is pointed at or focused, once, so it is in by the click", async () => {
    const load = vi.fn(() => Promise.resolve(Help));
    const Overlay = lazyComponent(load);
    const intent = loadOnIntent(Overlay);
    intent.onPointerEnter();
    intent.onFocus();
    expect(load).toHaveBeenCalledTimes(1);
    intent.onClickCapture();
    await Overlay.preload();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries a load that failed on pointing once more at the click, before the overlay renders', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(Help);
    const Overlay = lazyComponent(load);
    const intent = loadOnIntent(Overlay);
    intent.onPointerEnter();
    await expect(Overlay.preload()).rejects.toThrow('offline');
    intent.onClickCapture();
    expect(load).toHaveBeenCalledTimes(2);
    // The click's attempt is the one the render waits for: no third load, the overlay shows.
    await Overlay.preload();
    dom.render(
      <Suspense fallback="loading">
        <Overlay />
      </Suspense>,
    );
    expect(dom.container().textContent).toBe('help page');
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('an overlay mounted once wanted', () => {
  it('renders nothing until first wanted, then stays mounted when no longer wanted', () => {
    const mounts = vi.fn();
    function Overlay({ open }: { open: boolean }) {
      useEffect(() => mounts(), []);
      return <p>{open ? 'open' : 'closed'}</p>;
    }
    const at = (wanted: boolean) => (
      <MountedOnceWanted wanted={wanted}>
        <Overlay open={wanted} />
      </MountedOnceWanted>
    );
    dom.render(at(false));
    expect(dom.container().textContent).toBe('');
    dom.render(at(true));
    expect(dom.container().textContent).toBe('open');
    // Kept: its closing transition plays and focus returns, as with an overlay loaded at start.
    dom.render(at(false));
    expect(dom.container().textContent).toBe('closed');
    dom.render(at(true));
    expect(mounts).toHaveBeenCalledTimes(1);
  });
});
