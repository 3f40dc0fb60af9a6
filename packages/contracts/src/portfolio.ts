import { z } from 'zod';
import { itemResponseSchema } from './envelopes.js';
import { LANGUAGE_CODES, type LanguageCode } from './languages.js';
import { languageCodeSchema, langQuerySchema } from './language-schemas.js';

/** Project sizes on the home gallery grid; medium is the default. */
export const PROJECT_SIZES = ['small', 'medium', 'large'] as const;
export type ProjectSize = (typeof PROJECT_SIZES)[number];

/** Skill groups of the home page, in display order. */
export const SKILL_GROUPS = ['languages', 'frameworks', 'databases', 'tools', 'cloud'] as const;
export type SkillGroup = (typeof SKILL_GROUPS)[number];

/** A value per language; only English is required, the others fall back to it. Unknown keys are dropped. */
export function localized<T extends z.ZodType>(value: T) {
  const shape = Object.fromEntries(LANGUAGE_CODES.map((code) => [code, code === 'en' ? value : value.optional()]));
  return z.object(shape) as unknown as z.ZodObject<{ en: T } & Record<Exclude<LanguageCode, 'en'>, z.ZodOptional<T>>>;
}
export type Localized<T> = Partial<Record<LanguageCode, T>> & { en: T };

/** Picks the value for a language, else English (en is the fallback locale). */
export function pickLanguage<T>(
  map: Partial<Record<LanguageCode, T>> | null | undefined,
  lang: LanguageCode,
): T | undefined {
  if (!map) return undefined;
  return map[lang] ?? map.en;
}

export const projectMetricSchema = z.object({
  label: z.string().trim().min(1).max(60),
  value: z.string().trim().min(1).max(30),
});

/** A project card as visitors read it, in one language (`image_url` on the wire). */
export const projectSchema = z
  .object({
    id: z.number().int(),
    title: z.string(),
    description: z.string(),
    image_url: z.string().nullable(),
    category: z.string().nullable(),
    category_name: z.string().nullable(),
    technologies: z.array(z.string()),
    /** `#` means the project has no public address. */
    liveUrl: z.string(),
    /** `#` means the source is not public. */
    githubUrl: z.string(),
    size: z.enum(PROJECT_SIZES),
    badgeColor: z.string().nullable(),
    metrics: z.array(projectMetricSchema),
    featured: z.boolean(),
    lang: languageCodeSchema,
  })
  .meta({ id: 'Project' });

export const categorySchema = z
  .object({ key: z.string(), name: z.string(), count: z.number().int() })
  .meta({ id: 'ProjectCategory' });

export const portfolioQuerySchema = z.object({ lang: langQuerySchema });
export const projectListResponseSchema = itemResponseSchema(z.array(projectSchema));
export const categoryListResponseSchema = itemResponseSchema(z.array(categorySchema));

export const heroCounterSchema = z.object({
  value: z.number().min(0).max(1_000_000),
  decimals: z.number().int().min(0).max(2),
  suffix: z.string().max(4),
  label: z.string().trim().min(1).max(60),
});

export const aboutSchema = z.object({
  heading: z.string().trim().min(1).max(120),
  paragraphs: z.array(z.string().trim().min(1).max(1200)).min(1).max(6),
  highlights: z.array(z.string().trim().min(1).max(120)).max(8),
});

export const experienceSchema = z.object({
  company: z.string().trim().min(1).max(120),
  role: z.string().trim().min(1).max(120),
  period: z.string().trim().min(1).max(60),
  location: z.string().trim().max(120),
  achievements: z.array(z.string().trim().min(1).max(400)).min(1).max(8),
});

export const skillsSchema = z.object(
  Object.fromEntries(SKILL_GROUPS.map((group) => [group, z.array(z.string().trim().min(1).max(40)).max(30)])) as Record<
    SkillGroup,
    z.ZodArray<z.ZodString>
  >,
);

export const certificationSchema = z.object({
  name: z.string().trim().min(1).max(160),
  issuer: z.string().trim().min(1).max(120),
  year: z.string().trim().min(1).max(20),
  url: z.string().trim().max(500),
});

export const testimonialSchema = z.object({
  text: z.string().trim().min(1).max(1200),
  name: z.string().trim().min(1).max(120),
  position: z.string().trim().min(1).max(120),
  company: z.string().trim().max(120),
  rating: z.number().int().min(1).max(5),
  avatar: z.string().trim().max(500),
});

export const cvFileSchema = z.object({ url: z.string(), filename: z.string(), size: z.number().int() });

/** Everything on the home page besides projects, in one language. */
export const homeContentSchema = z
  .object({
    counters: z.array(heroCounterSchema),
    about: aboutSchema,
    experience: z.array(experienceSchema),
    skills: skillsSchema,
    certifications: z.array(certificationSchema),
    testimonials: z.array(testimonialSchema),
    cv: cvFileSchema.nullable(),
    chatEnabled: z.boolean(),
    lang: languageCodeSchema,
  })
  .meta({ id: 'HomeContent' });
export const homeContentResponseSchema = itemResponseSchema(homeContentSchema);

export type Project = z.infer<typeof projectSchema>;
export type ProjectMetric = z.infer<typeof projectMetricSchema>;
export type Category = z.infer<typeof categorySchema>;
export type HeroCounter = z.infer<typeof heroCounterSchema>;
export type About = z.infer<typeof aboutSchema>;
export type Experience = z.infer<typeof experienceSchema>;
export type Skills = z.infer<typeof skillsSchema>;
export type Certification = z.infer<typeof certificationSchema>;
export type Testimonial = z.infer<typeof testimonialSchema>;
export type CvFile = z.infer<typeof cvFileSchema>;
export type HomeContent = z.infer<typeof homeContentSchema>;
