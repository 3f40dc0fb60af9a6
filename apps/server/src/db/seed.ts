import { LANGUAGE_CODES, type LanguageCode } from '@site/contracts';
import type { Db } from './database.js';
import { PortfolioRepository } from '../modules/portfolio/portfolio.repository.js';
import { HOME_KEYS, type StoredCv } from '../modules/portfolio/portfolio.service.js';
import { SiteRepository } from '../modules/site/site.repository.js';
import type { FileStorage } from '../plugins/storage.js';
import { projectCover } from './seed-assets.js';
import { textPdf, type TextBlock } from './text-pdf.js';
import { SEED_CONTENT, SEED_PROJECTS } from './seed-content/index.js';
import { SEED_CATEGORY_KEYS, SEED_PROJECT_KEYS, type SeedContent } from './seed-content/types.js';

/**
 * Demo content for a fresh install: one coherent sample developer. Only missing keys are inserted,
 * so running it again (every start) never overwrites what the owner has edited.
 */
export const DEMO_SETTINGS: Record<string, unknown> = {
  'owner.name': 'Minh Nguyen',
  'owner.title': {
    en: 'Senior Web Developer & Solution Architect',
    vi: 'Lập trình viên Web cấp cao & Kiến trúc sư giải pháp',
    zh: '高级 Web 开发工程师与解决方案架构师',
    ja: 'シニア Web 開発者 & ソリューションアーキテクト',
    ko: '시니어 웹 개발자 & 솔루션 아키텍트',
    fr: 'Développeur web senior & architecte de solutions',
    de: 'Senior-Webentwickler & Lösungsarchitekt',
    es: 'Desarrollador web sénior y arquitecto de soluciones',
    ru: 'Старший веб-разработчик и архитектор решений',
    ar: 'مطور ويب أول ومهندس حلول',
  },
  'owner.tagline': {
    en: 'I design and build fast, reliable web systems, from the database to the pixel.',
    vi: 'Tôi thiết kế và xây dựng các hệ thống web nhanh, đáng tin cậy, từ cơ sở dữ liệu đến từng điểm ảnh.',
    zh: '我设计并构建快速、可靠的 Web 系统，从数据库到每一个像素。',
    ja: 'データベースからピクセルまで、高速で信頼性の高い Web システムを設計・構築します。',
    ko: '데이터베이스부터 픽셀까지, 빠르고 안정적인 웹 시스템을 설계하고 구축합니다.',
    fr: 'Je conçois et construis des systèmes web rapides et fiables, de la base de données au pixel.',
    de: 'Ich entwerfe und baue schnelle, zuverlässige Websysteme – von der Datenbank bis zum Pixel.',
    es: 'Diseño y construyo sistemas web rápidos y fiables, desde la base de datos hasta el píxel.',
    ru: 'Я проектирую и создаю быстрые и надёжные веб-системы — от базы данных до пикселя.',
    ar: 'أصمّم وأبني أنظمة ويب سريعة وموثوقة، من قاعدة البيانات حتى آخر بكسل.',
  },
  'owner.email': 'minh.nguyen@example.com',
  'owner.phone': '+84 28 3822 0000',
  'owner.location': {
    en: 'Ho Chi Minh City, Vietnam',
    vi: 'Thành phố Hồ Chí Minh, Việt Nam',
    zh: '越南胡志明市',
    ja: 'ベトナム・ホーチミン市',
    ko: '베트남 호찌민시',
    fr: 'Hô Chi Minh-Ville, Viêt Nam',
    de: 'Ho-Chi-Minh-Stadt, Vietnam',
    es: 'Ciudad Ho Chi Minh, Vietnam',
    ru: 'Хошимин, Вьетнам',
    ar: 'مدينة هو تشي منه، فيتنام',
  },
  'owner.links': [
    { kind: 'github', label: 'GitHub', url: 'https://github.com/example' },
    { kind: 'linkedin', label: 'LinkedIn', url: 'https://www.linkedin.com/in/example' },
    { kind: 'email', label: 'minh.nguyen@example.com', url: 'mailto:minh.nguyen@example.com' },
  ],
};

/** One value per language, read from every language's seed content. */
function perLanguage<T>(pick: (content: SeedContent) => T): Record<LanguageCode, T> {
  return Object.fromEntries(LANGUAGE_CODES.map((code) => [code, pick(SEED_CONTENT[code])])) as Record<LanguageCode, T>;
}

