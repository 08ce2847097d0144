import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { mountPerTest } from '../../../test/dom-root';
import { ReasonDialog } from './reason-dialog';

const dom = mountPerTest();

function render(onConfirm = vi.fn()) {
  dom.render(<ReasonDialog open title="Rechazar" text="Indique el motivo." label="Motivo" confirm="Rechazar" onConfirm={onConfirm} onCancel={() => undefined} />);
  return onConfirm;
}
const textarea = () => document.querySelector<HTMLTextAreaElement>('[role="dialog"] textarea:not([aria-hidden])')!;
const submit = () => act(() => [...document.querySelectorAll<HTMLButtonElement>('[role="dialog"] button')].find((b) => b.type === 'submit')!.click());
function type(text: string) {
  act(() => {
    Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')?.set?.call(textarea(), text);
    textarea().dispatchEvent(new Event('input', { bubbles: true }));
  });
}
const helper = () => document.querySelector('[role="dialog"] .MuiFormHelperText-root')?.textContent ?? '';

describe('the reason prompt (spec §5)', () => {
  it('refuses an empty or blank reason with "field required" naming the field', () => {
    const onConfirm = render();
    expect(textarea().required).toBe(true);
    submit();
    expect(helper()).toContain('El campo «Motivo» es obligatorio.');
    expect(textarea().getAttribute('aria-invalid')).toBe('true');
    type('   ');
    submit();
    expect(helper()).toContain('El campo «Motivo» es obligatorio.');
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('refuses more than 1000 characters and counts them', () => {
    const onConfirm = render();
    type('x'.repeat(1001));
    expect(helper()).toBe('1001 / 1000 caracteres');
    submit();
    expect(helper()).toContain('El motivo admite como máximo 1000 caracteres.');
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('hands over a reason of up to 1000 characters, trimmed', () => {
    const onConfirm = render();
    type(`  ${'y'.repeat(1000)}  `);
    submit();
    expect(onConfirm).toHaveBeenCalledWith('y'.repeat(1000));
  });
});
