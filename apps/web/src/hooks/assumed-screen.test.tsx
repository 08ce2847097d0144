import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { mountPerTest } from '../test/dom-root';
import { AssumedScreenContext } from './assumed-screen';
import { useHydrated } from './use-hydrated';
import { useIsMobile } from './use-is-mobile';

function Probe() {
  return `${useHydrated() ? 'hydrated' : 'adopting'} ${useIsMobile() ? 'narrow' : 'wide'}`;
}

describe('AssumedScreenContext (ADR 0062)', () => {
  const dom = mountPerTest();

  it('answers the build\'s renders for the hydrated page on a phone and on a wide screen', () => {
    expect(renderToString(<AssumedScreenContext value={{ hydrated: true, narrow: true }}><Probe /></AssumedScreenContext>)).toBe('hydrated narrow');
    expect(renderToString(<AssumedScreenContext value={{ hydrated: true, narrow: false }}><Probe /></AssumedScreenContext>)).toBe('hydrated wide');
  });

  it('leaves the hooks to answer for real where nothing provides it (the browser)', () => {
    // jsdom has no matchMedia: MUI answers "no match", so a wide screen.
    dom.render(<Probe />);
    expect(dom.container().textContent).toBe('hydrated wide');
  });
});
