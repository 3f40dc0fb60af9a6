import i18n from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadEditorTexts } from './editor-texts';
import { languageOfPath } from './error-paths';
import { makeErrorMap } from './validation';

const t = i18n.t.bind(i18n);

beforeAll(loadEditorTexts);

describe('form validation helpers', () => {
  it('words generic failures through the error map', () => {
    const map = makeErrorMap(t);
    expect(map({ code: 'too_small', origin: 'string', minimum: 1 })).toBe('This field is required.');
    expect(map({ code: 'too_big', origin: 'array', maximum: 6 })).toBe('Use at most 6 items.');
    expect(map({ code: 'too_big', origin: 'string', maximum: 160 })).toBe('Use at most 160 characters.');
    expect(map({ code: 'invalid_type', expected: 'number', input: Number.NaN })).toBe('Enter a number.');
    expect(map({ code: 'custom' })).toBeUndefined();
  });

  it('finds the language of an error path', () => {
    expect(languageOfPath('translations.fr.metrics.0.label', ['translations'])).toBe('fr');
    expect(languageOfPath('owner.title.ar', ['owner.title', 'about'])).toBe('ar');
    expect(languageOfPath('liveUrl', ['translations'])).toBeNull();
  });
});
