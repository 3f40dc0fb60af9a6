import {
  LANGUAGE_CODES,
  pickLanguage,
  type AdminSlogan,
  type AdminSponsor,
  type AdminStat,
  type AdminTestimonial,
  type EnquiryData,
  type LandingIcon,
  type LanguageCode,
  type ReunionLanding,
  type SloganData,
  type SloganTranslation,
  type SponsorCategory,
  type SponsorData,
  type SponsorTranslation,
  type StatData,
  type StatTranslation,
  type SubmittedStoryData,
  type TestimonialData,
  type TestimonialTranslation,
} from '@site/contracts';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import {
  ReunionLandingRepository,
  type ItemKind,
  type ItemRecord,
  type ItemWrite,
} from './reunion-landing.repository.js';

/**
 * The reunion landing page's content and what visitors send from it.
 *
 * The owner edits four kinds of content, each with its texts per language: national statistics (the hero's
 * counters; each states its source), sponsors, testimonials and slogans. Visitors read them in one answer, in
 * their language, falling back to English then Vietnamese. Partnership enquiries and stories are stored for the
 * owner only: the public answer is built from the content items alone, so a sender's name or email cannot
 * reach it. A story the owner approves may become an unpublished testimonial draft, signed with the sender's
 * initials only, which the owner edits and publishes.
 */

export const NOT_FOUND = 'Not found.';

type Translations<T> = Partial<Record<LanguageCode, T>>;

/** A text in the reader's language, else English, else Vietnamese. */
function textIn<T>(translations: Translations<T>, lang: LanguageCode): T | undefined {
  return pickLanguage(translations, lang) ?? translations.vi;
}

/** Only the languages that were given are stored; the others fall back when read. */
function given<T>(translations: Translations<T | undefined>): Translations<T> {
  return Object.fromEntries(
    LANGUAGE_CODES.flatMap((code) => (translations[code] ? [[code, translations[code]]] : [])),
  ) as Translations<T>;
}

interface StatFacts {
  source_url: string | null;
}
interface SponsorFacts {
  name: string;
  category: SponsorCategory;
  website: string | null;
  colour: string;
  icon: LandingIcon;
}
export interface TestimonialFacts {
  name: string;
  avatar_url: string | null;
}
interface SloganFacts {
  hashtag: string;
  icon: LandingIcon;
}

type Stat = ItemRecord<StatFacts, StatTranslation>;
type Sponsor = ItemRecord<SponsorFacts, SponsorTranslation>;
type Testimonial = ItemRecord<TestimonialFacts, TestimonialTranslation>;
type Slogan = ItemRecord<SloganFacts, SloganTranslation>;

const adminFields = (record: ItemRecord) => ({
  id: record.id,
  is_sample: record.is_sample,
  sort_order: record.sort_order,
  is_published: record.is_published,
  created_at: record.created_at,
  updated_at: record.updated_at,
});

// ── Each kind: from what the admin sent, to what the admin reads ──

export const statWrite = (input: StatData, isSample = false): ItemWrite<StatFacts, StatTranslation> => ({
  key: input.key,
  is_sample: isSample,
  is_published: input.is_published,
  sort_order: input.sort_order,
  data: { source_url: input.source_url },
  translations: given(input.translations),
});
export const toAdminStat = (record: ItemRecord): AdminStat => {
  const stat = record as Stat;
  return {
    ...adminFields(stat),
    key: stat.key ?? '',
    source_url: stat.data.source_url ?? null,
    translations: stat.translations,
  };
};

export const sponsorWrite = (input: SponsorData, isSample = false): ItemWrite<SponsorFacts, SponsorTranslation> => ({
  key: null,
  is_sample: isSample,
  is_published: input.is_published,
  sort_order: input.sort_order,
  data: {
    name: input.name,
    category: input.category,
    website: input.website,
    colour: input.colour,
    icon: input.icon,
  },
  translations: given(input.translations),
});
export const toAdminSponsor = (record: ItemRecord): AdminSponsor => {
  const sponsor = record as Sponsor;
  return { ...adminFields(sponsor), ...sponsor.data, translations: sponsor.translations };
};

export const testimonialWrite = (
  input: TestimonialData,
  isSample = false,
): ItemWrite<TestimonialFacts, TestimonialTranslation> => ({
  key: null,
  is_sample: isSample,
  is_published: input.is_published,
  sort_order: input.sort_order,
  data: { name: input.name, avatar_url: input.avatar_url },
  translations: given(input.translations),
});
export const toAdminTestimonial = (record: ItemRecord): AdminTestimonial => {
  const testimonial = record as Testimonial;
  return { ...adminFields(testimonial), ...testimonial.data, translations: testimonial.translations };
};

