/**
 * How the site compares text in searches, the same on every side (the visitor's query, SQLite, PostgreSQL):
 * lower case, diacritics on Latin letters removed (Vietnamese tones and marks, French accents…), the letters that have no
 * decomposition folded by hand (đ → d, ł → l, ø → o…), and ASCII punctuation (but % and _) and whitespace runs made one
 * space, with a space at both ends so that a word's start can be matched as " word".
 * So "Đà Lạt", "da lat" and "DA-LAT" all read " da lat ". Only one-to-one letter changes are made, so that
 * a database can do the same with a character translation table (`searchFoldTable`).
 */
export function foldForSearch(text: string): string {
  const folded = text
    .normalize('NFD')
    // Marks on Latin letters only: Cyrillic й or Japanese が are letters of their own, not an accented и or か.
    .replace(/([A-Za-z])[\u0300-\u036f]+/g, '$1')
    .normalize('NFC')
    .toLowerCase()
    .replace(/[đłøħŧı]/g, (c) => EXTRA_FOLDS[c] ?? c)
    .replace(ASCII_SEPARATORS, ' ');
  return ` ${folded.trim()} `.replace(/^ {2}$/, ' ');
}

/**
 * Whitespace and ASCII punctuation separate words in every script the site uses; `%` and `_` are kept as
 * characters someone may search for ("100%", "snake_case").
 */
const ASCII_SEPARATORS = /[\s!-$&-/:-@[-^`{-~]+/g;

/** Letters NFD does not decompose, with their base letter. */
const EXTRA_FOLDS: Record<string, string> = { đ: 'd', ł: 'l', ø: 'o', ħ: 'h', ŧ: 't', ı: 'i' };

/**
 * The character translation a database applies (with its own lower-casing first) to fold like
 * `foldForSearch`: every Latin letter with a diacritic, upper and lower case, mapped to its base letter.
 * `from` and `to` have the same length in code points. Computed when asked (only a migration needs it).
 */
export function searchFoldTable(): { from: string; to: string } {
  let from = '';
  let to = '';
  const ranges: Array<[number, number]> = [
    [0x00c0, 0x024f], // Latin-1 Supplement letters, Latin Extended-A and B
    [0x1e00, 0x1eff], // Latin Extended Additional (Vietnamese)
  ];
  for (const [start, end] of ranges) {
    for (let code = start; code <= end; code++) {
      const char = String.fromCodePoint(code);
      const base = foldForSearch(char).trim();
      if (base.length === 1 && base !== char && /^[a-z]$/.test(base)) {
        from += char;
        to += base;
      }
    }
  }
  return { from, to };
}

/**
 * The SQL LIKE pattern (escape character `!`) that finds a folded query in folded text. A query of one
 * letter or digit matches the start of a word only: "đ" finds "Đà Lạt", not every text that has a d in it.
 * Empty when the query has nothing to search for.
 */
export function searchPattern(query: string): string {
  const folded = foldForSearch(query).trim();
  if (!folded) return '';
  const escaped = folded.replace(/[!%_]/g, (c) => `!${c}`);
  const oneLetter = [...folded].length === 1 && /[\p{L}\p{N}]/u.test(folded);
  return oneLetter ? `% ${escaped}%` : `%${escaped}%`;
}
