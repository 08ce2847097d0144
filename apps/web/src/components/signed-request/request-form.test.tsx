import { act } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { SessionUser } from '@bel/contract';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../lib/query-client';
import { toast } from '../../lib/toast';
import { mountPerTest } from '../../test/dom-root';
import { RequestForm } from './request-form';
import { testConfig } from './test-config';
import type { TestRow } from './test-config';
import { negotiatorRow, signerRow } from './test-rows';
import { RequestMode } from './types';
import type { ActionCall, FormExtras } from './types';

const dom = mountPerTest(() => queryClient.clear());
afterEach(() => vi.restoreAllMocks());
const maria = { usuario: 'mfernandez', numero_firmas: 2 } as SessionUser;

function render(mode: RequestMode, row: TestRow | null, calls: Record<string, ActionCall<TestRow, { rm: number }>> = {}, roles = ['22'], extras?: FormExtras<{ rm: number }>) {
  dom.render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={['/home/checks/form']}>
        <Routes>
          <Route path="/home/checks/form" element={<RequestForm viewKey="checks" roles={roles} user={maria} config={testConfig({ calls })} mode={mode} row={row} extras={extras} />} />
          <Route path="/home/checks/table" element={<p>TABLE</p>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}
const button = (name: string, root: ParentNode = document) => [...root.querySelectorAll<HTMLButtonElement>('button')].find((b) => b.textContent === name);
const formButtons = () => [...dom.container().querySelectorAll('form button')].map((b) => b.textContent);
const dialog = () => document.querySelector('[role="dialog"]');
const input = () => dom.container().querySelector<HTMLInputElement>('input[name="rm"]')!;

// The first render of MUI's form and dialogs takes seconds on a busy machine.
describe('the request form', { timeout: 20_000 }, () => {
  it('signs the last signature as "authorize and send": confirmed first, then the outcome, back to the table', async () => {
    const sign = vi.fn<ActionCall<TestRow, { rm: number }>>(() => Promise.resolve({ ok: true, data: 'request.done.executed' }));
    const success = vi.spyOn(toast, 'success');
    const row = { ...signerRow({ p_firmante: 'crodriguez' }), id: 7, rm: 3 };
    render(RequestMode.autorizar, row, { sign });
    expect(dom.container().querySelector('h3')?.textContent).toBe('Firmar solicitud');
    expect(input().readOnly).toBe(true);
    expect(formButtons()).toEqual(['Volver', 'Autorizar y enviar', 'Rechazar']);
    act(() => button('Autorizar y enviar')?.click());
    expect(dialog()?.textContent).toContain('Esta es la última firma necesaria: la solicitud se enviará al banco.');
    expect(sign).not.toHaveBeenCalled();
    await act(async () => button('Autorizar y enviar', dialog()!)?.click());
    expect(sign).toHaveBeenCalledWith({ values: { rm: 3 }, row, reason: undefined, headers: { 'idempotency-key': expect.stringMatching(/^[0-9a-f-]{36}-sign$/) } });
    expect(success).toHaveBeenCalledWith('request.done.executed');
    expect(dom.container().textContent).toBe('TABLE');
  });

  it('sends what the frame adds to the form’s values (a large batch’s credits, kept outside the form)', async () => {
    const sign = vi.fn<ActionCall<TestRow, { rm: number }>>(() => Promise.resolve({ ok: true, data: 'request.done.executed' }));
    const row = { ...signerRow({ p_firmante: 'crodriguez' }), id: 7, rm: 3 };
    render(RequestMode.autorizar, row, { sign }, ['22'], { sends: (values) => ({ ...values, rm: values.rm + 100 }) });
    act(() => button('Autorizar y enviar')?.click());
    await act(async () => button('Autorizar y enviar', dialog()!)?.click());
    expect(sign).toHaveBeenCalledWith(expect.objectContaining({ values: { rm: 103 } }));
  });

  it('shows a refusal as a warning and stays on the form', async () => {
    const sign = vi.fn<ActionCall<TestRow, { rm: number }>>(() => Promise.resolve({ ok: false, error: { statusCode: 409, message: 'request.already.signed' } }));
    render(RequestMode.autorizar, { ...signerRow(), id: 7, rm: 3 }, { sign });
    act(() => button('Firmar')?.click());
    await act(async () => button('Firmar', dialog()!)?.click());
    // The confirmation may still be fading out: find the alert among the dialogs.
    const alert = [...document.querySelectorAll('[role="dialog"]')].find((d) => d.textContent?.includes('No se realizó la acción'));
    expect(alert?.textContent).toContain('Usted ya firmó esta solicitud.');
    expect(alert?.querySelector('[class*="MuiAlert-colorWarning"]')).not.toBeNull();
    expect(formButtons()).toContain('Firmar');
  });

  it('sends one idempotency key per opened form and action: the same on a retry, a new one on the next form', async () => {
    const sign = vi.fn<ActionCall<TestRow, { rm: number }>>(() => Promise.resolve({ ok: false, error: { statusCode: 503, message: 'request.already.signed' } }));
    const signOnce = async () => {
      act(() => button('Firmar')?.click());
      await act(async () => button('Firmar', [...document.querySelectorAll('[role="dialog"]')].find((d) => button('Firmar', d))!)?.click());
    };
    const keyOf = (i: number) => sign.mock.calls[i]![0].headers['idempotency-key'];
    render(RequestMode.autorizar, { ...signerRow(), id: 7, rm: 3 }, { sign });
    await signOnce();
    await signOnce();
    expect(sign).toHaveBeenCalledTimes(2);
    expect(keyOf(0)).toMatch(/^[0-9a-f-]{36}-sign$/);
    expect(keyOf(1)).toBe(keyOf(0));
    dom.render(<p />);
    render(RequestMode.autorizar, { ...signerRow(), id: 7, rm: 3 }, { sign });
    await signOnce();
    expect(keyOf(2)).not.toBe(keyOf(0));
  });

  it('lists each bad row of a batch refusal by its line, translated', async () => {
    const issues = [
      { field: 'creditos.0.importe', message: 'request.transfer.amountInvalid' },
      { field: 'creditos.3.cuenta_credito', message: 'no.such.code' },
    ];
    const sign = vi.fn<ActionCall<TestRow, { rm: number }>>(() => Promise.resolve({ ok: false, error: { statusCode: 400, message: 'request.transfer.amountInvalid', field: 'creditos', issues } }));
    render(RequestMode.autorizar, { ...signerRow(), id: 7, rm: 3 }, { sign });
    act(() => button('Firmar')?.click());
    await act(async () => button('Firmar', dialog()!)?.click());
    const alert = [...document.querySelectorAll('[role="dialog"]')].find((d) => d.textContent?.includes('No se realizó la acción'))!;
    const items = [...alert.querySelectorAll('li')].map((li) => li.textContent);
    expect(items).toHaveLength(2);
    expect(items[0]).toMatch(/^Línea 1: /);
    expect(items[1]).toMatch(/^Línea 4: /);
    expect(items[0]).not.toContain('request.transfer');
  });

  it('asks the reason before a rejection and sends it', async () => {
    const reverse = vi.fn<ActionCall<TestRow, { rm: number }>>(() => Promise.resolve({ ok: true, data: 'request.done.reversed' }));
    render(RequestMode.autorizar, { ...signerRow(), id: 7, rm: 3 }, { reverse });
    act(() => button('Rechazar')?.click());
    const textarea = dialog()!.querySelector<HTMLTextAreaElement>('textarea:not([aria-hidden])')!;
    act(() => {
      Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')?.set?.call(textarea, 'Cuenta equivocada');
      textarea.dispatchEvent(new Event('input', { bubbles: true }));
    });
    await act(async () => [...dialog()!.querySelectorAll<HTMLButtonElement>('button')].find((b) => b.type === 'submit')?.click());
    expect(reverse).toHaveBeenCalledWith(expect.objectContaining({ reason: 'Cuenta equivocada' }));
  });

  it('validates a new request with the schema before confirming, codes translated', async () => {
    const create = vi.fn<ActionCall<TestRow, { rm: number }>>(() => Promise.resolve({ ok: true, data: 'request.done.saved' }));
    render(RequestMode.new, null, { create }, ['21']);
    expect(dom.container().querySelector('h3')?.textContent).toBe('Nueva solicitud');
    expect(formButtons()).toEqual(['Volver', 'Guardar']);
    await act(async () => button('Guardar')?.click());
    expect(dom.container().textContent).toContain('Pida al menos una chequera, cubierta o RM.');
    expect(dialog()).toBeNull();
  });

  it('shows details read-only with the rejection reason and the state', () => {
    render(RequestMode.consultar, { ...negotiatorRow({ estado: 5, respuesta: 'Importe no autorizado', p_firmante: 'crodriguez' }), id: 9, rm: 1 }, {}, ['21']);
    expect(dom.container().querySelector('h3')?.textContent).toBe('Detalles de la solicitud');
    expect(dom.container().textContent).toContain('Solicitud rechazada. Motivo: Importe no autorizado');
    expect(dom.container().textContent).toContain('Rechazada');
    expect(input().readOnly).toBe(true);
    expect(formButtons().filter((name) => name !== 'Volver' && !name?.startsWith('C'))).toEqual([]);
  });
});