export const sloganWrite = (input: SloganData, isSample = false): ItemWrite<SloganFacts, SloganTranslation> => ({
  key: null,
  is_sample: isSample,
  is_published: input.is_published,
  sort_order: input.sort_order,
  data: { hashtag: input.hashtag, icon: input.icon },
  translations: given(input.translations),
});
export const toAdminSlogan = (record: ItemRecord): AdminSlogan => {
  const slogan = record as Slogan;
  return { ...adminFields(slogan), ...slogan.data, translations: slogan.translations };
};

/** The landing page's content in one language, in display order. */
export function toLanding(records: readonly ItemRecord[], lang: LanguageCode): ReunionLanding {
  const of = (kind: ItemKind) => records.filter((record) => record.kind === kind);
  return {
    lang,
    stats: (of('stat') as Stat[]).flatMap((stat) => {
      const text = textIn(stat.translations, lang);
      return text
        ? [
            {
              key: stat.key ?? '',
              value: text.value,
              label: text.label,
              source: text.source,
              source_url: stat.data.source_url ?? null,
            },
          ]
        : [];
    }),
    sponsors: (of('sponsor') as Sponsor[]).map((sponsor) => ({
      id: sponsor.id,
      is_sample: sponsor.is_sample,
      name: sponsor.data.name,
      category: sponsor.data.category,
      description: textIn(sponsor.translations, lang)?.description ?? '',
      website: sponsor.data.website ?? null,
      colour: sponsor.data.colour,
      icon: sponsor.data.icon,
    })),
    testimonials: (of('testimonial') as Testimonial[]).flatMap((testimonial) => {
      const text = textIn(testimonial.translations, lang);
      if (!text) return [];
      // A role or a place left empty in this language shows the English one.
      const en = testimonial.translations.en;
      return [
        {
          id: testimonial.id,
          is_sample: testimonial.is_sample,
          name: testimonial.data.name,
          role: text.role || en?.role || '',
          location: text.location || en?.location || '',
          content: text.content,
          avatar_url: testimonial.data.avatar_url ?? null,
        },
      ];
    }),
    slogans: (of('slogan') as Slogan[]).flatMap((slogan) => {
      const text = textIn(slogan.translations, lang);
      return text
        ? [
            {
              id: slogan.id,
              title: text.title,
              content: text.content,
              hashtag: slogan.data.hashtag,
              icon: slogan.data.icon,
            },
          ]
        : [];
    }),
  };
}

/** The initials a testimonial drafted from a story is signed with: `Nguyễn Thị Hoa` → `N. T. H.`. */
export function signatureOf(name: string): string {
  const initials = name
    .split(/\s+/u)
    .filter((word) => /^\p{L}/u.test(word))
    .slice(0, 4)
    .map((word) => `${[...word][0]!.toLocaleUpperCase()}.`);
  return initials.length > 0 ? initials.join(' ') : '—';
}

/** What visitors read and send. */
export class ReunionLandingService {
  constructor(
    private readonly repo: ReunionLandingRepository,
    private readonly log: FastifyBaseLogger,
  ) {}

  async landing(lang: LanguageCode): Promise<ReunionLanding> {
    return toLanding(await this.repo.items(['stat', 'sponsor', 'testimonial', 'slogan'], true), lang);
  }

  /** Stores an enquiry for the owner; a filled honeypot is accepted and dropped. */
  async enquire(input: EnquiryData, ip: string): Promise<{ stored: boolean }> {
    if (input.website && input.website.trim() !== '') {
      this.log.info({ ip }, 'landing enquiry honeypot filled: dropped');
      return { stored: false };
    }
    await this.repo.createEnquiry({
      organisation: input.organisation,
      contact_name: input.contact_name,
      email: input.email,
      message: input.message,
      lang: input.lang,
      ip,
    });
    return { stored: true };
  }

  /** Holds a story for moderation; a filled honeypot is accepted and dropped. */
  async submitStory(input: SubmittedStoryData, ip: string): Promise<{ stored: boolean }> {
    if (input.website && input.website.trim() !== '') {
      this.log.info({ ip }, 'landing story honeypot filled: dropped');
      return { stored: false };
    }
    await this.repo.createStory({ name: input.name, email: input.email, story: input.story, lang: input.lang, ip });
    return { stored: true };
  }
}

export function reunionLandingService(app: FastifyInstance): ReunionLandingService {
  return new ReunionLandingService(new ReunionLandingRepository(app.db), app.log);
}
