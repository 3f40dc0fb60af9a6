import crypto from 'node:crypto';
import type { AdminSettings, CvFile, SocialLink } from '@site/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database.js';
import { HttpError } from '../../plugins/errors.js';
import type { FileStorage } from '../../plugins/storage.js';
import { AuditRepository } from '../audit/audit.repository.js';
import { UPLOAD_MESSAGES } from '../admin/upload.service.js';
import { cvFileOf, HOME_KEYS, type StoredCv } from '../portfolio/portfolio.service.js';
import { recordContentChange } from './content-cache.js';
import { SiteRepository } from './site.repository.js';

const OWNER = {
  name: 'owner.name',
  title: 'owner.title',
  tagline: 'owner.tagline',
  location: 'owner.location',
  email: 'owner.email',
  phone: 'owner.phone',
  links: 'owner.links',
} as const;

type Loose = Record<string, unknown>;
const asLocalized = <T>(value: unknown, empty: T): { en: T } & Loose =>
  value && typeof value === 'object' && !Array.isArray(value) && 'en' in value
    ? (value as { en: T } & Loose)
    : { en: typeof value === 'string' ? (value as T) : empty };

/** A name to download a file under: no folders, no control characters, at most 120 characters. */
function safeFilename(filename: string, fallback: string): string {
  return (
    [...filename]
      .map((c) => (c === '/' || c === '\\' || c.charCodeAt(0) < 32 ? '_' : c))
      .join('')
      .slice(0, 120) || fallback
  );
}

/**
 * The owner's settings, read and written as one document (stored as one settings key per part), and
 * the CV file. Every change is audited and moves the public caches' version on.
 */
export class SiteAdminService {
  constructor(
    private readonly repo: SiteRepository,
    private readonly storage: FileStorage,
    private readonly audit: AuditRepository,
    private readonly db: Db,
  ) {}

  async read(): Promise<{ data: AdminSettings; cv: CvFile | null }> {
    const s = await this.repo.getMany([...Object.values(OWNER), ...Object.values(HOME_KEYS)]);
    const phone = s.get(OWNER.phone);
    const data = {
      owner: {
        name: typeof s.get(OWNER.name) === 'string' ? (s.get(OWNER.name) as string) : '',
        title: asLocalized(s.get(OWNER.title), ''),
        tagline: asLocalized(s.get(OWNER.tagline), ''),
        location: asLocalized(s.get(OWNER.location), ''),
        email: typeof s.get(OWNER.email) === 'string' ? (s.get(OWNER.email) as string) : '',
        phone: typeof phone === 'string' && phone !== '' ? phone : null,
        links: Array.isArray(s.get(OWNER.links)) ? (s.get(OWNER.links) as SocialLink[]) : [],
      },
      counters: asLocalized(s.get(HOME_KEYS.counters), []),
      chat_enabled: s.get(HOME_KEYS.chatEnabled) === true,
      about: asLocalized(s.get(HOME_KEYS.about), { heading: '', paragraphs: [], highlights: [] }),
      experience: asLocalized(s.get(HOME_KEYS.experience), []),
      skills: asLocalized(s.get(HOME_KEYS.skills), {
        languages: [],
        frameworks: [],
        databases: [],
        tools: [],
        cloud: [],
      }),
      certifications: asLocalized(s.get(HOME_KEYS.certifications), []),
      testimonials: asLocalized(s.get(HOME_KEYS.testimonials), []),
    } as AdminSettings;
    return { data, cv: cvFileOf(s.get(HOME_KEYS.cv)) };
  }

  async update(actor: string, settings: AdminSettings): Promise<{ data: AdminSettings; cv: CvFile | null }> {
    await this.write(settings);
    await recordContentChange(this.db, this.audit, actor, 'settings.updated');
    return this.read();
  }

  /** Replaces the CV with an uploaded PDF (checked by its first bytes); the previous file is removed. */
  async uploadCv(actor: string, data: Buffer, filename: string): Promise<CvFile> {
    if (data.subarray(0, 5).toString('latin1') !== '%PDF-') {
      throw new HttpError(422, UPLOAD_MESSAGES.notPdf, { file: [UPLOAD_MESSAGES.notPdf] });
    }
    const previous = await this.storedCv();
    const key = `cv/${crypto.randomUUID()}.pdf`;
    await this.storage.put(key, data);
    const name = safeFilename(filename, 'cv.pdf');
    const stored: StoredCv = {
      key,
      filename: name.toLowerCase().endsWith('.pdf') ? name : `${name}.pdf`,
      size: data.length,
    };
    await this.repo.setMany({ [HOME_KEYS.cv]: stored });
    await recordContentChange(this.db, this.audit, actor, 'cv.uploaded', stored.filename);
    if (previous?.key) await this.storage.delete(previous.key);
    return cvFileOf(stored)!;
  }

  async deleteCv(actor: string): Promise<void> {
    const previous = await this.storedCv();
    await this.repo.setMany({ [HOME_KEYS.cv]: null });
    await recordContentChange(this.db, this.audit, actor, 'cv.deleted');
    if (previous?.key) await this.storage.delete(previous.key);
  }

  private async storedCv(): Promise<StoredCv | null | undefined> {
    return (await this.repo.getMany([HOME_KEYS.cv])).get(HOME_KEYS.cv) as StoredCv | null | undefined;
  }

  private async write(settings: AdminSettings): Promise<void> {
    await this.repo.setMany({
      [OWNER.name]: settings.owner.name,
      [OWNER.title]: settings.owner.title,
      [OWNER.tagline]: settings.owner.tagline,
      [OWNER.location]: settings.owner.location,
      [OWNER.email]: settings.owner.email,
      [OWNER.phone]: settings.owner.phone ?? '',
      [OWNER.links]: settings.owner.links,
      [HOME_KEYS.counters]: settings.counters,
      [HOME_KEYS.chatEnabled]: settings.chat_enabled,
      [HOME_KEYS.about]: settings.about,
      [HOME_KEYS.experience]: settings.experience,
      [HOME_KEYS.skills]: settings.skills,
      [HOME_KEYS.certifications]: settings.certifications,
      [HOME_KEYS.testimonials]: settings.testimonials,
    });
  }
}

/** The service on the app's database and storage. */
export function siteAdminService(app: FastifyInstance): SiteAdminService {
  return new SiteAdminService(new SiteRepository(app.db), app.storage, new AuditRepository(app.db), app.db);
}
