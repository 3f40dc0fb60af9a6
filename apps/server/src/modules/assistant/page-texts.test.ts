import { ASSISTANT_LANGUAGES } from '@site/assistant';
import { matchSiteRoute } from '@site/contracts';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain script, without type declarations
import { extractLabels, extractPageTexts } from '../../../scripts/extract-page-texts.mjs';
import { PAGE_LABELS, PAGE_TEXTS } from './page-texts.js';

describe("the pages' explanations the assistant quotes", () => {
  it('are what the web locales say now (run scripts/extract-page-texts.mjs after a locale edit)', () => {
    expect(PAGE_TEXTS).toEqual(extractPageTexts());
    expect(PAGE_LABELS).toEqual(extractLabels());
  });

  it('link real pages, in the ten languages, with no placeholder left', () => {
    for (const page of PAGE_TEXTS) {
      expect(matchSiteRoute(page.url), page.url).toBeDefined();
      for (const language of ASSISTANT_LANGUAGES) {
        const text = page.texts[language];
        expect(text, `${page.id} ${language}`).toBeDefined();
        expect(`${text?.title} ${text?.text}`).not.toContain('{{');
      }
    }
  });
});
