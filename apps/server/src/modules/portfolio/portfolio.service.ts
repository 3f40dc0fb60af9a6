import {
  portfolioApi,
  pickLanguage,
  SKILL_GROUPS,
  type About,
  type AdminCategory,
  type AdminProject,
  type Category,
  type Certification,
  type CvFile,
  type Experience,
  type HeroCounter,
  type HomeContent,
  type LanguageCode,
  type Project,
  type Skills,
  type Testimonial,
} from '@site/contracts';
import type { FastifyInstance } from 'fastify';
import type { FileStorage } from '../../plugins/storage.js';
import { SiteRepository } from '../site/site.repository.js';
import { localise } from '../site/site.service.js';
import { PortfolioRepository, type CategoryRecord, type ProjectRecord } from './portfolio.repository.js';

/** Settings keys of the home-page content; each holds a per-language object. */
export const HOME_KEYS = {
  counters: 'home.counters',
  about: 'home.about',
  experience: 'home.experience',
  skills: 'home.skills',
  certifications: 'home.certifications',
  testimonials: 'home.testimonials',
  chatEnabled: 'home.chat_enabled',
  cv: 'owner.cv',
} as const;

/** The stored CV: its storage key, the name it downloads under and its size. */
export interface StoredCv {
  key: string;
  filename: string;
  size: number;
}

/** Where the CV downloads from (the portfolio's `cv` endpoint). */
export const CV_URL = portfolioApi.cv.path;

export function cvFileOf(value: unknown): CvFile | null {
  if (!value || typeof value !== 'object') return null;
  const cv = value as StoredCv;
  return { url: CV_URL, filename: cv.filename, size: cv.size };
}

type PerLanguage<T> = Partial<Record<LanguageCode, T>>;

const emptySkills = (): Skills => Object.fromEntries(SKILL_GROUPS.map((group) => [group, []])) as unknown as Skills;

export function toPublicProject(record: ProjectRecord, lang: LanguageCode): Project {
  const text = pickLanguage(record.translations, lang) ?? { title: '', description: '', metrics: [] };
  // A language with no metrics of its own shows the English ones.
  const metrics = text.metrics.length > 0 ? text.metrics : (record.translations.en?.metrics ?? []);
  return {
    id: record.id,
    title: text.title,
    description: text.description,
    image_url: record.image_url,
    category: record.category_key,
    category_name: record.category_names ? localise(record.category_names, lang) : null,
    technologies: record.technologies,
    liveUrl: record.live_url,
    githubUrl: record.github_url,
    size: record.size,
    badgeColor: record.badge_color,
    metrics,
    featured: record.is_featured,
    lang,
  };
}

export function toAdminProject(record: ProjectRecord): AdminProject {
  return {
    id: record.id,
    category_id: record.category_id,
    category_key: record.category_key,
    translations: record.translations as Record<string, ProjectRecord['translations']['en'] & object>,
    image_url: record.image_url,
    technologies: record.technologies,
    liveUrl: record.live_url,
    githubUrl: record.github_url,
    size: record.size,
    badgeColor: record.badge_color,
    is_published: record.is_published,
    is_featured: record.is_featured,
    sort_order: record.sort_order,
    created_at: record.created_at,
    updated_at: record.updated_at,
  };
}

export function toAdminCategory(record: CategoryRecord): AdminCategory {
  return { ...record, names: record.names as Record<string, string> };
}

/** What visitors read: the home content, published projects and the categories, per language. */
export class PortfolioService {
  constructor(
    private readonly repo: PortfolioRepository,
    private readonly settings: SiteRepository,
    private readonly storage: FileStorage,
  ) {}

  async home(lang: LanguageCode): Promise<HomeContent> {
    const s = await this.settings.getMany(Object.values(HOME_KEYS));
    const pick = <T>(key: string, fallback: T): T =>
      pickLanguage(s.get(key) as PerLanguage<T> | undefined, lang) ?? fallback;
    return {
      counters: pick<HeroCounter[]>(HOME_KEYS.counters, []),
      about: pick<About>(HOME_KEYS.about, { heading: '', paragraphs: [], highlights: [] }),
      experience: pick<Experience[]>(HOME_KEYS.experience, []),
      skills: { ...emptySkills(), ...pick<Partial<Skills>>(HOME_KEYS.skills, {}) },
      certifications: pick<Certification[]>(HOME_KEYS.certifications, []),
      testimonials: pick<Testimonial[]>(HOME_KEYS.testimonials, []),
      cv: cvFileOf(s.get(HOME_KEYS.cv)),
      chatEnabled: s.get(HOME_KEYS.chatEnabled) === true,
      lang,
    };
  }

  async projects(lang: LanguageCode): Promise<Project[]> {
    return (await this.repo.publishedProjects()).map((record) => toPublicProject(record, lang));
  }

  /** Categories in display order, with the number of published projects in each. */
  async categories(lang: LanguageCode): Promise<Category[]> {
    const [categories, projects] = await Promise.all([this.repo.allCategories(), this.repo.publishedProjects()]);
    return categories.map((category) => ({
      key: category.key,
      name: localise(category.names, lang),
      count: projects.filter((project) => project.category_id === category.id).length,
    }));
  }

  /** The CV's file and the name it downloads under, or null when there is none. */
  async cv(): Promise<{ filename: string; data: Buffer } | null> {
    const value = (await this.settings.getMany([HOME_KEYS.cv])).get(HOME_KEYS.cv);
    if (!value || typeof value !== 'object') return null;
    const cv = value as StoredCv;
    const data = await this.storage.get(cv.key);
    return data ? { filename: cv.filename, data } : null;
  }
}

/** The service on the app's database and storage. */
export function portfolioService(app: FastifyInstance): PortfolioService {
  return new PortfolioService(new PortfolioRepository(app.db), new SiteRepository(app.db), app.storage);
}
