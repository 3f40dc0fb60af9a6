// The explanations of the site's own pages (benchmark, race-condition demo, infrastructure, page summaries) as
// the assistant's server reads them: taken from the web app's locale files into a server module, so that the
// server needs neither the web sources nor its build at run time (docs/decisions/0027-site-assistant.md).
//
//   node apps/server/scripts/extract-page-texts.mjs          writes src/modules/assistant/page-texts.ts
//   node apps/server/scripts/extract-page-texts.mjs --check  fails when that file is not what the locales give
//
// The assistant's tests run the check too, so a locale edit without a new extraction fails the server tests.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as prettier from 'prettier';

const here = path.dirname(fileURLToPath(import.meta.url));
const LOCALES = path.join(here, '../../web/src/locales');
const TARGET = path.join(here, '../src/modules/assistant/page-texts.ts');
const LANGUAGES = ['en', 'vi', 'zh', 'ja', 'ko', 'fr', 'de', 'es', 'ru', 'ar'];

/** The product names of the infrastructure page's stack list (the same in every language, as the page shows them). */
const STACK_NAMES = {
  react: 'React',
  vite: 'Vite',
  typescript: 'TypeScript',
  query: 'TanStack Query',
  forms: 'React Hook Form + zod',
  i18next: 'i18next',
  node: 'Node.js',
  fastify: 'Fastify',
  contracts: 'zod + OpenAPI',
  media: 'sharp + ffmpeg',
  metrics: 'prom-client',
  security: 'argon2id + CSP',
  kysely: 'Kysely',
  databases: 'SQLite · PostgreSQL · MySQL',
  storage: 'S3',
  redis: 'Redis',
  vitest: 'Vitest',
  playwright: 'Playwright',
  lint: 'ESLint + Prettier',
};

/**
 * One section: its id, page, kind, the chat box pages it belongs to, and where its title and its lines are
 * (`namespace:key.path`; a line `[label, text]` is written `label: text`). Lines holding a placeholder
 * (`{{value}}`, filled in by the page at run time) are left out: the assistant quotes only finished sentences.
 */
