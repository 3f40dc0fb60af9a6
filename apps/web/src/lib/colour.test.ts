import { describe, expect, it } from 'vitest';
import { contrast, textOn } from './colour';

describe('textOn', () => {
  it('picks white on dark colours and ink on light ones', () => {
    expect(textOn('#1d4e89')).toBe('#ffffff');
    expect(textOn('#efc940')).toBe('#111318');
    expect(textOn('#ffffff')).toBe('#111318');
    expect(textOn('#000000')).toBe('#ffffff');
  });

  it('reaches 4.5:1 on every sample sponsor colour, including the orange white fails on', () => {
    const colours = ['#1d4e89', '#2f6690', '#3a506b', '#6b4c9a', '#2b7a78', '#c0692b', '#b5485d', '#9c2c2c', '#3a7d44'];
    for (const colour of colours) expect(contrast(textOn(colour), colour)).toBeGreaterThanOrEqual(4.5);
    expect(contrast('#ffffff', '#c0692b')).toBeLessThan(4.5);
  });

  it('falls back to white for anything that is not #rrggbb', () => {
    for (const colour of ['', 'red', '#fff', '#12345g', 'url(x)']) expect(textOn(colour)).toBe('#ffffff');
  });
});
