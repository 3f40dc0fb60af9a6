import {
  DEFAULT_LANGUAGE,
  LANGUAGE_CODES,
  SKILL_GROUPS,
  type About,
  type AdminSettings,
  type Certification,
  type Experience,
  type HeroCounter,
  type LanguageCode,
  type Skills,
  type SocialLink,
  type Testimonial,
  type adminSettingsSchema,
} from '@site/contracts';
import type { z } from 'zod';

type PerLanguage<T> = Record<LanguageCode, T>;

/**
 * The settings form's values: the `AdminSettings` shape with every language present (blank when the
 * owner has not written it), so that client and server error paths such as `owner.title.fr` or
 * `experience.de.0.achievements.1` are the form's own paths.
 */
export interface SettingsFormValues {
  owner: {
    name: string;
    title: PerLanguage<string>;
    tagline: PerLanguage<string>;
    location: PerLanguage<string>;
    email: string;
    /** '' = none. */
    phone: string;
    links: SocialLink[];
  };
  counters: PerLanguage<HeroCounter[]>;
  chat_enabled: boolean;
  about: PerLanguage<About>;
  experience: PerLanguage<Experience[]>;
  skills: PerLanguage<Skills>;
  certifications: PerLanguage<Certification[]>;
  testimonials: PerLanguage<Testimonial[]>;
}

export type SettingsInput = z.input<typeof adminSettingsSchema>;

/** The parts of the content that are written per language, as the screen groups them. */
export const CONTENT_SECTIONS = [
  'profile',
  'counters',
  'about',
  'experience',
  'skills',
  'certifications',
  'testimonials',
] as const;
export type ContentSection = (typeof CONTENT_SECTIONS)[number];

/** Form paths under which a language code follows (for error paths → language tab). */
export const LOCALIZED_ROOTS = [
  'owner.title',
  'owner.tagline',
  'owner.location',
  'counters',
  'about',
  'experience',
  'skills',
  'certifications',
  'testimonials',
] as const;

export const LIMITS = {
  links: 10,
  counters: 4,
  paragraphs: 6,
  highlights: 8,
  experience: 6,
  achievements: 8,
  skills: 30,
  certifications: 10,
  testimonials: 20,
} as const;

export const SOCIAL_KINDS = [
  'github',
  'linkedin',
  'x',
  'website',
  'email',
  'phone',
] as const satisfies readonly SocialLink['kind'][];

export function emptyAbout(): About {
  return { heading: '', paragraphs: [''], highlights: [] };
}

export function emptySkills(): Skills {
  return Object.fromEntries(SKILL_GROUPS.map((group) => [group, [] as string[]])) as unknown as Skills;
}

export function emptyCounter(): HeroCounter {
  return { value: 0, decimals: 0, suffix: '', label: '' };
}

export function emptyExperience(): Experience {
  return { company: '', role: '', period: '', location: '', achievements: [''] };
}

export function emptyCertification(): Certification {
  return { name: '', issuer: '', year: '', url: '' };
}

export function emptyTestimonial(): Testimonial {
  return { text: '', name: '', position: '', company: '', rating: 5, avatar: '' };
}

function perLanguage<T>(make: (code: LanguageCode) => T): PerLanguage<T> {
  return Object.fromEntries(LANGUAGE_CODES.map((code) => [code, make(code)])) as PerLanguage<T>;
}

const clone = <T>(value: T): T => structuredClone(value);

/** The form values of the stored settings (missing languages blank). */
export function settingsToForm(settings: AdminSettings): SettingsFormValues {
  return {
    owner: {
      name: settings.owner.name,
      title: perLanguage((code) => settings.owner.title[code] ?? ''),
      tagline: perLanguage((code) => settings.owner.tagline[code] ?? ''),
      location: perLanguage((code) => settings.owner.location[code] ?? ''),
      email: settings.owner.email,
      phone: settings.owner.phone ?? '',
      links: clone(settings.owner.links),
    },
    counters: perLanguage((code) => clone(settings.counters[code] ?? [])),
    chat_enabled: settings.chat_enabled,
    about: perLanguage((code) => {
      const about = settings.about[code];
      return about ? clone(about) : emptyAbout();
    }),
    experience: perLanguage((code) => clone(settings.experience[code] ?? [])),
    skills: perLanguage((code) => ({ ...emptySkills(), ...clone(settings.skills[code] ?? {}) })),
    certifications: perLanguage((code) => clone(settings.certifications[code] ?? [])),
    testimonials: perLanguage((code) => clone(settings.testimonials[code] ?? [])),
  };
}

