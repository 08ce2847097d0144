import { CacheProvider } from '@emotion/react';
import { Action, NotificationCode } from '@bel/contract';
import type { AccountInfo, Entitlement, MenuNode, Notification, SessionUser } from '@bel/contract';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { balancesQuery } from '#features/accounts';
import { notificationsQueryKey } from '#features/notifications';
import { menuQueryKey, openTab } from '#features/shell';
import { viewAccountsQuery } from '../../components/query-view';
import { AssumedScreenContext } from '../../hooks/assumed-screen';
import { initI18n } from '../../lib/i18n';
import type { Language } from '../../lib/i18n';
import { queryClient } from '../../lib/query-client';
import { setToken, setUser } from '../../lib/session';
import { setEntitlementState } from '../../lib/view-store';
import { i18n } from '../../lib/translation';
import { Providers } from '../providers';
import { HomeRoute } from '../routes/home-route';
import { snapshotCache } from './emotion-snapshot';
import { PHONE_AFTER_LOADING, renderToEnd } from './render-sign-in';

/** The view the styles are taken from: a results table, the portal's most common page. */
export const SNAPSHOT_VIEW = 'account_balance';

// A signed-in tab's state and the gateway's answers, made up: only what they make the page show
// reaches the styles (a count on the bell, a negative balance in red, the export buttons).
const ROLES = ['1'];
const user: SessionUser = {
  nombre: 'Ana',
  p_apellido: 'Pérez',
  s_apellido: 'Gil',
  datos_ultima_conexion: '20260101',
  fecha_sistema: { today: '20260102', lastWorkingDate: '20251231', nextWorkingDate: '20260105', todayIsWorkingDay: true },
  usuario: 'ana',
  foto: null,
  numero_firmas: 1,
  roles: ROLES,
  fecha_servidor_web: '2026-01-02T12:00:00.000Z',
};
const entitlement: Entitlement = { roles: ROLES, actions: [Action.export] };
const menu: MenuNode[] = [
  { text: 'accounts', nombre: 'Cuentas', iconCls: 'folder', leaf: 0, className: '', items: [{ text: SNAPSHOT_VIEW, nombre: 'Saldos', iconCls: 'x', leaf: 1, className: SNAPSHOT_VIEW }] },
];
const notifications: Notification[] = [
  { notificacion_id: 1, texto: NotificationCode.statementReady, parametros: { account: '1001000000000001', date: '20260101' }, operacion: null, visto: 0, fecha: '2026-01-02 08:00:00' },
];
export const SNAPSHOT_BALANCES: AccountInfo[] = [
  { CUENTA: '1001000000000001', TITULAR: 'Importadora', MONEDA: 'DOP', CONTABLE: '1500.00', DISPONIBLE: '1500.00' },
  { CUENTA: '1001000000000002', TITULAR: 'Importadora', MONEDA: 'USD', CONTABLE: '-20.00', DISPONIBLE: '0.00' },
];

/** A Storage kept in memory: the session, its tabs and the drawer's state live in the browser's. */
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, String(value)),
    removeItem: (key) => void items.delete(key),
    clear: () => items.clear(),
    key: (index) => [...items.keys()][index] ?? null,
    get length() {
      return items.size;
    },
  };
}

/** The tab's state and cached answers that make the shell show the table, as after a sign-in. */
function signInAsSnapshot(): void {
  globalThis.sessionStorage ??= memoryStorage();
  globalThis.localStorage ??= memoryStorage();
  setToken('snapshot');
  setUser(user);
  openTab({ tabName: SNAPSHOT_VIEW, tabRouteName: SNAPSHOT_VIEW });
  setEntitlementState(SNAPSHOT_VIEW, { status: 'ready', entitlement });
  queryClient.setQueryData(menuQueryKey, menu);
  queryClient.setQueryData(notificationsQueryKey, notifications);
  queryClient.setQueryData(viewAccountsQuery(SNAPSHOT_VIEW, ROLES).queryKey, SNAPSHOT_BALANCES);
  queryClient.setQueryData(balancesQuery(SNAPSHOT_VIEW, SNAPSHOT_BALANCES).queryKey, SNAPSHOT_BALANCES);
}

/** The portal's shell with the table's tab open at its address, as a phone shows it once loaded. */
export function signedInPage(): ReactNode {
  return (
    <AssumedScreenContext value={PHONE_AFTER_LOADING}>
      <Providers>
        <MemoryRouter initialEntries={[`/home/${SNAPSHOT_VIEW}/table`]}>
          <Routes>
            <Route path="/home/:view/*" element={<HomeRoute />} />
          </Routes>
        </MemoryRouter>
      </Providers>
    </AssumedScreenContext>
  );
}

/**
 * A signed-in tab showing a results table on a phone, rendered at build time in one language:
 * the page of every other address sends its styles (ADR 0073), so the browser's Emotion finds
 * them there and serialises none of them in the commits that first show the shell and the table.
 * The markup is only for the build's test: the page cannot show a made-up table.
 */
export async function renderSignedInSnapshot(language: Language): Promise<{ markup: string; styles: string }> {
  await initI18n(language);
  if (i18n.language !== language) await i18n.changeLanguage(language);
  // The state stays: the next language's render sets it again, and the build's process then ends.
  signInAsSnapshot();
  const { cache, styles } = snapshotCache();
  const markup = await renderToEnd(<CacheProvider value={cache}>{signedInPage()}</CacheProvider>);
  return { markup, styles: styles() };
}
