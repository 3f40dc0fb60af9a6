import { LANGUAGE_CODES, SITE_ROUTES, matchSiteRoute } from '@site/contracts';
import { describe, expect, it } from 'vitest';
import { ANSWER_PHRASES } from './lexicon/phrases.js';
import { REDIRECT_ORDER, REDIRECT_PATTERNS, REDIRECT_URLS } from './lexicon/redirects.js';
import { STOPWORDS } from './lexicon/stopwords.js';
import { SUGGESTIONS } from './lexicon/suggestions.js';
import { ASSISTANT_LANGUAGES } from './languages.js';
import { ASSISTANT_CONTEXTS, REDIRECT_REASONS } from './types.js';

const others = ASSISTANT_LANGUAGES.filter((language) => language !== 'en');

describe('the data modules', () => {
  it('cover the site’s ten languages', () => {
    expect([...ASSISTANT_LANGUAGES]).toEqual([...LANGUAGE_CODES]);
  });

  it('have every connective phrase and redirect text in every language, translated', () => {
    for (const language of ASSISTANT_LANGUAGES) {
      const phrases = ANSWER_PHRASES[language];
      for (const text of [phrases.intro, phrases.introFallback, phrases.seeAlso, phrases.none, phrases.contactTitle]) {
        expect(text.trim()).not.toBe('');
      }
      for (const reason of REDIRECT_REASONS) {
        expect(phrases.redirects[reason].text.trim()).not.toBe('');
        expect(phrases.redirects[reason].title.trim()).not.toBe('');
      }
    }
    for (const language of others) {
      const phrases = ANSWER_PHRASES[language];
      expect(phrases.intro).not.toBe(ANSWER_PHRASES.en.intro);
      expect(phrases.none).not.toBe(ANSWER_PHRASES.en.none);
      expect(phrases.seeAlso).not.toBe(ANSWER_PHRASES.en.seeAlso);
      for (const reason of REDIRECT_REASONS) {
        expect(phrases.redirects[reason].text).not.toBe(ANSWER_PHRASES.en.redirects[reason].text);
      }
    }
  });

  it('suggest three to five questions per page and language, translated', () => {
    for (const context of ASSISTANT_CONTEXTS) {
      for (const language of ASSISTANT_LANGUAGES) {
        const list = SUGGESTIONS[context][language];
        expect(list.length).toBeGreaterThanOrEqual(3);
        expect(list.length).toBeLessThanOrEqual(5);
        expect(new Set(list).size).toBe(list.length);
        if (language !== 'en') for (const question of list) expect(SUGGESTIONS[context].en).not.toContain(question);
      }
    }
  });

  it('have redirect phrases for every job in every language, and every job in the order', () => {
    expect([...REDIRECT_ORDER].sort()).toEqual([...REDIRECT_REASONS].sort());
    for (const language of ASSISTANT_LANGUAGES) {
      for (const reason of REDIRECT_REASONS) expect(REDIRECT_PATTERNS[language][reason]?.length).toBeGreaterThan(0);
    }
  });

  it('send only to pages of the route table', () => {
    for (const url of Object.values(REDIRECT_URLS)) {
      const path = url.split('#')[0]!;
      const route = matchSiteRoute(path);
      expect(route, url).toBeDefined();
      expect(SITE_ROUTES).toContain(route);
      expect(route!.access).toBe('public');
    }
  });

  it('keep the stopword lists small', () => {
    for (const language of ASSISTANT_LANGUAGES) {
      expect(STOPWORDS[language].length).toBeGreaterThan(10);
      expect(STOPWORDS[language].length).toBeLessThan(100);
    }
  });
});
