import { describe, expect, it } from 'vitest';
import { pageWindow } from './pagination-pages';
import { formMessageKey } from './form-messages';

describe('pageWindow', () => {
  it('lists every page up to seven', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(3, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('keeps the ends and the neighbours, with gaps', () => {
    expect(pageWindow(1, 20)).toEqual([1, 2, 3, 4, 'gap', 20]);
    expect(pageWindow(10, 20)).toEqual([1, 'gap', 9, 10, 11, 'gap', 20]);
    expect(pageWindow(20, 20)).toEqual([1, 'gap', 17, 18, 19, 20]);
    expect(pageWindow(4, 20)).toEqual([1, 2, 3, 4, 5, 'gap', 20]);
  });
});

describe('small helpers', () => {
  it('maps known messages to text keys', () => {
    expect(formMessageKey('English is required.')).toBe('formMessages.englishRequired');
    expect(formMessageKey('constructor')).toBeUndefined();
  });
});