const SECTIONS = [
  // The benchmark page.
  page('benchmark:intro', '/language-test', 'benchmark', ['language-test'], 'languageTest'),
  {
    id: 'benchmark:tasks',
    url: '/language-test',
    kind: 'benchmark',
    contexts: ['language-test'],
    title: 'language-test:about.tasksTitle',
    lines: [
      'language-test:about.tasksIntro',
      ...['primes', 'arrays', 'strings', 'json', 'hashmap'].map((task) => [
        `language-test:tasks.names.${task}`,
        `language-test:tasks.descriptions.${task}`,
      ]),
    ],
  },
  {
    id: 'benchmark:reading',
    url: '/language-test',
    kind: 'benchmark',
    contexts: ['language-test'],
    title: 'language-test:about.fairTitle',
    lines: ['serial', 'browser', 'order', 'checksums', 'cold', 'repeats'].map((key) => `language-test:about.${key}`),
  },
  {
    id: 'benchmark:engines',
    url: '/language-test',
    kind: 'benchmark',
    contexts: ['language-test'],
    title: 'language-test:enginesTitle',
    lines: [
      'language-test:summary.browserNote',
      'language-test:failure.hint503',
      'language-test:failure.hint504',
      'language-test:form.repeatHint',
    ],
  },
  // The race-condition demo.
  page('race:intro', '/race-condition-presentation', 'race', ['language-test'], 'raceCondition'),
  section('race:definition', 'race', 'race-demo:theory.definition.title', ['race-demo:theory.definition.text']),
  section('race:why', 'race', 'race-demo:theory.why.title', ['race-demo:theory.why.p1', 'race-demo:theory.why.p2']),
  section(
    'race:consequences',
    'race',
    'race-demo:theory.consequences.title',
    ['money', 'stock', 'limits', 'trust'].map((key) => `race-demo:theory.consequences.${key}`),
  ),
  ...['raceCondition', 'transactionLock', 'optimisticLock', 'mutexLock'].map((mode) =>
    section(`race:${mode}`, 'race', `race-demo:solutions.${mode}.title`, [
      `race-demo:solutions.${mode}.text`,
      `race-demo:solutions.${mode}.caveat`,
    ]),
  ),
  section('race:conclusion', 'race', 'race-demo:conclusion.title', ['race-demo:conclusion.intro']),
  ...['atomic', 'locks', 'optimistic', 'idempotency', 'scale', 'test'].map((key) =>
    section(`race:conclusion-${key}`, 'race', `race-demo:conclusion.${key}.title`, [
      `race-demo:conclusion.${key}.text`,
    ]),
  ),
  // The infrastructure page.
  page('infrastructure:intro', '/site-infrastructure', 'infrastructure', ['language-test'], 'siteInfrastructure'),
  {
    id: 'infrastructure:architecture',
    url: '/site-infrastructure',
    kind: 'infrastructure',
    contexts: ['language-test'],
    title: 'infrastructure:diagram.title',
    lines: ['summary', 'description', 'text.browser', 'text.server'].map((key) => `infrastructure:diagram.${key}`),
  },
  {
    id: 'infrastructure:stack',
    url: '/site-infrastructure',
    kind: 'infrastructure',
    contexts: ['language-test'],
    title: 'infrastructure:stack.title',
    lines: [
      'infrastructure:stack.summary',
      ...Object.keys(STACK_NAMES).map((key) => [`=${STACK_NAMES[key]}`, `infrastructure:stack.items.${key}`]),
    ],
  },
  {
    id: 'infrastructure:services',
    url: '/site-infrastructure',
    kind: 'infrastructure',
    contexts: ['language-test'],
    title: 'infrastructure:services.title',
    lines: ['infrastructure:services.summary', 'infrastructure:figures.summary'],
  },
  // Pages whose summary says what they are for.
  page('page:home-about', '/#about', 'page', ['home'], 'home.sections.about'),
  page('page:home-experience', '/#experience', 'page', ['home'], 'home.sections.experience'),
  page('page:home-skills', '/#skills', 'page', ['home'], 'home.sections.skills'),
  page('page:home-certifications', '/#certified', 'page', ['home'], 'home.sections.certified'),
  page('page:home-projects', '/#projects', 'page', ['home'], 'home.sections.projects'),
  page('page:home-contact', '/#contact', 'page', ['home'], 'home.sections.contact'),
  page('page:reunion', '/reunion', 'page', ['reunion'], 'reunion'),
  page('page:reunion-app', '/reunion/app', 'page', ['reunion'], 'reunionApp'),
  page('page:search', '/search', 'page', ['reunion'], 'search'),
  page('page:volunteer', '/volunteer', 'page', ['reunion'], 'volunteer'),
  page('page:stories', '/stories', 'page', ['reunion'], 'stories'),
  page('page:guides', '/stories/guides', 'page', ['reunion'], 'storiesGuides'),
  page('page:shop', '/shop', 'page', ['reunion'], 'shop'),
  page('page:media-gallery', '/media-gallery', 'page', ['home'], 'mediaGallery'),
  page('page:note-dance', '/note-dance', 'page', ['home'], 'noteDance'),
  page('page:game-theory', '/game-theory-nations', 'page', ['home'], 'gameTheory'),
];

function page(id, url, kind, contexts, key) {
  return { id, url, kind, contexts, title: `pages:${key}.title`, lines: [`pages:${key}.summary`] };
}

function section(id, kind, title, lines) {
  return { id, url: '/race-condition-presentation', kind, contexts: ['language-test'], title, lines };
}

function readLocales() {
  const out = {};
  for (const language of LANGUAGES) {
    out[language] = {};
    for (const file of fs.readdirSync(path.join(LOCALES, language))) {
      if (!file.endsWith('.json')) continue;
      out[language][file.slice(0, -5)] = JSON.parse(fs.readFileSync(path.join(LOCALES, language, file), 'utf8'));
    }
  }
  return out;
}

