import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { test as base, type Page } from '@playwright/test';

const locales = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../src/locales');
/** The texts of a language and namespace, as the app shows them. */
export function texts<T = Record<string, unknown>>(lng: string, ns: 'common' | 'pages'): T {
  return JSON.parse(fs.readFileSync(path.join(locales, lng, `${ns}.json`), 'utf8')) as T;
}

export const DEFAULT_TITLE = texts<{ site: { defaultTitle: string } }>('en', 'common').site.defaultTitle;
export const PAGES = texts<Record<string, { title: string; heading: string; summary: string }>>('en', 'pages');

export interface VisitOptions {
  language?: string;
  /** Leave the language tour unseen (it is marked seen otherwise). */
  tour?: boolean;
  /** Store an admin / Note Dance token so that protected pages render. */
  signedIn?: boolean;
}

/** Prepares local storage the way a returning visitor's browser has it, before any page script runs. */
export async function prepare(page: Page, { language = 'en', tour = false, signedIn = false }: VisitOptions = {}) {
  await page.addInitScript(
    ([lng, showTour, withToken]) => {
      if (sessionStorage.getItem('e2e-prepared')) return;
      sessionStorage.setItem('e2e-prepared', '1');
      localStorage.setItem('preferred-language', lng as string);
      if (!showTour) localStorage.setItem('languageTourSeen', 'true');
      if (withToken) {
        localStorage.setItem('admin_token', 'e2e-token');
        localStorage.setItem('note_dance_token', 'e2e-token');
      }
    },
    [language, tour, signedIn] as const,
  );
}

/** A concrete address for a route pattern (parameters get sample values). */
export function samplePath(pattern: string): string {
  return pattern.replace(':slug', 'a-family-reunited').replace(':id', '1');
}

export const test = base;
export { expect } from '@playwright/test';
