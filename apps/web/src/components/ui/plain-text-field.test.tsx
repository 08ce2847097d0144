import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { mountPerTest } from '../../test/dom-root';
import { PlainTextField } from './plain-text-field';
import { PasswordField } from './password-field';

const dom = mountPerTest();
const input = () => dom.container().querySelector('input')!;

describe('the plain text field (TextField without its select mode)', () => {
  it('labels its input, marks it required and points it at its helper text', () => {
    dom.render(<PlainTextField id="code" label="Código de cliente" name="customerCode" required error helperText="Introduzca su código." slotProps={{ htmlInput: { inputMode: 'numeric' } }} />);
    const label = dom.container().querySelector('label')!;
    expect(label.htmlFor).toBe('code');
    expect(label.id).toBe('code-label');
    expect(input().id).toBe('code');
    expect(input().name).toBe('customerCode');
    expect(input().required).toBe(true);
    expect(input().inputMode).toBe('numeric');
    expect(input().getAttribute('aria-invalid')).toBe('true');
    expect(input().getAttribute('aria-describedby')).toBe('code-helper-text');
    expect(document.getElementById('code-helper-text')!.textContent).toBe('Introduzca su código.');
    // The outline's notch carries the label with its asterisk, as TextField's does.
    expect(dom.container().querySelector('legend')!.textContent).toBe('Código de cliente\u2009*');
  });

  it('makes its own id when given none, has no helper text unless told, and hands its ref to the input', () => {
    const ref = createRef<HTMLInputElement>();
    dom.render(<PlainTextField label="Correo electrónico" type="email" ref={ref} />);
    expect(input().id).not.toBe('');
    expect(dom.container().querySelector('label')!.htmlFor).toBe(input().id);
    expect(input().hasAttribute('aria-describedby')).toBe(false);
    expect(input().type).toBe('email');
    expect(ref.current).toBe(input());
  });

  it('as a password field, keeps the caller’s input attributes beside its show button', () => {
    dom.render(<PasswordField label="Contraseña" autoComplete="current-password" slotProps={{ htmlInput: { maxLength: 20 } }} />);
    expect(input().type).toBe('password');
    expect(input().autocomplete).toBe('current-password');
    expect(input().maxLength).toBe(20);
    expect(dom.container().querySelector('button')!.getAttribute('aria-label')).toBe('Mostrar caracteres');
  });
});
