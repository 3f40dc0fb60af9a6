import fs from 'node:fs';
import path from 'node:path';
import { HINT_KEYS, TECHNIQUES, hint } from '@site/sudoku';
import { describe, expect, it } from 'vitest';
import { cellLabel, hintTexts, hintValues, type Translate } from './texts';

type Tree = { [key: string]: string | Tree };
const english = JSON.parse(fs.readFileSync(path.resolve(__dirname, '../../../locales/en/sudoku.json'), 'utf8')) as Tree;
const lookup = (key: string): string | undefined => {
  const found = key
    .split('.')
    .reduce<string | Tree | undefined>((node, part) => (typeof node === 'object' ? node[part] : undefined), english);
  return typeof found === 'string' ? found : undefined;
};
/** The English texts, filled in as i18next does. */
const t: Translate = (key, values = {}) =>
  (lookup(key) ?? `<${key}>`).replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name]));

describe('the grid’s accessible names', () => {
  it('names an empty cell by row and column, with its notes', () => {
    expect(cellLabel(t, { cell: 22, digit: 0, given: false, corner: 0, centre: 0b10010010010, conflict: false })).toBe(
      'row 3, column 5, empty, notes 1 4 7',
    );
  });

  it('names a given, a placed digit, corner notes and a clash', () => {
    expect(cellLabel(t, { cell: 0, digit: 5, given: true, corner: 0, centre: 0, conflict: false })).toBe(
      'row 1, column 1, 5, given',
    );
    expect(cellLabel(t, { cell: 80, digit: 3, given: false, corner: 0, centre: 0, conflict: true })).toBe(
      'row 9, column 9, 3, clashes with another cell',
    );
    expect(cellLabel(t, { cell: 9, digit: 0, given: false, corner: 0b1100, centre: 0, conflict: false })).toBe(
      'row 2, column 1, empty, corner notes 2 3',
    );
  });
});

describe('hint texts', () => {
  it('has a text for every explanation key and technique the engine names', () => {
    for (const key of HINT_KEYS) expect(lookup(key), key).toBeTruthy();
    for (const id of TECHNIQUES) expect(lookup(`technique.${id}`), id).toBeTruthy();
  });

  it('words the parameters: houses, cells, lists of digits and lines', () => {
    const values = hintValues(
      t,
      {
        digit: 4,
        row: 3,
        col: 5,
        houseType: 'box',
        house: 2,
        lineType: 'row',
        lines: [2, 7],
        coverType: 'col',
        covers: [1, 9],
        digits: [3, 8],
      },
      'en',
    );
    expect(values).toMatchObject({
      cell: 'row 3, column 5',
      house: 'box 2',
      lines: 'rows 2 and 7',
      covers: 'columns 1 and 9',
      digits: '3 and 8',
    });
  });

  it('explains a real hint of the engine without a missing value', () => {
    // One cell left empty in the first row: a full house.
    const grid = `.34678912${'672195348198342567859761423426853791713924856961537284287419635345286179'}`;
    const texts = hintTexts(t, hint(grid), 'en');
    expect(texts.technique).toBe('Full house');
    expect(texts.look).toBe('Look at box 1.');
    expect(texts.explanation).toBe(
      'Only one cell of box 1 is still empty, row 1, column 1: it takes the missing digit, 5.',
    );
  });
});