const blank = (text: string | undefined) => (text ?? '').trim() === '';

/** True when a language holds nothing in a section (it then falls back to English on the site). */
export function isSectionEmpty(values: SettingsFormValues, section: ContentSection, code: LanguageCode): boolean {
  switch (section) {
    case 'profile':
      return blank(values.owner.title[code]) && blank(values.owner.tagline[code]) && blank(values.owner.location[code]);
    case 'counters':
      return (values.counters[code] ?? []).length === 0;
    case 'about': {
      const about = values.about[code];
      return !about || (blank(about.heading) && about.paragraphs.every(blank) && about.highlights.every(blank));
    }
    case 'experience':
      return (values.experience[code] ?? []).length === 0;
    case 'skills': {
      const skills = values.skills[code];
      return !skills || SKILL_GROUPS.every((group) => (skills[group] ?? []).length === 0);
    }
    case 'certifications':
      return (values.certifications[code] ?? []).length === 0;
    case 'testimonials':
      return (values.testimonials[code] ?? []).length === 0;
  }
}

/** True when a language holds nothing at all. */
export function isLanguageEmpty(values: SettingsFormValues, code: LanguageCode): boolean {
  return CONTENT_SECTIONS.every((section) => isSectionEmpty(values, section, code));
}

/** Per-language map → the contract's map: English always, other languages only where written. */
function pick<T>(map: PerLanguage<T>, isEmpty: (code: LanguageCode) => boolean): Partial<PerLanguage<T>> & { en: T } {
  const out: Partial<PerLanguage<T>> = {};
  for (const code of LANGUAGE_CODES) {
    if (code !== DEFAULT_LANGUAGE && isEmpty(code)) continue;
    out[code] = map[code];
  }
  return out as Partial<PerLanguage<T>> & { en: T };
}

/**
 * The PUT body of the form. A language the owner left empty in a field or section is left out, so the
 * site shows English there; list positions are kept, so error paths still point at the right rows.
 */
export function buildSettingsPayload(values: SettingsFormValues): SettingsInput {
  const is = (section: ContentSection) => (code: LanguageCode) => isSectionEmpty(values, section, code);
  return {
    owner: {
      name: values.owner.name,
      title: pick(values.owner.title, (code) => blank(values.owner.title[code])),
      tagline: pick(values.owner.tagline, (code) => blank(values.owner.tagline[code])),
      location: pick(values.owner.location, (code) => blank(values.owner.location[code])),
      email: values.owner.email,
      phone: values.owner.phone,
      links: values.owner.links,
    },
    counters: pick(values.counters, is('counters')),
    chat_enabled: values.chat_enabled,
    about: pick(values.about, is('about')),
    experience: pick(values.experience, is('experience')),
    skills: pick(values.skills, is('skills')),
    certifications: pick(values.certifications, is('certifications')),
    testimonials: pick(values.testimonials, is('testimonials')),
  };
}

/**
 * The English content of a section, copied for translation into another language (the owner then
 * rewrites the texts). Returns the form paths and values to set.
 */
export function copyFromEnglish(
  values: SettingsFormValues,
  section: ContentSection,
  code: LanguageCode,
): [path: string, value: unknown][] {
  switch (section) {
    case 'profile':
      return [
        [`owner.title.${code}`, values.owner.title.en],
        [`owner.tagline.${code}`, values.owner.tagline.en],
        [`owner.location.${code}`, values.owner.location.en],
      ];
    default:
      return [[`${section}.${code}`, clone(values[section].en)]];
  }
}
