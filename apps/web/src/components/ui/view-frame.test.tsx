import { act, useLayoutEffect } from 'react';
import { MemoryRouter, Route, Routes, useParams } from 'react-router';
import { describe, expect, it } from 'vitest';
import { mountPerTest } from '../../test/dom-root';
import { ViewFrame } from './view-frame';

const dom = mountPerTest();

// The heading on screen in each commit and its frame's text, read before the commit's passive effects (the redirect) run.
let committed: { heading: HTMLElement | null; frame: string | undefined }[] = [];
function HeadingProbe() {
  useLayoutEffect(() => {
    const heading = document.querySelector('h2');
    committed.push({ heading, frame: heading?.parentElement?.textContent });
  });
  return null;
}

/** A results table at /home/balances: its bare address leads to its table. */
function View() {
  const { '*': subPath } = useParams();
  return (
    <>
      <ViewFrame title="Saldos de cuentas" redirectTo={subPath === 'table' ? undefined : '/home/balances/table'}>
        <p>filas</p>
      </ViewFrame>
      <HeadingProbe />
    </>
  );
}

const app = (at: string) => (
  <MemoryRouter initialEntries={[at]}>
    <Routes>
      <Route path="/home/balances/*" element={<View />} />
    </Routes>
  </MemoryRouter>
);

describe('a view’s frame', () => {
  it('shows the title at the bare address before the redirect, and keeps that heading for the content', async () => {
    committed = [];
    await act(async () => dom.render(app('/home/balances')));
    // The first commit, at the bare address: the title, not the content.
    expect(committed[0]?.heading?.textContent).toBe('Saldos de cuentas');
    expect(committed[0]?.frame).toBe('Saldos de cuentas');
    // The redirect's render: the content under the same element, not a new heading painted later.
    expect(dom.container().textContent).toBe('Saldos de cuentasfilas');
    expect(committed.length).toBeGreaterThan(1);
    expect(committed.at(-1)?.heading).toBe(committed[0]?.heading);
    expect(committed[0]?.heading?.isConnected).toBe(true);
  });

  it('shows the content at once at the content’s address', async () => {
    committed = [];
    await act(async () => dom.render(app('/home/balances/table')));
    expect(committed).toHaveLength(1);
    expect(dom.container().textContent).toBe('Saldos de cuentasfilas');
  });
});
