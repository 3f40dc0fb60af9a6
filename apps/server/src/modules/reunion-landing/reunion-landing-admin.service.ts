import {
  LANDING_CODES,
  LANDING_LIMITS,
  type AdminSlogan,
  type AdminSponsor,
  type AdminStat,
  type AdminTestimonial,
  type AuditAction,
  type Enquiry,
  type EnquiryFilter,
  type SloganData,
  type SponsorData,
  type StatData,
  type SubmittedStory,
  type StoryDecision,
  type StoryStatus,
  type TestimonialData,
  type TestimonialTranslation,
} from '@site/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database.js';
import { paged, pageWindow, type Page, type PageQuery } from '../../lib/paging.js';
import { HttpError } from '../../plugins/errors.js';
import { AuditRepository } from '../audit/audit.repository.js';
import { recordContentChange } from '../site/content-cache.js';
import {
  isUniqueViolation,
  ReunionLandingRepository,
  type ItemKind,
  type ItemRecord,
  type ItemWrite,
} from './reunion-landing.repository.js';
import {
  NOT_FOUND,
  type TestimonialFacts,
  signatureOf,
  toAdminSlogan,
  toAdminSponsor,
  toAdminStat,
  toAdminTestimonial,
  statWrite,
  sponsorWrite,
  testimonialWrite,
  sloganWrite,
} from './reunion-landing.service.js';

/** How one kind of content is written and read by the admin service. */
interface KindRules<Data, Admin> {
  kind: ItemKind;
  /** How the audit log names an item. */
  label: string;
  write: (input: Data, isSample: boolean) => ItemWrite<unknown, unknown>;
  toAdmin: (record: ItemRecord) => Admin;
}

export const STAT_RULES: KindRules<StatData, AdminStat> = {
  kind: 'stat',
  label: 'statistic',
  write: statWrite,
  toAdmin: toAdminStat,
};
export const SPONSOR_RULES: KindRules<SponsorData, AdminSponsor> = {
  kind: 'sponsor',
  label: 'sponsor',
  write: sponsorWrite,
  toAdmin: toAdminSponsor,
};
export const TESTIMONIAL_RULES: KindRules<TestimonialData, AdminTestimonial> = {
  kind: 'testimonial',
  label: 'testimonial',
  write: testimonialWrite,
  toAdmin: toAdminTestimonial,
};
export const SLOGAN_RULES: KindRules<SloganData, AdminSlogan> = {
  kind: 'slogan',
  label: 'slogan',
  write: sloganWrite,
  toAdmin: toAdminSlogan,
};

/** The owner's landing content and inboxes; every change audited, content changes move the caches on. */
export class ReunionLandingAdminService {
  constructor(
    private readonly repo: ReunionLandingRepository,
    private readonly audit: AuditRepository,
    private readonly db: Db,
  ) {}

  private changed(actor: string, action: AuditAction, subject: string): Promise<void> {
    return recordContentChange(this.db, this.audit, actor, action, subject);
  }

  private async item(kind: ItemKind, id: number): Promise<ItemRecord> {
    const record = await this.repo.findItem(kind, id);
    if (!record) throw new HttpError(404, NOT_FOUND);
    return record;
  }

  async list<Data, Admin>(rules: KindRules<Data, Admin>): Promise<Admin[]> {
    return (await this.repo.items([rules.kind], false)).map(rules.toAdmin);
  }

