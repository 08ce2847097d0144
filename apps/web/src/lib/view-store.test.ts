import { describe, expect, it } from 'vitest';
import { queryClient, viewQueryKey } from './query-client';
import { getEntitlementState, getViewState, resetAllViews, resetView, setEntitlementState, setViewState, setViewStateIfOpen } from './view-store';

describe('view store', () => {
  it('resets a view: entitlement, state and its cached queries', () => {
    setEntitlementState('a', { status: 'ready', entitlement: { actions: [], roles: ['21'] } });
    setViewState('a', 'table', { page: 2 });
    setViewState('b', 'table', { page: 1 });
    queryClient.setQueryData(viewQueryKey('a', 'accounts'), [1]);
    queryClient.setQueryData(viewQueryKey('b', 'accounts'), [2]);
    resetView('a');
    expect(getEntitlementState('a')).toBeUndefined();
    expect(getViewState('a', 'table')).toBeUndefined();
    expect(queryClient.getQueryData(viewQueryKey('a', 'accounts'))).toBeUndefined();
    expect(getViewState('b', 'table')).toEqual({ page: 1 });
    expect(queryClient.getQueryData(viewQueryKey('b', 'accounts'))).toEqual([2]);
    resetAllViews();
    expect(getViewState('b', 'table')).toBeUndefined();
    expect(queryClient.getQueryData(viewQueryKey('b', 'accounts'))).toBeUndefined();
  });

  it('a new entitlement starts the view afresh', () => {
    setViewState('c', 'form', { x: 1 });
    setEntitlementState('c', { status: 'pending' });
    expect(getViewState('c', 'form')).toBeUndefined();
  });
});

describe('setViewStateIfOpen', () => {
  it('writes only while the view is known, so an unmounting form cannot revive a closed tab', () => {
    setViewState('v_open', 'form', 1);
    setViewStateIfOpen('v_open', 'form', 2);
    expect(getViewState('v_open', 'form')).toBe(2);
    resetView('v_open');
    setViewStateIfOpen('v_open', 'form', 3);
    expect(getViewState('v_open', 'form')).toBeUndefined();
  });
});
