import {
  ASSISTANT_LANGUAGES,
  FALLBACK_LANGUAGE,
  splitPassages,
  type AssistantContext,
  type Language,
  type Passage,
  type PassageSource,
} from '@site/assistant';
import {
  SKILL_GROUPS,
  type HomeContent,
  type MediaItem,
  type Project,
  type ReunionCase,
  type SiteProfile,
  type Story,
} from '@site/contracts';
import { PAGE_LABELS, PAGE_TEXTS } from './page-texts.js';

/**
 * What visitors can read, per language, as the public services answer it. The assistant reads nothing else:
 * whatever a public answer leaves out (a reporter's name, phone or email, an unpublished story, a private
 * media item) cannot reach the index, and so cannot reach an answer.
 */
export interface PublishedContent {
  profile(language: Language): Promise<SiteProfile>;
  home(language: Language): Promise<HomeContent>;
  projects(language: Language): Promise<Project[]>;
  gallery(language: Language): Promise<MediaItem[]>;
  cases(language: Language): Promise<ReunionCase[]>;
  stories(language: Language): Promise<Story[]>;
}

type Source = Omit<PassageSource, 'language'>;

const HOME: AssistantContext[] = ['home'];
const REUNION: AssistantContext[] = ['reunion'];

const sentence = (text: string) => {
  const trimmed = text.trim();
  return trimmed === '' || /[.!?。！？؟…:]$/.test(trimmed) ? trimmed : `${trimmed}.`;
};
const lines = (...parts: (string | null | undefined)[]) =>
  parts
    .filter((part): part is string => typeof part === 'string' && part.trim() !== '')
    .map(sentence)
    .join('\n');

/** The owner's profile, about text, experience, skills and certifications, as the home page shows them. */
function homeSources(profile: SiteProfile, home: HomeContent, language: Language): Source[] {
  const labels = PAGE_LABELS[language];
  const out: Source[] = [];
  // The owner's contact details stay on the contact section: the assistant points there, never quotes them.
  out.push({
    id: 'profile',
    url: '/#about',
    title: profile.name || labels.sections.about,
    text: lines(profile.title, profile.tagline, profile.location),
    kind: 'profile',
    contexts: HOME,
  });
  if (home.about.paragraphs.length > 0) {
    out.push({
      id: 'about',
      url: '/#about',
      title: home.about.heading || labels.sections.about,
      text: lines(...home.about.paragraphs, ...home.about.highlights),
      kind: 'profile',
      contexts: HOME,
    });
  }
  home.experience.forEach((job, i) => {
    out.push({
      id: `experience:${i}`,
      url: '/#experience',
      title: `${job.role} · ${job.company}`,
      text: lines(
        `${job.role}, ${job.company}, ${job.period}${job.location ? `, ${job.location}` : ''}`,
        ...job.achievements,
      ),
      kind: 'experience',
      contexts: HOME,
    });
  });
  for (const group of SKILL_GROUPS) {
    const skills = home.skills[group];
    if (skills.length === 0) continue;
    out.push({
      id: `skills:${group}`,
      url: '/#skills',
      title: `${labels.sections.skills}: ${labels.skills[group]}`,
      text: `${labels.skills[group]}: ${skills.join(', ')}.`,
      kind: 'skill',
      contexts: HOME,
    });
  }
  if (home.certifications.length > 0) {
    out.push({
      id: 'certifications',
      url: '/#certified',
      title: labels.sections.certified,
      text: home.certifications.map((c) => sentence(`${c.name} (${c.issuer}, ${c.year})`)).join('\n'),
      kind: 'certification',
      contexts: HOME,
    });
  }
  return out;
}

function projectSource(project: Project): Source {
  const metrics = project.metrics.map((m) => `${m.label}: ${m.value}`).join(', ');
  return {
    id: `project:${project.id}`,
    url: '/#projects',
    title: project.title,
    text: lines(
      project.description,
      project.category_name,
      project.technologies.length > 0 ? project.technologies.join(', ') : null,
      metrics || null,
    ),
    kind: 'project',
    contexts: HOME,
  };
}

