import { beforeEach, describe, expect, it } from 'vitest';
import { closeTab, openTab, TABS_STORAGE_KEY } from './tabs-store';

const tab = (name: string) => ({ tabName: name, tabRouteName: name });

describe('tabs store', () => {
  beforeEach(() => sessionStorage.clear());

  it('persists tabs in session storage and never duplicates a view', () => {
    openTab(tab('a'));
    openTab(tab('b'));
    openTab(tab('a'));
    openTab(tab('main'));
    expect(JSON.parse(sessionStorage.getItem(TABS_STORAGE_KEY) ?? '[]')).toEqual([tab('a'), tab('b')]);
  });

  it('answers the previous tab when closing, main for the first', () => {
    openTab(tab('a'));
    openTab(tab('b'));
    openTab(tab('c'));
    expect(closeTab('c')).toBe('b');
    expect(closeTab('a')).toBe('main');
    expect(JSON.parse(sessionStorage.getItem(TABS_STORAGE_KEY) ?? '[]')).toEqual([tab('b')]);
  });
});