  /** A statistic's key is unique: a second one with the same key is refused on its field. */
  private async writeOrRefuseKey<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (isUniqueViolation(error)) {
        throw new HttpError(422, LANDING_CODES.keyTaken, { key: [LANDING_CODES.keyTaken] });
      }
      throw error;
    }
  }

  async create<Data, Admin>(rules: KindRules<Data, Admin>, actor: string, input: Data): Promise<Admin> {
    if ((await this.repo.countItems(rules.kind)) >= LANDING_LIMITS.itemsMax) {
      throw new HttpError(422, LANDING_CODES.tooMany);
    }
    const id = await this.writeOrRefuseKey(() => this.repo.createItem(rules.kind, rules.write(input, false)));
    await this.changed(actor, 'reunion-landing.created', `${rules.label} #${id}`);
    return rules.toAdmin(await this.item(rules.kind, id));
  }

  /** Rewrites an item; a demo item stays marked as a sample. */
  async update<Data, Admin>(rules: KindRules<Data, Admin>, actor: string, id: number, input: Data): Promise<Admin> {
    const current = await this.item(rules.kind, id);
    await this.writeOrRefuseKey(() => this.repo.updateItem(rules.kind, id, rules.write(input, current.is_sample)));
    await this.changed(actor, 'reunion-landing.updated', `${rules.label} #${id}`);
    return rules.toAdmin(await this.item(rules.kind, id));
  }

  async remove<Data, Admin>(rules: KindRules<Data, Admin>, actor: string, id: number): Promise<void> {
    await this.item(rules.kind, id);
    await this.repo.deleteItem(rules.kind, id);
    await this.changed(actor, 'reunion-landing.deleted', `${rules.label} #${id}`);
  }

  // ── Enquiries ──

  async enquiries(
    query: PageQuery & { search?: string | undefined; status?: EnquiryFilter | undefined },
  ): Promise<Page<Enquiry>> {
    const { rows, total } = await this.repo.enquiries({
      search: query.search,
      status: query.status,
      ...pageWindow(query),
    });
    return paged(rows, total, query);
  }

  private async enquiry(id: number): Promise<Enquiry> {
    const found = await this.repo.findEnquiry(id);
    if (!found) throw new HttpError(404, NOT_FOUND);
    return found;
  }

  async updateEnquiry(
    actor: string,
    id: number,
    change: { is_read?: boolean | undefined; is_archived?: boolean | undefined },
  ): Promise<Enquiry> {
    const current = await this.enquiry(id);
    await this.repo.updateEnquiry(id, change);
    await this.audit.record(actor, 'reunion-enquiry.updated', current.organisation);
    return this.enquiry(id);
  }

  async removeEnquiry(actor: string, id: number): Promise<void> {
    const current = await this.enquiry(id);
    await this.repo.deleteEnquiry(id);
    await this.audit.record(actor, 'reunion-enquiry.deleted', current.organisation);
  }

  // ── Stories ──

  async stories(
    query: PageQuery & { search?: string | undefined; status?: StoryStatus | undefined },
  ): Promise<Page<SubmittedStory>> {
    const { rows, total } = await this.repo.stories({
      search: query.search,
      status: query.status,
      ...pageWindow(query),
    });
    return paged(rows, total, query);
  }

  private async story(id: number): Promise<SubmittedStory> {
    const found = await this.repo.findStory(id);
    if (!found) throw new HttpError(404, NOT_FOUND);
    return found;
  }

  /**
   * Decides on a pending story: reject it, keep it (approved, nothing published), or approve it as an
   * unpublished testimonial draft in the story's language (and English, which every item needs), signed with
   * the sender's initials; the sender's email is never copied. A story decided already is refused.
   */
  async moderate(actor: string, id: number, decision: StoryDecision): Promise<SubmittedStory> {
    const story = await this.story(id);
    if (story.status !== 'pending') throw new HttpError(409, LANDING_CODES.notPending);
    let draft: ItemWrite<unknown, unknown> | undefined;
    if (decision === 'draft_testimonial') {
      const content = story.story.slice(0, LANDING_LIMITS.contentMax);
      const text: TestimonialTranslation = { role: '', location: '', content };
      draft = {
        key: null,
        is_sample: false,
        is_published: false,
        sort_order: LANDING_LIMITS.itemsMax,
        data: { name: signatureOf(story.name), avatar_url: null } satisfies TestimonialFacts,
        translations: { en: text, [story.lang]: text },
      };
    }
    const status: StoryStatus = decision === 'reject' ? 'rejected' : 'approved';
    if (!(await this.repo.moderateStory(id, status, draft))) throw new HttpError(409, LANDING_CODES.notPending);
    await this.audit.record(actor, 'reunion-submission.moderated', `story #${id}: ${decision}`);
    return this.story(id);
  }

  async removeStory(actor: string, id: number): Promise<void> {
    await this.story(id);
    await this.repo.deleteStory(id);
    await this.audit.record(actor, 'reunion-submission.deleted', `story #${id}`);
  }
}

export function reunionLandingAdminService(app: FastifyInstance): ReunionLandingAdminService {
  return new ReunionLandingAdminService(new ReunionLandingRepository(app.db), new AuditRepository(app.db), app.db);
}