export const DEMO_HOME_SETTINGS: Record<string, unknown> = {
  [HOME_KEYS.counters]: perLanguage((c) => c.counters),
  [HOME_KEYS.about]: perLanguage((c) => c.about),
  [HOME_KEYS.experience]: perLanguage((c) => c.experience),
  [HOME_KEYS.skills]: perLanguage((c) => c.skills),
  [HOME_KEYS.certifications]: perLanguage((c) => c.certifications),
  [HOME_KEYS.testimonials]: perLanguage((c) => c.testimonials),
  [HOME_KEYS.chatEnabled]: false,
};

/** Marks that the demo projects, categories and CV were created, so that deleting them later sticks. */
const PORTFOLIO_SEEDED = 'seed.portfolio';

/**
 * Seeds the demo content that is missing; returns what it inserted. Settings are inserted key by key;
 * projects, categories and the CV once per database (the owner may delete them afterwards).
 */
export async function seedDemo(db: Db, storage: FileStorage): Promise<string[]> {
  const settings = new SiteRepository(db);
  const inserted = await settings.insertMissing({ ...DEMO_SETTINGS, ...DEMO_HOME_SETTINGS });
  if ((await settings.getMany([PORTFOLIO_SEEDED])).has(PORTFOLIO_SEEDED)) return inserted;

  const portfolio = new PortfolioRepository(db);
  const categoryIds = new Map<string, number>();
  for (const [index, key] of SEED_CATEGORY_KEYS.entries()) {
    const existing = await portfolio.findCategoryByKey(key);
    const names = perLanguage((c) => c.categories[key]);
    categoryIds.set(key, existing?.id ?? (await portfolio.createCategory({ key, names, sort_order: index })));
    inserted.push(`category:${key}`);
  }
  const seeded = await portfolio.seededProjectKeys();
  for (const [index, key] of SEED_PROJECT_KEYS.entries()) {
    if (seeded.has(key)) continue;
    const facts = SEED_PROJECTS[key];
    const imageKey = `seed/projects/${key}.webp`;
    await storage.put(imageKey, await projectCover(SEED_CONTENT.en.projects[key].title, facts.badgeColor));
    await portfolio.createProject({
      category_id: categoryIds.get(facts.category) ?? null,
      translations: perLanguage((c) => c.projects[key]),
      image_url: storage.urlOf(imageKey),
      technologies: [...facts.technologies],
      live_url: facts.liveUrl,
      github_url: facts.githubUrl,
      size: facts.size,
      badge_color: facts.badgeColor,
      is_published: true,
      is_featured: facts.featured,
      sort_order: index,
      seed_key: key,
    });
    inserted.push(`project:${key}`);
  }

  const en = SEED_CONTENT.en;
  const cvKey = 'seed/cv/minh-nguyen-cv.pdf';
  const pdf = textPdf(demoCv(en));
  await storage.put(cvKey, pdf);
  const cv: StoredCv = { key: cvKey, filename: 'Minh-Nguyen-CV.pdf', size: pdf.length };
  inserted.push(...(await settings.insertMissing({ [HOME_KEYS.cv]: cv })));
  await settings.setMany({ [PORTFOLIO_SEEDED]: new Date().toISOString() });
  return inserted;
}

/** The demo CV's text: headings, then every experience, achievement, skill and certification in full. */
export function demoCv(en: (typeof SEED_CONTENT)['en']): TextBlock[] {
  const heading = (text: string): TextBlock => ({ text, size: 13, spaceBefore: 14 });
  return [
    { text: 'Minh Nguyen - Senior Web Developer & Solution Architect', size: 20 },
    { text: 'Ho Chi Minh City, Vietnam - minh.nguyen@example.com', spaceBefore: 6 },
    heading('EXPERIENCE'),
    ...en.experience.flatMap((job): TextBlock[] => [
      { text: `${job.role}, ${job.company} (${job.period})`, spaceBefore: 6 },
      ...job.achievements.map((achievement) => ({ text: `- ${achievement}`, indent: 12 })),
    ]),
    heading('SKILLS'),
    ...Object.values(en.skills).map((group) => ({ text: group.join(', '), indent: 12 })),
    heading('CERTIFICATIONS'),
    ...en.certifications.map((cert) => ({ text: `${cert.name} - ${cert.issuer}, ${cert.year}`, indent: 12 })),
  ];
}