function gallerySource(item: MediaItem, language: Language): Source {
  return {
    id: `media:${item.uuid}`,
    url: '/media-gallery',
    title: item.title || PAGE_LABELS[language].gallery,
    text: lines(item.description, item.category?.name),
    kind: 'gallery',
    contexts: HOME,
  };
}

/**
 * A public case: only what its public page shows in text (number, the missing person's name as published,
 * the year, the place as coarse as the map shows it, description, clothing, features). Never a reporter.
 */
function caseSource(item: ReunionCase): Source {
  return {
    id: `case:${item.case_number}`,
    url: `/reunion/cases/${encodeURIComponent(item.case_number)}`,
    title: `${item.full_name} (${item.case_number})`,
    text: lines(
      `${item.case_number}: ${item.full_name}, ${item.missing_since}, ${item.last_seen.commune}, ${item.last_seen.province}`,
      item.description,
      item.clothing,
      item.distinguishing_features,
    ),
    kind: 'case',
    contexts: REUNION,
  };
}

function storySource(story: Story): Source {
  return {
    id: `story:${story.slug}`,
    url: `/stories/${encodeURIComponent(story.slug)}`,
    title: story.title,
    // The body is the story's HTML (read through plainText); the excerpt leads, as on the page.
    text: `<p>${escapeText(story.excerpt)}</p>${story.body}`,
    kind: story.kind === 'guide' ? 'reunion-guide' : 'story',
    contexts: REUNION,
  };
}

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The page explanations extracted from the web app's locales (page-texts.ts). */
function pageSources(language: Language): PassageSource[] {
  return PAGE_TEXTS.flatMap((page) => {
    const text = page.texts[language];
    return text
      ? [
          {
            id: `page:${page.id}:${language}`,
            language,
            url: page.url,
            kind: page.kind,
            contexts: page.contexts,
            ...text,
          },
        ]
      : [];
  });
}

/** The fields of an item a translation changes (what makes it different from the English one). */
const wording = (source: Source) => `${source.title}\u0000${source.text}`;

/**
 * Everything the site publishes, per language, as passage sources. An item whose text in a language is the
 * English text word for word is an untranslated item the public services fell back on: it is indexed in
 * English only, and found through the English fallback, so that an English passage never poses as another
 * language's.
 */
export async function readPublishedSources(content: PublishedContent): Promise<PassageSource[]> {
  const perLanguage = await Promise.all(
    ASSISTANT_LANGUAGES.map(async (language): Promise<Source[]> => {
      const [profile, home, projects, gallery, cases, stories] = await Promise.all([
        content.profile(language),
        content.home(language),
        content.projects(language),
        content.gallery(language),
        content.cases(language),
        content.stories(language),
      ]);
      return [
        ...homeSources(profile, home, language),
        ...projects.map(projectSource),
        ...gallery.map((item) => gallerySource(item, language)),
        ...cases.map(caseSource),
        // A story shown in another language than the asked one (its fallback) is that language's, not this one's.
        ...stories.filter((story) => story.lang === language).map(storySource),
      ];
    }),
  );
  const english = new Map(perLanguage[0]!.map((source) => [source.id, wording(source)]));
  const sources: PassageSource[] = [];
  ASSISTANT_LANGUAGES.forEach((language, i) => {
    for (const source of perLanguage[i]!) {
      if (language !== FALLBACK_LANGUAGE && english.get(source.id) === wording(source)) continue;
      sources.push({ ...source, id: `${source.id}:${language}`, language });
    }
    sources.push(...pageSources(language));
  });
  return sources;
}

/** The passages of the sources (each cut by the core's `splitPassages`). */
export function passagesOf(sources: readonly PassageSource[]): Passage[] {
  return sources.flatMap((source) => splitPassages(source));
}
