import { act } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import type { Notification } from '@bel/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryClient } from '../../../lib/query-client';
import { mountPerTest } from '../../../test/dom-root';
import { notificationsQueryKey } from '../api/notifications';
import { NotificationsBell, NotificationsPopover } from './notifications-bell';

const notice = (id: number, visto: 0 | 1): Notification => ({
  notificacion_id: id,
  texto: 'notifications.statementReady',
  parametros: { account: `03000010010001${String(id).padStart(2, '0')}`, date: '20260228' },
  operacion: null,
  visto,
  fecha: `2026-03-${String(id).padStart(2, '0')} 06:00:00`,
});

const dom = mountPerTest(() => queryClient.clear());
// The panel's code loads on first use; here it is in, as pointing at the bell makes it in a browser.
beforeAll(() => NotificationsPopover.preload());
const bell = () => document.querySelector<HTMLButtonElement>('button[aria-haspopup="dialog"]')!;
const items = () => [...document.querySelectorAll('[role="dialog"] li')];

function render(list: Notification[]) {
  queryClient.setQueryData(notificationsQueryKey, list);
  dom.render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <NotificationsBell />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('the notifications bell (spec §2, §9)', () => {
  it('counts every unseen one but shows at most 5, newest first, each with its dismiss button, then show more', () => {
    // Newest first, as the gateway answers: 9 .. 1; 8 and 4 already seen.
    render([9, 8, 7, 6, 5, 4, 3, 2, 1].map((id) => notice(id, id === 8 || id === 4 ? 1 : 0)));
    expect(bell().getAttribute('aria-label')).toBe('Notificaciones: 7 sin ver');
    act(() => bell().click());
    expect(items()).toHaveLength(5);
    expect(items().map((li) => li.textContent?.match(/0300001001000(\d{3})/)?.[1])).toEqual(['109', '107', '106', '105', '103']);
    for (const li of items()) expect(li.querySelector('button')?.getAttribute('aria-label')).toMatch(/^Marcar como vista: El estado de cuenta/);
    expect([...document.querySelectorAll('[role="dialog"] button')].some((b) => b.textContent === 'Ver más')).toBe(true);
  });

  it("says 'No hay notificaciones' when nothing is unseen", () => {
    render([notice(2, 1), notice(1, 1)]);
    expect(bell().getAttribute('aria-label')).toBe('Notificaciones');
    act(() => bell().click());
    expect(items()).toHaveLength(0);
    expect(document.querySelector('[role="dialog"]')?.textContent).toContain('No hay notificaciones');
  });
});
