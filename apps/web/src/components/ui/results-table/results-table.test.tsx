import { act } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { mountPerTest } from '../../../test/dom-root';
import { DetailsDialog, ResultsTable } from './results-table';
import type { ResultsColumn } from './types';

interface Row {
  id: string;
  name: string;
}
const columns: ResultsColumn<Row>[] = [
  { id: 'id', header: 'accounts:balance.columns.account', value: (r) => r.id },
  { id: 'name', header: 'accounts:balance.columns.holder', value: (r) => r.name },
];
const rows: Row[] = Array.from({ length: 12 }, (_, i) => ({ id: `A${String(i).padStart(2, '0')}`, name: i % 2 ? 'Pérez' : 'Gómez' }));

const dom = mountPerTest();

// The details dialog's code loads on first use; here it is in, as pointing at the button makes it in a browser.
beforeAll(() => DetailsDialog.preload());

function render(data: Row[] | null, extra: Partial<Parameters<typeof ResultsTable<Row>>[0]> = {}) {
  dom.render(<ResultsTable label="Test" rows={data} columns={columns} getRowId={(r) => r.id} {...extra} />);
}
const bodyRows = () => [...dom.container().querySelectorAll('tbody tr')];
const button = (name: string) => [...document.querySelectorAll('button')].find((b) => b.getAttribute('aria-label') === name || b.textContent === name);

describe('ResultsTable', () => {
  it('shows the loading and empty states', () => {
    render(null);
    expect(dom.container().querySelector('table')?.getAttribute('aria-busy')).toBe('true');
    render([]);
    expect(bodyRows()[0]?.textContent).toBe('No hay datos');
  });

  it('pages by 10 and sorts on header click with aria-sort', () => {
    render(rows);
    expect(bodyRows()).toHaveLength(10);
    const header = dom.container().querySelectorAll('th')[0];
    act(() => header?.querySelector<HTMLElement>('.MuiTableSortLabel-root')?.click());
    expect(header?.getAttribute('aria-sort')).toBe('ascending');
    act(() => header?.querySelector<HTMLElement>('.MuiTableSortLabel-root')?.click());
    expect(header?.getAttribute('aria-sort')).toBe('descending');
    expect(bodyRows()[0]?.textContent).toContain('A11');
  });

  it('pages with the previous and next buttons, says which rows show, and takes a page size from its labelled list', () => {
    render(rows);
    const shown = () => dom.container().textContent;
    expect(shown()).toContain('1–10 de 12');
    expect(button('Página anterior')?.disabled).toBe(true);
    act(() => button('Página siguiente')?.click());
    expect(bodyRows().map((row) => row.textContent?.slice(0, 3))).toEqual(['A10', 'A11']);
    expect(shown()).toContain('11–12 de 12');
    expect(button('Página siguiente')?.disabled).toBe(true);
    act(() => button('Página anterior')?.click());
    expect(bodyRows()).toHaveLength(10);
    const size = [...document.querySelectorAll('label')].find((label) => label.textContent === 'Filas por página')!;
    const select = document.getElementById(size.htmlFor) as HTMLSelectElement;
    expect([...select.options].map((option) => option.value)).toEqual(['10', '20', '30']);
    act(() => button('Página siguiente')?.click());
    // A new size goes back to the first page.
    act(() => {
      select.value = '20';
      select.dispatchEvent(new Event('change', { bubbles: true }));
    });
    expect(bodyRows()).toHaveLength(12);
    expect(shown()).toContain('1–12 de 12');
    expect(button('Página siguiente')?.disabled).toBe(true);
  });

  it('says 0–0 of an empty table, with both page buttons off', () => {
    render([]);
    expect(dom.container().textContent).toContain('0–0 de 0');
    expect(button('Página anterior')?.disabled).toBe(true);
    expect(button('Página siguiente')?.disabled).toBe(true);
  });

  it('opens row details with label/value pairs and closes them with OK', () => {
    render(rows.slice(0, 2));
    const details = [...dom.container().querySelectorAll('button')].filter((b) => b.getAttribute('aria-label') === 'Ver detalles');
    expect(details).toHaveLength(2);
    act(() => details[1]?.click());
    const dialog = document.querySelector('[role="dialog"]');
    expect(dialog?.textContent).toContain('Cuenta');
    expect(dialog?.textContent).toContain('A01');
    act(() => button('OK')?.click());
  });

  it('shows labelled per-column filters that narrow the rows', () => {
    render(rows);
    const toggle = button('Filtros');
    expect(toggle?.getAttribute('aria-expanded')).toBe('false');
    act(() => toggle?.click());
    const input = dom.container().querySelector<HTMLInputElement>('input[aria-label="Filtrar Titular"]');
    expect(input).not.toBeNull();
    act(() => {
      const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
      setter?.call(input, 'gom');
      input?.dispatchEvent(new Event('input', { bubbles: true }));
    });
    expect(bodyRows()).toHaveLength(6);
    expect(bodyRows().every((row) => row.textContent?.includes('Gómez'))).toBe(true);
  });

  it('shows group header rows with their label and count, and a summary row', () => {
    render(rows.slice(0, 4), { groupBy: { key: (r) => r.name, label: (r) => `Titular ${r.name}` }, summary: { label: 'TOTAL', cells: { name: '4' } } });
    const headers = [...dom.container().querySelectorAll('tbody th')].map((th) => th.textContent);
    expect(headers).toEqual(['Titular Gómez · 2 filas', 'Titular Pérez · 2 filas']);
    expect(dom.container().querySelector('tfoot')?.textContent).toBe('TOTAL4');
  });
});
