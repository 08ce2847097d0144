import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from '../../test/test-app.js';
import { ADMIN, NEGOTIATOR, OTHER_COMPANY, SIGNER, client } from '../../test/client.js';
import { api as contractApi, type Endpoint, type MenuNode } from '@bel/contract';
import { buildMenu } from './menu-tree.js';

let t: TestApp;
let api: ReturnType<typeof client>;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  t = await testApp();
  api = client(t.app);
  for (const who of [NEGOTIATOR, SIGNER, ADMIN, OTHER_COMPANY]) tokens[who] = await api.signIn(who);
});
afterAll(() => t.close());

describe('auth/verifyRoute', () => {
  it('returns the actions and roles the user holds on the view', async () => {
    expect((await api.call('POST', '/auth/verifyRoute', { token: tokens[NEGOTIATOR], body: { route: 'account_balance' } })).body).toEqual({
      data: { actions: ['Exportar'], roles: ['21'] },
    });
    expect((await api.call('POST', '/auth/verifyRoute', { token: tokens[OTHER_COMPANY], body: { route: 'account_balance' } })).body).toEqual({
      data: { actions: ['Exportar'], roles: ['21', '22'] },
    });
  });

  it('gives an empty entitlement where the user holds no role, or the view does not exist', async () => {
    for (const route of ['account_balance', 'no_such_view']) {
      expect((await api.call('POST', '/auth/verifyRoute', { token: tokens[ADMIN], body: { route } })).body).toEqual({ data: { actions: [], roles: [] } });
    }
  });

  it('refuses a malformed route', async () => {
    for (const body of [{}, { route: '' }, { route: '../etc' }, { route: 7 }]) {
      expect((await api.call('POST', '/auth/verifyRoute', { token: tokens[NEGOTIATOR], body })).body).toEqual({ statusCode: 400, message: 'route.invalid', field: 'route' });
    }
  });
});

describe('menu', () => {
  it('shows each user only the views their roles open', async () => {
    const menu = (await api.call('POST', '/external-service/menu', { token: tokens[NEGOTIATOR] })).body.data as MenuNode[];
    expect(menu[0]).toMatchObject({ text: 'accounts', nombre: 'Cuentas', iconCls: 'account_balance_wallet', leaf: 0 });
    expect(menu[0]!.items![0]).toEqual({ text: 'account_balance', nombre: 'Saldo de cuentas', iconCls: 'account_balance', leaf: 1, className: 'account_balance' });
    expect(menu.map((g) => [g.text, g.items!.map((leaf) => leaf.className)])).toEqual([
      ['accounts', ['account_balance', 'account_movements', 'account_statements', 'accounts']],
      ['loans', ['ln_total_debt', 'ln_schedule_balances']],
      [
        'credit_letters',
        [
          'lc_discrepancy',
          'lc_stadistic',
          'lc_summary',
          'lc_current_category',
          'lc_importacion',
          'lc_payment_obligations_acdp',
          'lc_payment_obligations_view',
          'll_summary_request',
          'lc_amendment',
        ],
      ],
      ['checkbooks', ['checks', 'checks_no_bel']],
      ['documents', ['envio_documento']],
      ['transfers', ['monetary_transfer', 'multipleMoneyTransfer']],
      ['rates', ['currency_rates']],
    ]);
    const admin = (await api.call('POST', '/external-service/menu', { token: tokens[ADMIN] })).body.data as MenuNode[];
    expect(admin.map((g) => [g.text, g.items!.map((leaf) => leaf.className)])).toEqual([['administration', ['traces']]]);
  });

  it('drops groups left without leaves and keeps nesting', () => {
    const row = (id: number, parentId: number | null, viewKey: string | null) => ({ id, parentId, text: `n${id}`, nombre: `N${id}`, iconCls: 'folder', viewKey });
    const rows = [row(1, null, null), row(2, 1, null), row(3, 2, 'deep'), row(4, null, null), row(5, 4, 'closed')];
    expect(buildMenu(rows, new Set(['deep']))).toEqual([
      { text: 'n1', nombre: 'N1', iconCls: 'folder', leaf: 0, className: 'n1', items: [
        { text: 'n2', nombre: 'N2', iconCls: 'folder', leaf: 0, className: 'n2', items: [
          { text: 'n3', nombre: 'N3', iconCls: 'folder', leaf: 1, className: 'deep' },
        ] },
      ] },
    ]);
  });
});

describe('every call that serves views', () => {
  const guarded = Object.values(contractApi).flatMap((group) => Object.values(group as Record<string, Endpoint>)).filter((e) => e.views);
  /**
   * Each user's entitlement to a view, asked of the gateway once: the calls share a few views,
   * and asking again for every call would run into the rate limit (600 a minute).
   */
  const asked = new Map<string, Promise<{ roles: string[] }>>();
  const entitlement = (who: string, route: string) => {
    const key = `${who} ${route}`;
    if (!asked.has(key)) asked.set(key, api.call('POST', '/auth/verifyRoute', { token: tokens[who], body: { route } }).then((res) => res.body.data as { roles: string[] }));
    return asked.get(key)!;
  };
  /** Whom the menu entitles to any of the call's views, and whom to none (asked of the gateway). */
  async function split(e: Endpoint) {
    const entitled: string[] = [];
    const not: string[] = [];
    for (const who of [NEGOTIATOR, SIGNER, ADMIN]) {
      const answers = await Promise.all(e.views!.map((route) => entitlement(who, route)));
      (answers.some((a) => a.roles.length > 0) ? entitled : not).push(who);
    }
    return { entitled, not };
  }

  it('refuses a user entitled to none of its views, before looking at the input', async () => {
    expect(guarded.length).toBeGreaterThan(10);
    for (const e of guarded) {
      const { not } = await split(e);
      expect(not.length, `${e.method} ${e.path}: somebody is not entitled`).toBeGreaterThan(0);
      for (const who of not) {
        const res = await api.call(e.method, e.path, { token: tokens[who], body: e.method === 'GET' ? undefined : {} });
        expect(res, `${who} ${e.method} ${e.path}`).toEqual({ status: 403, body: { statusCode: 403, message: 'access.denied' } });
      }
    }
  });

  // A call whose body may be empty (getAccountsByUsersSigners) has nothing to refuse in {}.
  it('lets an entitled user through to validation', async () => {
    for (const e of guarded.filter((x) => x.method !== 'GET' && x.body && !x.body.safeParse({}).success)) {
      const { entitled } = await split(e);
      expect(entitled.length, `${e.method} ${e.path}: somebody is entitled`).toBeGreaterThan(0);
      const res = await api.call(e.method, e.path, { token: tokens[entitled[0]!], body: {} });
      expect(res.status, `${e.method} ${e.path}`).toBe(400);
    }
  });
});
