import type { Entitlement } from '@bel/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../lib/query-client';
import { requestView } from './request-view';
import { testConfig } from './test-config';
import type { TestRow } from './test-config';
import { requestListQuery } from './use-request-list';

const ENTITLEMENT: Entitlement = { roles: ['1', '2'], actions: [] };
const ROWS = [{ id: 7, rm: 3 }] as unknown as TestRow[];

afterEach(() => queryClient.clear());

// A signed-request view's first data is its list of requests: asked for before the view renders
// (ADR 0072), it must land where the list and the forms read it, or the view would ask again.
describe('a signed-request view’s requests asked for before it renders', () => {
  it('asks for the requests with the view’s roles, once, into the query the view reads', async () => {
    const list = vi.fn(async () => ({ ok: true as const, data: ROWS }));
    const config = testConfig({ list });
    const { prefetch } = requestView(config);
    await prefetch!('checkbook_requests', ENTITLEMENT, () => true);
    await prefetch!('checkbook_requests', ENTITLEMENT, () => true);
    expect(list).toHaveBeenCalledTimes(1);
    expect(list).toHaveBeenCalledWith(ENTITLEMENT.roles);
    expect(queryClient.getQueryData(requestListQuery('checkbook_requests', ENTITLEMENT.roles, list, config.empty).queryKey)).toEqual(ROWS);
  });
});
