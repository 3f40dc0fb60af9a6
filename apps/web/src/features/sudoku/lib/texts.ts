/**
 * The words the game speaks, from the `sudoku` namespace: each cell's accessible name and the hints' texts, whose
 * parameters (numbers, digit lists, house kinds) are turned into phrases of the interface language first.
 */
import { colOf, digitsOf, rowOf } from './grid';

export type Translate = (key: string, values?: Record<string, unknown>) => string;

export interface CellInfo {
  cell: number;
  digit: number;
  given: boolean;
  corner: number;
  centre: number;
  conflict: boolean;
}

/** A cell's accessible name: "row 3, column 5, empty, notes 1 4 7". */
export function cellLabel(t: Translate, { cell, digit, given, corner, centre, conflict }: CellInfo): string {
  const parts = [t('cell.position', { row: rowOf(cell) + 1, col: colOf(cell) + 1 })];
  if (digit) parts.push(t(given ? 'cell.given' : 'cell.digit', { digit }));
  else parts.push(t('cell.empty'));
  if (!digit && centre) parts.push(t('cell.notes', { digits: digitsOf(centre).join(' ') }));
  if (!digit && corner) parts.push(t('cell.corner', { digits: digitsOf(corner).join(' ') }));
  if (conflict) parts.push(t('cell.conflict'));
  return parts.join(', ');
}

/** What a hint tells, as the engine answers it (`@site/sudoku` Hint, the fields the page reads). */
export interface HintInfo {
  kind: 'step' | 'fix' | 'done' | 'error';
  technique: string;
  key: string;
  params: Record<string, number | string | number[]>;
  houses: { type: 'row' | 'col' | 'box'; index: number }[];
  cells: number[];
  placements: { cell: number; digit: number }[];
  eliminations: { cell: number; digit: number }[];
  erase: number[];
  restore: { cell: number; digit: number }[];
}

const list = (items: (string | number)[], locale: string): string => {
  const words = items.map(String);
  try {
    return new Intl.ListFormat(locale, { type: 'conjunction' }).format(words);
  } catch {
    return words.join(', ');
  }
};

const isHouseType = (value: unknown): value is 'row' | 'col' | 'box' =>
  value === 'row' || value === 'col' || value === 'box';

/** "row 3", "column 5", "box 2". */
export const houseName = (t: Translate, type: 'row' | 'col' | 'box', n: number): string => t(`house.${type}`, { n });

/** The hint's parameters as phrases: houses named, digit and line lists written out, cells as "row 3, column 5". */
export function hintValues(t: Translate, params: HintInfo['params'], locale: string): Record<string, string | number> {
  const values: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(params)) {
    if (typeof value === 'number' || typeof value === 'string') values[name] = value;
  }
  const num = (name: string) => (typeof params[name] === 'number' ? (params[name] as number) : 0);
  const nums = (name: string) => (Array.isArray(params[name]) ? (params[name] as number[]) : []);
  if (num('row') && num('col')) values.cell = t('cellName', { row: num('row'), col: num('col') });
  if (num('pivotRow') && num('pivotCol')) values.pivot = t('cellName', { row: num('pivotRow'), col: num('pivotCol') });
  if (isHouseType(params.houseType) && num('house')) values.house = houseName(t, params.houseType, num('house'));
  if (isHouseType(params.lineType) && num('line')) values.line = houseName(t, params.lineType, num('line'));
  if (num('box')) values.box = houseName(t, 'box', num('box'));
  if (isHouseType(params.lineType) && nums('lines').length)
    values.lines = t(`houses.${params.lineType}`, { list: list(nums('lines'), locale) });
  if (isHouseType(params.coverType) && nums('covers').length)
    values.covers = t(`houses.${params.coverType}`, { list: list(nums('covers'), locale) });
  if (nums('digits').length) values.digits = list(nums('digits'), locale);
  return values;
}

/** The hint's three texts: the technique, where to look, and the explanation. */
export function hintTexts(t: Translate, hint: HintInfo, locale: string) {
  const where = hint.houses.length
    ? list(
        hint.houses.map((house) => houseName(t, house.type, house.index + 1)),
        locale,
      )
    : '';
  return {
    technique: t(`technique.${hint.technique}`),
    look: where ? t('hints.lookAt', { where }) : t('hints.lookCells'),
    explanation: t(hint.key, hintValues(t, hint.params, locale)),
  };
}
