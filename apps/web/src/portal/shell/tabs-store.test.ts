import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  neighbourTab,
  parsePageList,
  RECENT_LIMIT,
  readRecent,
  readTabs,
  rememberRecent,
  saveTabs,
  useRecent,
  useTabs,
  withoutTab,
  withRecent,
  withTab,
} from './tabs-store';

beforeEach(() => {
  window.sessionStorage.clear();
  window.localStorage.clear();
});

describe('tabs and recently used pages', () => {
  it('reads stored lists defensively', () => {
    expect(parsePageList(null)).toEqual([]);
    expect(parsePageList('{bad')).toEqual([]);
    expect(parsePageList('{"a":1}')).toEqual([]);
    expect(parsePageList('["udRole", 3, "", "udRole", "upgrade"]')).toEqual(['udRole', 'upgrade']);
  });

  it('adds, removes and picks the neighbour tab', () => {
    const tabs = withTab(withTab(['dashboardUser'], 'udRole'), 'upgrade');
    expect(withTab(tabs, 'udRole')).toEqual(['dashboardUser', 'udRole', 'upgrade']);
    expect(neighbourTab(tabs, 'udRole')).toBe('upgrade');
    expect(neighbourTab(tabs, 'upgrade')).toBe('udRole');
    expect(neighbourTab(tabs, 'missing')).toBeNull();
    expect(withoutTab(tabs, 'udRole')).toEqual(['dashboardUser', 'upgrade']);
  });

  it('keeps tabs in session storage and local storage', () => {
    saveTabs(['dashboardUser', 'udRole']);
    expect(window.sessionStorage.getItem('Tabs')).toBe('["dashboardUser","udRole"]');
    expect(window.localStorage.getItem('Tabs')).toBe('["dashboardUser","udRole"]');
    window.sessionStorage.removeItem('Tabs');
    expect(readTabs()).toEqual(['dashboardUser', 'udRole']);
    window.sessionStorage.setItem('Tabs', '["upgrade"]');
    expect(readTabs()).toEqual(['upgrade']);
  });

  it('keeps the most recent first, each once, at most ten', () => {
    let recent: string[] = [];
    for (let i = 0; i < 12; i++) recent = withRecent(recent, `page${i}`);
    recent = withRecent(recent, 'page5');
    expect(recent).toHaveLength(RECENT_LIMIT);
    expect(recent[0]).toBe('page5');
    expect(recent.filter((r) => r === 'page5')).toHaveLength(1);
    expect(recent).not.toContain('page0');
  });

  it('stores recent pages in local storage MenuRecently', () => {
    rememberRecent('udRole');
    rememberRecent('upgrade');
    rememberRecent('udRole');
    expect(readRecent()).toEqual(['udRole', 'upgrade']);
    expect(window.localStorage.getItem('MenuRecently')).toBe('["udRole","upgrade"]');
  });

  it('follows writes here and storage events from other tabs', () => {
    const recent = renderHook(() => useRecent());
    const tabs = renderHook(() => useTabs());
    act(() => rememberRecent('udRole'));
    expect(recent.result.current).toEqual(['udRole']);
    act(() => saveTabs(['dashboardUser', 'mailOutbox']));
    expect(tabs.result.current).toEqual(['dashboardUser', 'mailOutbox']);
    // Another tab wrote MenuRecently: the browser changes storage and fires 'storage' here.
    act(() => {
      window.localStorage.setItem('MenuRecently', '["mailOutbox","udRole"]');
      window.dispatchEvent(new StorageEvent('storage', { key: 'MenuRecently', storageArea: window.localStorage }));
    });
    expect(recent.result.current).toEqual(['mailOutbox', 'udRole']);
  });
});
