import { foldForSearch } from '@site/contracts';
import { describe, expect, it } from 'vitest';
import { editDistance, fold, nameSimilarity, nameWords, wordSimilarity } from './names.js';

describe('fold', () => {
  it('gives what foldForSearch gives (trimmed), on Vietnamese, other scripts, decomposed marks and punctuation', () => {
    const texts = [
      'Nguyễn Văn Ánh',
      'ĐẶNG THỊ HỒNG NHUNG',
      'Phan  Bội   Châu',
      '  Lê-Thị.Hoa, (bé) ',
      'Ng\u0075\u0302\u0303yen Va\u0306n', // decomposed marks: goes through foldForSearch itself
      'Đà Lạt\u00a0TP.HCM',
      'Crème brûlée, Łódź, Ørsted',
      '東京 Йошкар-Ола',
      '100% snake_case',
      'İstanbul ǅemal',
      '',
      '   ',
      '!!!',
      'a\u2003b', // a space outside the Latin ranges
      'x\u0085y',
    ];
    for (const text of texts) expect(fold(text), JSON.stringify(text)).toBe(foldForSearch(text).trim());
    // Every character of the Latin ranges, alone and between letters.
    for (const [start, end] of [
      [0x20, 0x24f],
      [0x1e00, 0x1eff],
    ] as const) {
      for (let code = start; code <= end; code++) {
        const char = String.fromCodePoint(code);
        expect(fold(`a${char}b`), code.toString(16)).toBe(foldForSearch(`a${char}b`).trim());
      }
    }
  });

  it('cuts a name into folded words, and gives none for nothing', () => {
    expect(nameWords('  Nguyễn   Văn Ánh ')).toEqual(['nguyen', 'van', 'anh']);
    expect(nameWords('')).toEqual([]);
    expect(nameWords('--- ...')).toEqual([]);
    expect(nameWords(undefined as unknown as string)).toEqual([]);
    expect(nameWords(`Nguyễn ${'a'.repeat(100_000)}`).join(' ').length).toBeLessThanOrEqual(200);
  });
});

describe('editDistance and wordSimilarity', () => {
  it('counts a swap of neighbouring letters as one edit, and stops past the maximum', () => {
    expect(editDistance('huong', 'huogn', 2)).toBe(1);
    expect(editDistance('nguyen', 'nguyne', 2)).toBe(1);
    expect(editDistance('hung', 'hunh', 2)).toBe(1);
    expect(editDistance('tuan', 'tun', 2)).toBe(1);
    expect(editDistance('tuan', 'tuan', 2)).toBe(0);
    expect(editDistance('an', 'nguyen', 2)).toBe(3);
    expect(editDistance('abcdef', 'uvwxyz', 2)).toBe(3);
    expect(editDistance('', 'ab', 2)).toBe(2);
  });

  it('reads one edit as a typo in a longer word, and as possibly another name in a short one', () => {
    expect(wordSimilarity('huong', 'huong')).toBe(1);
    expect(wordSimilarity('huong', 'huogn')).toBe(0.85);
    expect(wordSimilarity('nam', 'lam')).toBe(0.6);
    expect(wordSimilarity('an', 'ai')).toBe(0.3);
    expect(wordSimilarity('nguyen', 'nguyn')).toBe(0.85);
    expect(wordSimilarity('phuongg', 'phuo')).toBe(0);
    expect(wordSimilarity('hung', 'lan')).toBe(0);
  });
});

describe('nameSimilarity', () => {
  const cases: Array<[string, string, number, number]> = [
    // [a, b, at least, at most]
    ['Nguyễn Văn An', 'Nguyen Van An', 1, 1],
    ['Nguyễn Văn An', 'NGUYỄN  VĂN  AN', 1, 1],
    ['Đặng Thị Hồng', 'Dang Thi Hong', 1, 1],
    ['Nguyễn Văn An', 'NguyenVanAn', 0.9, 0.99],
    ['Nguyễn Văn An', 'Nguyễn An', 0.8, 0.95], // a middle name left out: similar, not the same
    ['Nguyễn Thị Mai Anh', 'Nguyễn Mai Anh', 0.8, 0.95],
    ['Trần Thị Hương', 'Tran Thi Huogn', 0.85, 0.95], // one typo in the given name
    ['Nguyễn Văn Hùng', 'Nguyen Vn Hung', 0.8, 0.95], // a typo in the middle name
    ['Nguyễn Văn An', 'Văn An Nguyễn', 0.8, 0.95], // the Western order
    ['Nguyễn Văn An', 'Nguyễn Hữu An', 0.7, 0.8], // another middle name
    ['Nguyễn Văn An', 'Trần Văn An', 0.3, 0.4], // same given name, another family name: little
    ['Nguyễn Văn An', 'Nguyễn Văn Anh', 0, 0.25], // An and Anh are other names
    ['Nguyễn Văn An', 'Nguyễn Văn Bình', 0, 0.25],
    ['Nguyễn Văn An', 'Trần Thị Bình', 0, 0],
    ['Nguyễn Văn An', 'An', 0.3, 0.35], // a given name alone
    ['Nguyễn Văn An', '', 0, 0],
    ['', '', 0, 0],
    ['...', 'Nguyễn Văn An', 0, 0],
  ];
  it.each(cases)('%s ~ %s', (a, b, low, high) => {
    const score = nameSimilarity(a, b);
    expect(score).toBeGreaterThanOrEqual(low);
    expect(score).toBeLessThanOrEqual(high);
    expect(nameSimilarity(b, a)).toBe(score); // symmetric
  });

  it('ranks the same name above a left-out middle name, above a typo in the given name, above another family', () => {
    const same = nameSimilarity('Lê Văn Thắng', 'Le Van Thang');
    const typo = nameSimilarity('Lê Văn Thắng', 'Le Van Thnag');
    const leftOut = nameSimilarity('Lê Văn Thắng', 'Lê Thắng');
    const otherFamily = nameSimilarity('Lê Văn Thắng', 'Phạm Văn Thắng');
    // In a three-letter given name one letter may make another name ("Tâm", "Tân"): not read as a typo.
    expect(nameSimilarity('Lê Văn Tâm', 'Le Van Tan')).toBeLessThan(otherFamily);
    expect(same).toBeGreaterThan(typo);
    expect(same).toBeGreaterThan(leftOut);
    expect(Math.min(typo, leftOut)).toBeGreaterThan(otherFamily);
  });

  it('stays within 0..1 and fast on hostile input', () => {
    const huge = 'Nguyễn '.repeat(50_000);
    const started = performance.now();
    const score = nameSimilarity(huge, `${huge}An`);
    expect(performance.now() - started).toBeLessThan(500);
    expect(score).toBeGreaterThanOrEqual(0);
    expect(score).toBeLessThanOrEqual(1);
    expect(nameSimilarity('<script>alert(1)</script>', 'script alert 1 script')).toBe(1);
    expect(nameSimilarity(null as unknown as string, 'An')).toBe(0);
  });
});
