import { act, createRef } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
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

  it('draws the field focused on arrival as focused from its first render, and follows the focus afterwards', () => {
    dom.render(
      <>
        <PlainTextField label="Correo electrónico" autoFocus />
        <PlainTextField label="Contraseña" />
      </>,
    );
    const [email, password] = [...dom.container().querySelectorAll('input')] as [HTMLInputElement, HTMLInputElement];
    const label = (field: HTMLInputElement) => document.querySelector(`label[for="${field.id}"]`)!;
    expect(document.activeElement).toBe(email);
    expect(label(email).classList).toContain('Mui-focused');
    act(() => password.focus());
    expect(label(email).classList).not.toContain('Mui-focused');
    expect(label(password).classList).toContain('Mui-focused');
  });

  it('after it was disabled while focused, is drawn unfocused until focused again (browsers lose the focus then, without a blur)', () => {
    const label = () => dom.container().querySelector('label')!.classList;
    dom.render(<PlainTextField label="Código de cliente" autoFocus />);
    expect(label()).toContain('Mui-focused');
    dom.render(<PlainTextField label="Código de cliente" autoFocus disabled />);
    dom.render(<PlainTextField label="Código de cliente" autoFocus />);
    expect(label()).not.toContain('Mui-focused');
    act(() => {
      input().blur();
      input().focus();
    });
    expect(label()).toContain('Mui-focused');
  });

  it('renders the field focused on arrival as focused in the prerendered page, label above the field', () => {
    const html = renderToString(<PlainTextField id="email" label="Correo electrónico" autoFocus />);
    expect(html).toMatch(/<label[^>]*class="[^"]*Mui-focused[^"]*MuiInputLabel-shrink/);
    expect(html).toContain('autofocus');
  });

  it('when the focus went elsewhere before the code ran, draws the field unfocused', () => {
    const elsewhere = document.createElement('button');
    document.body.append(elsewhere);
    elsewhere.focus();
    const container = document.createElement('div');
    document.body.append(container);
    container.innerHTML = renderToString(<PlainTextField id="email" label="Correo electrónico" autoFocus />);
    // MUI does not take the focus from an element the person chose.
    let root!: Root;
    act(() => {
      root = hydrateRoot(container, <PlainTextField id="email" label="Correo electrónico" autoFocus />);
    });
    expect(document.activeElement).toBe(elsewhere);
    expect(container.querySelector('label')!.classList).not.toContain('Mui-focused');
    act(() => root.unmount());
    container.remove();
    elsewhere.remove();
  });

  it('as a password field, keeps the caller’s input attributes beside its show button', () => {
    dom.render(<PasswordField label="Contraseña" autoComplete="current-password" slotProps={{ htmlInput: { maxLength: 20 } }} />);
    expect(input().type).toBe('password');
    expect(input().autocomplete).toBe('current-password');
    expect(input().maxLength).toBe(20);
    expect(dom.container().querySelector('button')!.getAttribute('aria-label')).toBe('Mostrar caracteres');
  });
});
