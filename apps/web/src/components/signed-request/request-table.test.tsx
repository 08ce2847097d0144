import { QueryClientProvider } from '@tanstack/react-query';
import type { SessionUser } from '@bel/contract';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { queryClient } from '../../lib/query-client';
import { mountPerTest } from '../../test/dom-root';
import { RequestTable } from './request-table';
import { testConfig } from './test-config';
import type { TestRow } from './test-config';
import { negotiatorRow, signerRow } from './test-rows';

const dom = mountPerTest(() => queryClient.clear());
const user = { usuario: 'crodriguez', numero_firmas: 2 } as SessionUser;

function render(rows: TestRow[] | null, roles: string[]) {
  dom.render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <RequestTable viewKey="checks" roles={roles} user={user} config={testConfig()} rows={rows} fetching={false} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}
const buttons = (name: string) => [...dom.container().querySelectorAll<HTMLButtonElement>('tbody button')].filter((b) => b.getAttribute('aria-label') === name);
const toolbar = () => [...dom.container().querySelectorAll('button')].map((b) => b.textContent).filter(Boolean);

describe('the requests table', () => {
  it('enables modify and sign per row exactly as the machine allows', () => {
    render(
      [
        { ...negotiatorRow({ estado: 1 }), id: 1, rm: 1 },
        { ...signerRow(), id: 2, rm: 2 },
        { ...signerRow({ p_firmante: 'crodriguez' }), id: 3, rm: 3 },
        { ...negotiatorRow({ p_firmante: 'mfernandez' }), id: 4, rm: 4 },
      ],
      ['21', '22'],
    );
    expect(buttons('Modificar').map((b) => b.disabled)).toEqual([false, true, true, true]);
    expect(buttons('Firmar').map((b) => b.disabled)).toEqual([true, false, true, true]);
    // Details are always there, and each button says which row it acts on.
    expect(buttons('Ver detalles').every((b) => !b.disabled)).toBe(true);
    expect(buttons('Firmar')[1]?.getAttribute('aria-describedby')).toBe(dom.container().querySelectorAll('tbody tr')[1]?.querySelector('td')?.id);
  });

  it('offers add to role 21 only, refresh to all', () => {
    render([], ['21']);
    expect(toolbar()).toEqual(expect.arrayContaining(['Actualizar', 'Nueva solicitud']));
    render([], ['22']);
    expect(toolbar()).toContain('Actualizar');
    expect(toolbar()).not.toContain('Nueva solicitud');
  });

  it('says the declared empty text, and shows loading while the list loads', () => {
    render([], ['21']);
    expect(dom.container().querySelector('tbody')?.textContent).toBe('No hay solicitudes de chequeras.');
    render(null, ['21']);
    expect(dom.container().querySelector('table')?.getAttribute('aria-busy')).toBe('true');
  });
});