/** A finished text at `namespace:key.path` (`=Text` is the text itself), or undefined. */
function lookup(locale, ref) {
  if (ref.startsWith('=')) return ref.slice(1);
  const [namespace, key] = ref.split(':');
  let value = locale[namespace];
  for (const part of key.split('.')) value = value?.[part];
  return typeof value === 'string' && value.trim() !== '' && !value.includes('{{') ? value.trim() : undefined;
}

/** Every section in every language it is translated into (a language missing its title or all lines is left out). */
export function extractPageTexts(locales = readLocales()) {
  return SECTIONS.map((item) => {
    const texts = {};
    for (const language of LANGUAGES) {
      const locale = locales[language];
      const title = lookup(locale, item.title);
      const lines = item.lines
        .map((line) => {
          if (typeof line === 'string') return lookup(locale, line);
          const [label, text] = line.map((ref) => lookup(locale, ref));
          return label && text ? `${label}: ${text}` : undefined;
        })
        .filter(Boolean);
      if (title && lines.length > 0) texts[language] = { title, text: lines.join('\n') };
    }
    return { id: item.id, url: item.url, kind: item.kind, contexts: item.contexts, texts };
  });
}

const SKILL_GROUPS = ['languages', 'frameworks', 'databases', 'tools', 'cloud'];
const HOME_SECTIONS = ['about', 'experience', 'skills', 'certified', 'projects'];

/** The headings the server gives its own passages (home sections, skill groups, the gallery), per language. */
export function extractLabels(locales = readLocales()) {
  return Object.fromEntries(
    LANGUAGES.map((language) => {
      const locale = locales[language];
      const of = (ref) => lookup(locale, ref) ?? lookup(locales.en, ref) ?? '';
      return [
        language,
        {
          sections: Object.fromEntries(HOME_SECTIONS.map((key) => [key, of(`pages:home.sections.${key}.title`)])),
          skills: Object.fromEntries(SKILL_GROUPS.map((key) => [key, of(`home:skills.groups.${key}`)])),
          gallery: of('pages:mediaGallery.title'),
        },
      ];
    }),
  );
}

/** The generated module's source. */
export function pageTextsModule(sections = extractPageTexts(), labels = extractLabels()) {
  return (
    '// Generated by apps/server/scripts/extract-page-texts.mjs from apps/web/src/locales: do not edit by hand.\n' +
    "import type { AssistantContext, Language, PassageKind } from '@site/assistant';\n\n" +
    '/** A section of a page the assistant quotes: its title and text per language it is translated into. */\n' +
    'export interface PageText {\n' +
    '  id: string;\n' +
    '  url: string;\n' +
    '  kind: PassageKind;\n' +
    '  contexts: AssistantContext[];\n' +
    '  texts: Partial<Record<Language, { title: string; text: string }>>;\n' +
    '}\n\n' +
    `export const PAGE_TEXTS: readonly PageText[] = ${JSON.stringify(sections, null, 2)};\n\n` +
    '/** Headings of the passages the server builds from the database (home sections, skill groups, gallery). */\n' +
    'export interface PageLabels {\n' +
    "  sections: Record<'about' | 'experience' | 'skills' | 'certified' | 'projects', string>;\n" +
    "  skills: Record<'languages' | 'frameworks' | 'databases' | 'tools' | 'cloud', string>;\n" +
    '  gallery: string;\n' +
    '}\n\n' +
    `export const PAGE_LABELS: Record<Language, PageLabels> = ${JSON.stringify(labels, null, 2)};\n`
  );
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const source = await prettier.format(pageTextsModule(), {
    ...(await prettier.resolveConfig(TARGET)),
    filepath: TARGET,
  });
  if (process.argv.includes('--check')) {
    const current = fs.existsSync(TARGET) ? fs.readFileSync(TARGET, 'utf8') : '';
    if (current !== source) {
      console.error(
        `${path.relative(process.cwd(), TARGET)} is out of date: run node ${path.relative(process.cwd(), fileURLToPath(import.meta.url))}`,
      );
      process.exit(1);
    }
  } else {
    fs.writeFileSync(TARGET, source);
    process.stdout.write(`wrote ${path.relative(process.cwd(), TARGET)}\n`);
  }
}
