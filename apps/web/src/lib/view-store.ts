import { startTransition, useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import type { Entitlement } from '@bel/contract';
import { queryClient, viewQueryKey } from './query-client';

/** What the gateway answered to `auth/verifyRoute` for one view. */
export type EntitlementState =
  | { status: 'pending' }
  | { status: 'ready'; entitlement: Entitlement }
  | { status: 'error' };

interface ViewRecord {
  entitlement?: EntitlementState;
  /** Free-form per-view state (form values, selections) that survives leaving the tab. */
  state: Readonly<Record<string, unknown>>;
}

const EMPTY: ViewRecord = { state: {} };
let views: Readonly<Record<string, ViewRecord>> = {};
const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

function update(viewKey: string, change: (record: ViewRecord) => ViewRecord): void {
  views = { ...views, [viewKey]: change(views[viewKey] ?? EMPTY) };
  emit();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getEntitlementState(viewKey: string): EntitlementState | undefined {
  return views[viewKey]?.entitlement;
}

/** Setting a view's entitlement resets that view's whole state (spec §4). */
export function setEntitlementState(viewKey: string, entitlement: EntitlementState): void {
  update(viewKey, () => ({ entitlement, state: {} }));
}

export function getViewState<T>(viewKey: string, slot: string): T | undefined {
  return views[viewKey]?.state[slot] as T | undefined;
}

export function setViewState(viewKey: string, slot: string, value: unknown): void {
  update(viewKey, (record) => ({ ...record, state: { ...record.state, [slot]: value } }));
}

/**
 * Like setViewState, but only while the view is still known: a screen saving its form as it
 * unmounts must not bring back a view whose tab was just closed or whose session just ended.
 */
export function setViewStateIfOpen(viewKey: string, slot: string, value: unknown): void {
  if (views[viewKey]) setViewState(viewKey, slot, value);
}

/** Closing a tab forgets the view: entitlement, stored state and cached server data. */
export function resetView(viewKey: string): void {
  const { [viewKey]: _removed, ...rest } = views;
  views = rest;
  queryClient.removeQueries({ queryKey: viewQueryKey(viewKey) });
  emit();
}

export function resetAllViews(): void {
  views = {};
  queryClient.removeQueries({ queryKey: ['view'] });
  emit();
}

/**
 * A view's entitlement, as React state rather than through useSyncExternalStore. Such a store
 * may not tear, so when it changed while a transition rendered in slices, React dropped that
 * work and rendered the whole tree again in one blocking task: the gateway's answer on the first
 * view's rights, landing during the signed-in start's first render, cost a task of about 100 ms
 * (400 ms on Lighthouse's slowed phone; ADR 0079). Here a change is read once the render has
 * committed, and its render is itself a transition.
 */
export function useEntitlementState(viewKey: string): EntitlementState | undefined {
  const [held, setHeld] = useState(() => ({ viewKey, entitlement: getEntitlementState(viewKey) }));
  useEffect(() => {
    const sync = () => {
      const entitlement = getEntitlementState(viewKey);
      startTransition(() => setHeld((last) => (last.viewKey === viewKey && last.entitlement === entitlement ? last : { viewKey, entitlement })));
    };
    sync(); // a change between the render and this subscription
    return subscribe(sync);
  }, [viewKey]);
  return held.viewKey === viewKey ? held.entitlement : getEntitlementState(viewKey);
}

/** Like useState, but kept per view until its tab closes or the session ends. */
export function useViewState<T>(viewKey: string, slot: string, initial: T): [T, (value: T) => void] {
  const slotValue = () => views[viewKey]?.state[slot];
  const value = useSyncExternalStore(subscribe, slotValue, slotValue) as T | undefined;
  const set = useCallback((next: T) => setViewState(viewKey, slot, next), [viewKey, slot]);
  return [value === undefined ? initial : value, set];
}
