import { act, use, useEffect, useSyncExternalStore } from 'react';
import { MemoryRouter, Route, Routes, useLocation, useNavigate, useParams } from 'react-router';
import type { NavigateFunction } from 'react-router';
import { describe, expect, it } from 'vitest';
import { mountPerTest } from '../../test/dom-root';
import { ViewRedirect } from './view-redirect';

const dom = mountPerTest();

// The view's rights, arriving from outside React (as react-query's answer does).
let ready = false;
const listeners = new Set<() => void>();
const rights = { subscribe: (listener: () => void) => (listeners.add(listener), () => listeners.delete(listener)), get: () => ready };
const arrive = () => {
  ready = true;
  listeners.forEach((listener) => listener());
};

const never = new Promise<never>(() => undefined);
function Suspends(): null {
  return use(never);
}

/** A query view at its bare address: it redirects to its form once its rights have arrived. */
function View() {
  const { view } = useParams();
  const shown = useSyncExternalStore(rights.subscribe, rights.get);
  if (view === 'slow') return <Suspends />;
  return shown ? <ViewRedirect to={`/home/${view}/form`} /> : <p>loading</p>;
}

// What the test reads and does from outside: the committed address, and the person's navigation.
let shownPath = '';
let navigate: NavigateFunction = () => undefined;
const probed = (path: string, go: NavigateFunction) => {
  shownPath = path;
  navigate = go;
};
function Probe() {
  const { pathname } = useLocation();
  const go = useNavigate();
  useEffect(() => probed(pathname, go), [pathname, go]);
  return null;
}

/** The portal's router in declarative mode (ADR 0070), as a memory history for the test. */
const app = (
  <MemoryRouter initialEntries={['/home/movements']}>
    <Probe />
    <Routes>
      <Route path="/home/:view/*" element={<View />} />
    </Routes>
  </MemoryRouter>
);

describe('a view’s redirect to its form or table', () => {
  it('takes the bare address to the form', async () => {
    ready = true;
    await act(async () => dom.render(app));
    expect(shownPath).toBe('/home/movements/form');
  });

  it('gives way to a navigation made while the view was still loading (a tab chosen meanwhile)', async () => {
    ready = false;
    await act(async () => dom.render(app));
    expect(dom.container().textContent).toBe('loading');
    // The person picks another tab; its render is a transition that has not committed yet.
    await act(async () => void navigate('/home/slow'));
    expect(shownPath).toBe('/home/movements');
    expect(dom.container().textContent).toBe('loading');
    // Now the movements view's rights arrive and it renders, in the tree still on screen.
    await act(async () => arrive());
    // No redirect back to the movements view: the slow view stays the one being opened.
    expect(shownPath).toBe('/home/movements');
    // A later view whose rights are in redirects as usual.
    await act(async () => void navigate('/home/other'));
    expect(shownPath).toBe('/home/other/form');
  });
});
