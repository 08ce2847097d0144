import { act } from 'react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mountPerTest } from '../../../test/dom-root';
import { AssistantButton } from './assistant-button';

function Harness({ first, opened }: { first: boolean; opened: () => void }) {
  const [tooltip, setTooltip] = useState(first);
  return <AssistantButton panelId="panel" tooltip={tooltip} onTooltipChange={setTooltip} takeFocus={false} onOpen={opened} />;
}

describe('the closed assistant: a button with its tooltip (spec §2, ADR 0056)', () => {
  const dom = mountPerTest();
  const button = () => dom.container().querySelector('button')!;
  const tooltip = () => dom.container().querySelector('[role="tooltip"]');
  afterEach(() => vi.useRealTimers());

  it('shows its tooltip on arrival, described to screen readers, and hides it after 8 s', () => {
    vi.useFakeTimers();
    dom.render(<Harness first opened={() => undefined} />);
    expect(tooltip()?.textContent).toBe('¿Necesita ayuda para entrar? Pregúnteme.');
    expect(button().getAttribute('aria-describedby')).toBe(tooltip()?.id);
    expect(button().getAttribute('aria-label')).toBe('Abrir el asistente de ayuda');
    act(() => vi.advanceTimersByTime(7900));
    expect(tooltip()).not.toBeNull();
    act(() => vi.advanceTimersByTime(200));
    expect(tooltip()).toBeNull();
    expect(button().hasAttribute('aria-describedby')).toBe(false);
  });

  it('opens the tooltip on hover; leaving or Escape closes it', () => {
    dom.render(<Harness first={false} opened={() => undefined} />);
    expect(tooltip()).toBeNull();
    const box = button().parentElement!;
    act(() => void box.dispatchEvent(new MouseEvent('mouseover', { bubbles: true, relatedTarget: document.body })));
    expect(tooltip()).not.toBeNull();
    act(() => void box.dispatchEvent(new MouseEvent('mouseout', { bubbles: true, relatedTarget: document.body })));
    expect(tooltip()).toBeNull();
    act(() => void box.dispatchEvent(new MouseEvent('mouseover', { bubbles: true, relatedTarget: document.body })));
    act(() => void button().dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true })));
    expect(tooltip()).toBeNull();
  });

  // A keyboard focus opens it: the browser test of the narrow sign-in page tabs to the button.
  it('stays closed when the focus is given by code without the keyboard, and blurring closes it', () => {
    dom.render(<Harness first opened={() => undefined} />);
    act(() => button().focus());
    expect(button().matches(':focus-visible')).toBe(false);
    expect(tooltip()).not.toBeNull();
    act(() => button().blur());
    expect(tooltip()).toBeNull();
    act(() => button().focus());
    expect(tooltip()).toBeNull();
  });

  it('opens the assistant on a click, and the tooltip goes', () => {
    const opened = vi.fn();
    dom.render(<Harness first opened={opened} />);
    act(() => button().click());
    expect(opened).toHaveBeenCalledOnce();
    expect(tooltip()).toBeNull();
  });
});
