import { describe, expect, it } from 'vitest';
import { foldForSearch, searchFoldTable, searchPattern } from './search-text.js';

describe('foldForSearch', () => {
  it('folds Vietnamese letters with every tone and mark, and đ/Đ, to their base letters', () => {
    const vowels = 'aàáảãạăằắẳẵặâầấẩẫậeèéẻẽẹêềếểễệiìíỉĩịoòóỏõọôồốổỗộơờớởỡợuùúủũụưừứửữựyỳýỷỹỵ';
    const bases = 'a'.repeat(18) + 'e'.repeat(12) + 'i'.repeat(6) + 'o'.repeat(18) + 'u'.repeat(12) + 'y'.repeat(6);
    expect(foldForSearch(vowels)).toBe(` ${bases} `);
    expect(foldForSearch(vowels.toUpperCase())).toBe(` ${bases} `);
    expect(foldForSearch('Đà Lạt')).toBe(' da lat ');
    expect(foldForSearch('đường Đồng Khởi')).toBe(' duong dong khoi ');
  });

  it('reads a name the same whatever the case, accents, punctuation or spacing', () => {
    for (const text of ['Đà Lạt', 'da lat', 'DA LAT', 'Da-Lat', '  Đà\tLạt!! ', 'Đà.Lạt']) {
      expect(foldForSearch(text), text).toBe(' da lat ');
    }
    expect(foldForSearch('Crème brûlée, Łódź, Ørsted')).toBe(' creme brulee lodz orsted ');
  });

  it('keeps other scripts as they are (lower-cased where they have case)', () => {
    expect(foldForSearch('東京 ТОКИО 도쿄 طوكيو')).toBe(' 東京 токио 도쿄 طوكيو ');
    // Letters that look accented in other scripts stay distinct letters.
    expect(foldForSearch('Йошкар-Ола がっこう')).toBe(' йошкар ола がっこう ');
    // Decomposed input (as macOS file names are) folds the same as composed input.
    expect(foldForSearch('Đà Lạt'.normalize('NFD'))).toBe(' da lat ');
  });

  it('copes with empty, blank and huge input', () => {
    expect(foldForSearch('')).toBe(' ');
    expect(foldForSearch('   ')).toBe(' ');
    const huge = 'Đà Lạt '.repeat(100_000);
    expect(foldForSearch(huge).length).toBe(' da lat'.length * 100_000 + 1);
  });
});

describe('searchFoldTable', () => {
  it('maps each accented Latin letter, in both cases, to the letter foldForSearch gives', () => {
    const table = searchFoldTable();
    const from = [...table.from];
    const to = [...table.to];
    expect(from.length).toBe(to.length);
    for (const char of ['Đ', 'đ', 'Ạ', 'ạ', 'Ữ', 'é', 'Ç', 'ñ']) {
      expect(to[from.indexOf(char)], char).toBe(foldForSearch(char).trim());
    }
    // Applied after lower-casing, the table alone gives the folded text for Vietnamese.
    const text = 'Hồ Chí Minh và Đà Lạt';
    const translated = [...text.toLowerCase()].map((c) => (from.includes(c) ? to[from.indexOf(c)] : c)).join('');
    expect(` ${translated} `).toBe(foldForSearch(text));
  });
});

describe('searchPattern', () => {
  it('finds the folded query anywhere, with LIKE wildcards in it taken literally', () => {
    expect(searchPattern('Đà Lạt')).toBe('%da lat%');
    expect(searchPattern('100%_sure!')).toBe('%100!%!_sure%');
  });

  it('matches a one-letter query at the start of a word only, and nothing for an empty one', () => {
    expect(searchPattern('Đ')).toBe('% d%');
    expect(searchPattern('%')).toBe('%!%%');
    expect(searchPattern(' ')).toBe('');
    expect(searchPattern('!!')).toBe('');
  });
});
