import { describe, expect, it } from 'vitest';
import { gridColumns, gridImageSizes, rowSpan } from './grid';

describe('gridColumns', () => {
  it('has 5 columns from 1400 px, 4 from 1200, 3 from 992, 2 from 768, else 1', () => {
    expect(gridColumns(2560)).toBe(5);
    expect(gridColumns(1400)).toBe(5);
    expect(gridColumns(1399)).toBe(4);
    expect(gridColumns(1200)).toBe(4);
    expect(gridColumns(1199)).toBe(3);
    expect(gridColumns(992)).toBe(3);
    expect(gridColumns(991)).toBe(2);
    expect(gridColumns(768)).toBe(2);
    expect(gridColumns(767)).toBe(1);
    expect(gridColumns(390)).toBe(1);
  });
});

describe('gridImageSizes', () => {
  it('gives the browser one column’s share of the window at each breakpoint', () => {
    expect(gridImageSizes()).toBe(
      '(min-width: 1400px) 20vw, (min-width: 1200px) 25vw, (min-width: 992px) 34vw, (min-width: 768px) 50vw, 100vw',
    );
  });
});

describe('rowSpan', () => {
  it('spans enough 4 px rows for the card and the gap below it', () => {
    expect(rowSpan(300, 20)).toBe(80);
    expect(rowSpan(301, 20)).toBe(81);
    expect(rowSpan(0, 0)).toBe(1);
  });
});
