import {
  CASE_GENDERS,
  CASE_STATUSES,
  EDUCATION_LEVELS,
  LANGUAGE_CODES,
  LOCATION_TYPES,
  MARITAL_STATUSES,
  MEDICAL_CONDITIONS,
  MISSING_CONTEXTS,
  MISSING_REASONS,
  OCCUPATION_GROUP_IDS,
  OCCUPATIONS,
  REPORT_STATUSES,
  REPORTER_RELATIONSHIPS,
  RISK_LEVELS,
  type LanguageCode,
} from '@site/contracts';
import { describe, expect, it } from 'vitest';
import { en } from './en.js';
import { REFERENCE_NAMES, referenceNames, type ReferenceNames } from './index.js';

/** Every list of the report form with the ids the contracts declare for it. */
const LIST_IDS: Record<keyof ReferenceNames, readonly string[]> = {
  genders: CASE_GENDERS,
  educationLevels: EDUCATION_LEVELS,
  maritalStatuses: MARITAL_STATUSES,
  occupationGroups: OCCUPATION_GROUP_IDS,
  occupations: OCCUPATIONS,
  riskLevels: RISK_LEVELS,
  reportStatuses: REPORT_STATUSES,
  foundStatuses: CASE_STATUSES,
  reporterRelationships: REPORTER_RELATIONSHIPS,
  missingReasons: MISSING_REASONS,
  locationTypes: LOCATION_TYPES,
  missingContexts: MISSING_CONTEXTS,
  medicalConditions: MEDICAL_CONDITIONS,
};
const LISTS = Object.keys(LIST_IDS) as (keyof ReferenceNames)[];

/** A name fits a select option; a description is one line under it. */
const NAME_MAX = 60;
const DESCRIPTION_MAX = 200;

/** A translation may keep an English word where the language really uses it (Hospital, Diabetes), no more. */
const MAX_SAME_AS_ENGLISH = 5;

/** The script each non-Latin language is written in: every name of that language uses it and no Latin letter. */
const SCRIPTS: Partial<Record<LanguageCode, RegExp>> = {
  zh: /\p{Script=Han}/u,
  ja: /[\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Han}]/u,
  ko: /\p{Script=Hangul}/u,
  ru: /\p{Script=Cyrillic}/u,
  ar: /\p{Script=Arabic}/u,
};

/** The letters only Vietnamese spelling has: đ, the hooked and capped vowels and the five tone marks. */
const VIETNAMESE_DIACRITIC = /[àáảãạăằắẳẵặâầấẩẫậèéẻẽẹêềếểễệìíỉĩịòóỏõọôồốổỗộơờớởỡợùúủũụưừứửữựỳýỷỹỵđ]/iu;

interface Entry {
  list: keyof ReferenceNames;
  id: string;
  name: string;
  description?: string;
}

/** The entries of one language, read at run time by the contracts' ids (not by the object's own keys). */
function entries(names: ReferenceNames): Entry[] {
  return LISTS.flatMap((list) =>
    LIST_IDS[list].map((id): Entry => {
      const value: unknown = (names[list] as Record<string, unknown>)[id];
      if (list === 'missingReasons') {
        const { name, description } = (value ?? {}) as { name?: unknown; description?: unknown };
        return { list, id, name: String(name ?? ''), description: String(description ?? '') };
      }
      return { list, id, name: typeof value === 'string' ? value : '' };
    }),
  );
}

const languages = LANGUAGE_CODES.map((lang) => [lang, REFERENCE_NAMES[lang]] as const);

