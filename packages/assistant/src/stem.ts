import type { Language } from './languages.js';

/**
 * Light stemming: a few inflection endings cut so that "payments" finds "payment" and "гонки" finds "гонка".
 * The stem is indexed and searched beside the word itself (never instead of it), so a word still matches its
 * exact form best and a wrong cut costs little. Only endings are cut, and only when enough of the word stays.
 * Vietnamese, Chinese and Japanese do not inflect; Korean particles are handled by the tokenizer.
 */

/** A doubled final consonant left by cutting -ing/-ed ("running" → "runn") is made single. */
function undouble(stem: string): string {
  const last = stem.at(-1);
  return stem.length > 3 && last === stem.at(-2) && last !== undefined && !'aeiouls'.includes(last)
    ? stem.slice(0, -1)
    : stem;
}

function stemEnglish(word: string): string {
  if (word.length <= 3) return word;
  if (word.endsWith('ies') && word.length > 4) return `${word.slice(0, -3)}y`;
  if (word.endsWith('sses')) return word.slice(0, -2);
  if (word.endsWith('ing') && word.length > 5) return undouble(word.slice(0, -3));
  if (word.endsWith('ed') && word.length > 4) return undouble(word.slice(0, -2));
  if (word.endsWith('s') && !/(ss|us|is)$/.test(word)) return word.slice(0, -1);
  return word;
}

/** French: the plural -s/-x. */
function stemFrench(word: string): string {
  return word.length > 4 && /[sx]$/.test(word) ? word.slice(0, -1) : word;
}

/** Spanish: the plural -es after a consonant, else -s. */
function stemSpanish(word: string): string {
  if (word.length <= 4) return word;
  if (/[^aeiou]es$/.test(word)) return word.slice(0, -2);
  return word.endsWith('s') ? word.slice(0, -1) : word;
}

const GERMAN_ENDINGS = ['ern', 'en', 'er', 'es', 'em', 'e', 'n', 's'];
/** German: one declension ending, when at least four letters stay. */
function stemGerman(word: string): string {
  for (const ending of GERMAN_ENDINGS) {
    if (word.endsWith(ending) && word.length - ending.length >= 4) return word.slice(0, -ending.length);
  }
  return word;
}

/** Russian noun, adjective and common verb endings, longest first. */
const RUSSIAN_ENDINGS = [
  ...'иями ями ами ого его ому ему ыми ими ость ости ать ять ить ешь ете ют ут ет ит ла ло ли ий ый ой ая яя ое ее ие ые ов ев ей ам ям ах ях ом ем ию ью ия ья'.split(
    ' ',
  ),
  ...'а я ы и у ю е о ь й'.split(' '),
].sort((a, b) => b.length - a.length);

/** Russian: one ending, when at least three letters stay. */
export function stemRussian(word: string): string {
  if (word.length < 4) return word;
  for (const ending of RUSSIAN_ENDINGS) {
    if (word.endsWith(ending) && word.length - ending.length >= 3) return word.slice(0, -ending.length);
  }
  return word;
}

const ARABIC_PREFIXES = ['وال', 'بال', 'كال', 'فال', 'لل', 'ال', 'و'];
const ARABIC_SUFFIXES = ['ات', 'ون', 'ين', 'ها', 'هم', 'كم', 'نا'];

/**
 * Arabic (already normalised): the article and a joined conjunction or preposition (ال، وال، بال، لل…), then one
 * plural or pronoun suffix (ات، ون، ين، ها…), each only when three letters stay. Answers the forms found, the
 * word itself not included.
 */
export function stemArabic(word: string): string[] {
  const forms: string[] = [];
  let stem = word;
  const prefix = ARABIC_PREFIXES.find((p) => stem.startsWith(p) && stem.length - p.length >= 3);
  if (prefix) {
    stem = stem.slice(prefix.length);
    forms.push(stem);
  }
  const suffix = ARABIC_SUFFIXES.find((s) => stem.endsWith(s) && stem.length - s.length >= 3);
  if (suffix) forms.push(stem.slice(0, -suffix.length));
  return forms;
}

/** The stem of a folded Latin-script word in the given language's rules (the word itself when it has none). */
export function stemLatin(word: string, language: Language): string {
  switch (language) {
    case 'en':
      return stemEnglish(word);
    case 'fr':
      return stemFrench(word);
    case 'es':
      return stemSpanish(word);
    case 'de':
      return stemGerman(word);
    default:
      return word;
  }
}
