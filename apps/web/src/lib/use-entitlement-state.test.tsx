import { act, startTransition } from 'react';
import { describe, expect, it } from 'vitest';
import { mountPerTest } from '../test/dom-root';
import { resetAllViews, setEntitlementState, useEntitlementState, type EntitlementState } from './view-store';

const dom = mountPerTest(resetAllViews);
const READY: EntitlementState = { status: 'ready', entitlement: { actions: [], roles: ['21'] } };

function Status({ viewKey }: { viewKey: string }) {
  return <output>{useEntitlementState(viewKey)?.status ?? 'none'}</output>;
}

describe('useEntitlementState', () => {
  it('an answer that lands while a transition renders does not make React render the rest again', async () => {
    let renders = 0;
    // The rest of the shell, rendering after the view's host; the answer lands as it renders.
    function Rest() {
      renders += 1;
      if (renders === 1) setEntitlementState('accounts', READY);
      return null;
    }
    await act(async () =>
      startTransition(() =>
        void dom.render(
          <>
            <Status viewKey="accounts" />
            <Rest />
          </>,
        ),
      ),
    );
    expect(dom.container().textContent).toBe('ready');
    expect(renders).toBe(1);
  });

  it('follows the store, and a change of view reads the other view at once', async () => {
    setEntitlementState('b', { status: 'pending' });
    await dom.render(<Status viewKey="a" />);
    expect(dom.container().textContent).toBe('none');
    await act(async () => setEntitlementState('a', READY));
    expect(dom.container().textContent).toBe('ready');
    await dom.render(<Status viewKey="b" />);
    expect(dom.container().textContent).toBe('pending');
    await act(async () => resetAllViews());
    expect(dom.container().textContent).toBe('none');
  });
});
