import { isLanguageCode, type LanguageCode } from '@site/contracts';

/**
 * The dotted path of the first error in a react-hook-form errors tree (in insertion order, which
 * follows the schema), e.g. `translations.fr.metrics.0.label`; null when there is none.
 */
export function firstErrorPath(node: unknown, prefix = ''): string | null {
  if (!node || typeof node !== 'object') return null;
  const record = node as Record<string, unknown>;
  if (typeof record.message === 'string' && prefix !== '') return prefix;
  for (const [key, child] of Object.entries(record)) {
    if (key === 'ref' || key === 'root' || key === 'type' || key === 'message' || key === 'types') continue;
    const found = firstErrorPath(child, prefix ? `${prefix}.${key}` : key);
    if (found) return found;
  }
  if (prefix !== '' && 'root' in record) return prefix;
  return null;
}

/**
 * The language a field path belongs to: the segment after one of `localizedRoots`
 * (`translations.fr.title` → fr; `owner.title.ar` → ar; `about.de.paragraphs.0` → de).
 */
export function languageOfPath(path: string, localizedRoots: readonly string[]): LanguageCode | null {
  for (const root of localizedRoots) {
    if (!path.startsWith(`${root}.`)) continue;
    const code = path.slice(root.length + 1).split('.')[0];
    if (isLanguageCode(code)) return code;
  }
  return null;
}
