import { DEFAULT_LANGUAGE, LANGUAGE_CODES, type LanguageCode } from '@site/contracts';

/** One field to fill: the form path in the target language and the English text to translate. */
export interface TranslationField {
  path: string;
  english: string;
}

/** What "translate from English" does in one language: its empty fields whose English is written. */
export interface LanguagePlan {
  language: LanguageCode;
  fields: TranslationField[];
}

const isEmpty = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && !value.trim());

function valueAt(values: unknown, path: string): unknown {
  let node = values;
  for (const key of path.split('.')) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[key];
  }
  return node;
}

/** The string leaves of an English value, as paths below it ('' for a string itself). */
function leaves(value: unknown, prefix = ''): { sub: string; text: string }[] {
  if (typeof value === 'string') return value.trim() ? [{ sub: prefix, text: value }] : [];
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return [];
  return Object.entries(value).flatMap(([key, child]) => leaves(child, prefix ? `${prefix}.${key}` : key));
}

/**
 * Per language other than English, the fields under the editor's localized roots (`translations`,
 * `names`, `case.translations`…: `<root>.<language>` holds a text or an object of texts) that are empty
 * while their English counterpart is written. Filled fields are never in the plan.
 */
export function translationPlan(values: unknown, roots: readonly string[]): LanguagePlan[] {
  return LANGUAGE_CODES.filter((code) => code !== DEFAULT_LANGUAGE)
    .map((language) => ({
      language,
      fields: roots.flatMap((root) =>
        leaves(valueAt(values, `${root}.${DEFAULT_LANGUAGE}`))
          .map(({ sub, text }) => ({ path: sub ? `${root}.${language}.${sub}` : `${root}.${language}`, english: text }))
          .filter((field) => isEmpty(valueAt(values, field.path))),
      ),
    }))
    .filter((plan) => plan.fields.length > 0);
}

/** Whether a form value is still empty (a field filled meanwhile is never overwritten). */
export function stillEmpty(values: unknown, path: string): boolean {
  return isEmpty(valueAt(values, path));
}