describe('reference names', () => {
  it('has its own names for every interface language, and referenceNames answers them', () => {
    for (const lang of LANGUAGE_CODES) {
      expect(REFERENCE_NAMES[lang], lang).toBeDefined();
      expect(referenceNames(lang)).toBe(REFERENCE_NAMES[lang]);
    }
    expect(referenceNames('vi')).not.toBe(en);
  });

  describe.each(languages)('%s', (lang, maybeNames) => {
    const names = maybeNames as ReferenceNames;

    it('names every id of every list with a trimmed, non-empty, short text and nothing else', () => {
      for (const list of LISTS) {
        expect(Object.keys(names[list]).sort(), `${lang}.${list}`).toEqual([...LIST_IDS[list]].sort());
      }
      for (const entry of entries(names)) {
        const where = `${lang}.${entry.list}.${entry.id}`;
        expect(entry.name.trim(), where).not.toBe('');
        expect(entry.name, where).toBe(entry.name.trim());
        expect(entry.name.length, where).toBeLessThanOrEqual(NAME_MAX);
        expect(entry.name, where).toBe(entry.name.normalize('NFC'));
        if (entry.description !== undefined) {
          expect(entry.description.trim(), where).not.toBe('');
          expect(entry.description, where).toBe(entry.description.trim());
          expect(entry.description.length, where).toBeLessThanOrEqual(DESCRIPTION_MAX);
          expect(entry.description, where).toBe(entry.description.normalize('NFC'));
          expect(entry.description, where).not.toBe(entry.name);
        }
      }
    });

    it('gives different names to different ids of one list', () => {
      for (const list of LISTS) {
        const listNames = entries(names)
          .filter((e) => e.list === list)
          .map((e) => e.name.toLocaleLowerCase(lang));
        expect(new Set(listNames).size, `${lang}.${list}`).toBe(listNames.length);
      }
    });
  });
});

describe.each(languages.filter(([lang]) => lang !== 'en'))('%s translation', (lang, maybeNames) => {
  it('is translated, not copied from English', () => {
    const english = entries(en);
    const own = entries(maybeNames as ReferenceNames);
    const same = own.filter((e, i) => e.name === english[i]?.name).map((e) => `${e.list}.${e.id}`);
    expect(same.length, `${lang} copies English for ${same.join(', ')}`).toBeLessThanOrEqual(MAX_SAME_AS_ENGLISH);
    const sameDescriptions = own.filter(
      (e, i) => e.description !== undefined && e.description === english[i]?.description,
    );
    expect(sameDescriptions, lang).toEqual([]);
  });
});

describe.each(Object.entries(SCRIPTS))('%s script', (lang, script) => {
  it("writes every name and description in the language's own script, with no Latin letter", () => {
    for (const entry of entries(REFERENCE_NAMES[lang as LanguageCode] as ReferenceNames)) {
      for (const text of [entry.name, entry.description ?? '']) {
        if (text === '') continue;
        const where = `${lang}.${entry.list}.${entry.id}`;
        expect(text, where).toMatch(script);
        expect(text, where).not.toMatch(/[A-Za-z]/);
      }
    }
  });
});

describe('Vietnamese reference names', () => {
  const vi = REFERENCE_NAMES.vi as ReferenceNames;

  it('uses the words Vietnamese forms and police notices use', () => {
    expect(vi.genders).toEqual({ male: 'Nam', female: 'Nữ', other: 'Khác' });
    expect(vi.occupationGroups.other).toBe('Khác');
    expect(vi.occupations.other).toBe('Khác');
    expect(vi.reporterRelationships.parent).toBe('Cha/Mẹ');
    expect(vi.reporterRelationships.child).toBe('Con');
    expect(vi.foundStatuses.missing).toBe('Đang mất tích');
    expect(vi.foundStatuses.found).toBe('Đã tìm thấy');
  });

  it('spells every name of more than one word and every description with Vietnamese diacritics', () => {
    for (const entry of entries(vi)) {
      const where = `vi.${entry.list}.${entry.id}`;
      if (/\s/.test(entry.name)) expect(entry.name, where).toMatch(VIETNAMESE_DIACRITIC);
      if (entry.description !== undefined) expect(entry.description, where).toMatch(VIETNAMESE_DIACRITIC);
    }
  });

  it('keeps the diacritics on every name that needs them (no unaccented fallback)', () => {
    const withDiacritics = entries(vi).filter((e) => VIETNAMESE_DIACRITIC.test(e.name));
    // Only three short Vietnamese words in these lists are written without any mark.
    expect(withDiacritics.length).toBeGreaterThanOrEqual(entries(vi).length - 5);
    const bare = entries(vi)
      .filter((e) => !VIETNAMESE_DIACRITIC.test(e.name))
      .map((e) => e.name)
      .sort();
    expect(bare).toEqual(['Cao', 'Con', 'Nam']);
  });
});
