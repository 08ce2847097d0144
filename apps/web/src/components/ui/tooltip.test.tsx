// eslint-disable-next-line no-restricted-imports -- MUI's own, to show what this one avoids
import MuiTooltip from '@mui/material/Tooltip';
import { act, createRef, startTransition, useEffect, useLayoutEffect } from 'react';
import type { ComponentProps, ReactElement } from 'react';
import { createRoot } from 'react-dom/client';
import { describe, expect, it, vi } from 'vitest';
import { mountPerTest } from '../../test/dom-root';
import { Tooltip } from './tooltip';

const dom = mountPerTest();
const button = () => dom.container().querySelector('button')!;
const hover = (element: Element) => act(() => void element.dispatchEvent(new MouseEvent('mouseover', { bubbles: true, relatedTarget: document.body })));

/** What happens as a tooltip is mounted beside a component with effects, in the order it happens. */
function EffectsLog({ log }: { log: string[] }) {
  useLayoutEffect(() => {
    log.push('committed');
    // Runs once the task that committed has finished, whatever else that task ran.
    queueMicrotask(() => log.push('task over'));
  }, [log]);
  useEffect(() => void log.push('effects'), [log]);
  return null;
}

/** Renders `tooltip` beside `EffectsLog` as the portal starts (a transition), with React's own scheduler, not `act`. */
async function mountLogged(tooltip: ReactElement): Promise<string[]> {
  const log: string[] = [];
  const flag = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
  flag.IS_REACT_ACT_ENVIRONMENT = false;
  const container = document.body.appendChild(document.createElement('div'));
  const root = createRoot(container);
  try {
    startTransition(() =>
      root.render(
        <>
          {tooltip}
          <EffectsLog log={log} />
        </>,
      ),
    );
    await vi.waitFor(() => expect(log).toHaveLength(3));
    expect(container.querySelector('button')).not.toBeNull();
    return log;
  } finally {
    root.unmount();
    container.remove();
    flag.IS_REACT_ACT_ENVIRONMENT = true;
  }
}

describe('the tooltip (MUI’s, given its element when someone comes to it: ADR 0075)', () => {
  it('leaves the page’s effects to a task of their own, where MUI’s ran them inside the commit’s', async () => {
    const title = 'Inicio';
    expect(await mountLogged(<Tooltip title={title}><button type="button">+</button></Tooltip>)).toEqual(['committed', 'task over', 'effects']);
    // MUI's Tooltip sets state from its child's ref: a synchronous update that runs the effects
    // and a second render before the commit's task ends (the long task of ADR 0075).
    expect(await mountLogged(<MuiTooltip title={title}><button type="button">+</button></MuiTooltip>)).toEqual(['committed', 'effects', 'task over']);
  });

  it('renders once as it mounts: MUI gets the element when a pointer, a finger or the focus arrives, before it opens the tip', async () => {
    const rendered = vi.fn();
    function Counted(props: ComponentProps<'button'>) {
      rendered();
      return <button type="button" {...props} />;
    }
    await act(async () =>
      dom.render(
        <Tooltip title="Inicio" enterDelay={0}>
          <Counted>+</Counted>
        </Tooltip>,
      ),
    );
    // Handed over at mount (from the commit, or from an effect), MUI renders every tooltip again.
    expect(rendered).toHaveBeenCalledOnce();
    hover(button());
    await vi.waitFor(() => expect(document.querySelector('[role="tooltip"]')?.textContent).toBe('Inicio'));
    act(() => void button().dispatchEvent(new MouseEvent('mouseleave', { relatedTarget: document.body })));
    // Focused from the keyboard, its tip shows too (MUI takes the element from the focus as well).
    const second = document.body.appendChild(document.createElement('div'));
    const root = createRoot(second);
    try {
      await act(async () => root.render(<Tooltip title="Cerrar" enterDelay={0}><button type="button">x</button></Tooltip>));
      await act(async () => {
        document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab', bubbles: true }));
        second.querySelector('button')!.focus();
      });
      await vi.waitFor(() => expect([...document.querySelectorAll('[role="tooltip"]')].map((tip) => tip.textContent)).toContain('Cerrar'));
    } finally {
      act(() => root.unmount());
      second.remove();
    }
  });

  it('names its child by its title unless the child names itself, and shows the title on hover', async () => {
    dom.render(
      <>
        <Tooltip title="Inicio" enterDelay={0}>
          <button type="button">+</button>
        </Tooltip>
        <Tooltip title="Marcar como vista">
          <button type="button" aria-label="Marcar como vista: el estado de cuenta">✓</button>
        </Tooltip>
      </>,
    );
    const [home, dismiss] = dom.container().querySelectorAll('button');
    expect(home!.getAttribute('aria-label')).toBe('Inicio');
    expect(dismiss!.getAttribute('aria-label')).toBe('Marcar como vista: el estado de cuenta');
    hover(home!);
    await vi.waitFor(() => expect(document.querySelector('[role="tooltip"]')?.textContent).toBe('Inicio'));
  });

  it('describes its child with the title when told, keeps the child’s handlers, class and ref', async () => {
    const ref = createRef<HTMLButtonElement>();
    const clicked = vi.fn();
    const hovered = vi.fn();
    dom.render(
      <Tooltip title="Último día hábil: 27/11/2026" describeChild enterDelay={0}>
        <button type="button" ref={ref} className="own" onClick={clicked} onMouseOver={hovered}>
          Fecha del sistema
        </button>
      </Tooltip>,
    );
    expect(ref.current).toBe(button());
    expect(button().className).toContain('own');
    // Closed, MUI gives a described child the title as its own; open, it points at the tip.
    expect(button().getAttribute('title')).toBe('Último día hábil: 27/11/2026');
    hover(button());
    expect(hovered).toHaveBeenCalledOnce();
    await vi.waitFor(() => expect(document.querySelector('[role="tooltip"]')).not.toBeNull());
    expect(button().getAttribute('aria-describedby')).toBe(document.querySelector('[role="tooltip"]')!.id);
    act(() => button().click());
    expect(clicked).toHaveBeenCalledOnce();
  });

  it('opens at once on a tap when it is meant to show on a touch (enterTouchDelay 0), not on a mouse’s click, and keeps the child’s own click', async () => {
    const clicked = vi.fn();
    dom.render(
      <Tooltip title="Hoy: 29/11/2026" describeChild enterTouchDelay={0}>
        <button type="button" onClick={clicked}>
          Fecha del sistema
        </button>
      </Tooltip>,
    );
    const click = (pointerType: string) => act(() => void button().dispatchEvent(new PointerEvent('click', { bubbles: true, pointerType })));
    click('mouse');
    expect(document.querySelector('[role="tooltip"]')).toBeNull();
    click('touch');
    await vi.waitFor(() => expect(document.querySelector('[role="tooltip"]')?.textContent).toBe('Hoy: 29/11/2026'));
    expect(clicked).toHaveBeenCalledTimes(2);
  });

  it('leaves a tap alone on a tooltip that opens on a long press, as MUI’s do', () => {
    dom.render(
      <Tooltip title="Inicio">
        <button type="button">+</button>
      </Tooltip>,
    );
    act(() => void button().dispatchEvent(new PointerEvent('click', { bubbles: true, pointerType: 'touch' })));
    expect(document.querySelector('[role="tooltip"]')).toBeNull();
  });
});
