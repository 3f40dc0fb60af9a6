import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '../../../lib/storage';
import { useBookmarks } from './use-landing-stories';

afterEach(() => window.localStorage.clear());

describe('saved articles', () => {
  it('are kept in local storage and shared by every hook on the page', () => {
    const first = renderHook(() => useBookmarks());
    const second = renderHook(() => useBookmarks());
    expect(first.result.current.list).toEqual([]);
    let saved = false;
    act(() => {
      saved = first.result.current.toggle({ slug: 'the-map-works-offline', title: 'The map works offline' });
    });
    expect(saved).toBe(true);
    expect(second.result.current.has('the-map-works-offline')).toBe(true);
    const stored = JSON.parse(window.localStorage.getItem(STORAGE_KEYS.reunionBookmarks) ?? '[]') as unknown[];
    expect(stored).toHaveLength(1);
    act(() => {
      saved = second.result.current.toggle({ slug: 'the-map-works-offline', title: 'The map works offline' });
    });
    expect(saved).toBe(false);
    expect(first.result.current.list).toEqual([]);
  });

  it('reads nothing from a corrupt store', () => {
    window.localStorage.setItem(STORAGE_KEYS.reunionBookmarks, '{broken');
    const { result } = renderHook(() => useBookmarks());
    expect(result.current.list).toEqual([]);
  });
});
