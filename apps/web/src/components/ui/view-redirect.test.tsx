import { act, use, useSyncExternalStore } from 'react';
import { createMemoryRouter, RouterProvider, useParams } from 'react-router';
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

describe('a view’s redirect to its form or table', () => {
  it('takes the bare address to the form', async () => {
    ready = true;
    const router = createMemoryRouter([{ path: '/home/:view/*', element: <View /> }], { initialEntries: ['/home/movements'] });
    await act(async () => dom.render(<RouterProvider router={router} />));
    expect(router.state.location.pathname).toBe('/home/movements/form');
  });

  it('gives way to a navigation made while the view was still loading (a tab chosen meanwhile)', async () => {
    ready = false;
    const router = createMemoryRouter([{ path: '/home/:view/*', element: <View /> }], { initialEntries: ['/home/movements'] });
    await act(async () => dom.render(<RouterProvider router={router} />));
    expect(dom.container().textContent).toBe('loading');
    // The person picks another tab; its render is a transition that has not committed yet.
    await act(async () => router.navigate('/home/slow'));
    expect(router.state.location.pathname).toBe('/home/slow');
    expect(dom.container().textContent).toBe('loading');
    // Now the movements view's rights arrive and it renders, in the tree still on screen.
    await act(async () => arrive());
    expect(router.state.location.pathname).toBe('/home/slow');
  });
});
