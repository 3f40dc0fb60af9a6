import { describe, expect, it } from 'vitest';
import { addChip } from './chips';

describe('chips', () => {
  it('adds trimmed, distinct values, splitting on commas, up to the limit', () => {
    expect(addChip(['React'], ' Vue ')).toEqual(['React', 'Vue']);
    expect(addChip(['React'], 'react')).toEqual(['React']);
    expect(addChip([], 'Go, Rust,, PHP ')).toEqual(['Go', 'Rust', 'PHP']);
    expect(addChip(['a', 'b'], 'c, d', 3)).toEqual(['a', 'b', 'c']);
    expect(addChip([], '   ')).toEqual([]);
  });
});
