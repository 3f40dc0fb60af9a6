import {
  LANGUAGE_CODES,
  SHOP_LIMITS,
  type AdminShopProduct,
  type AuditAction,
  type LanguageCode,
  type ShopProduct,
  type ShopProductData,
} from '@site/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database.js';
import { paged, pageWindow, type Page, type PageQuery } from '../../lib/paging.js';
import { HttpError } from '../../plugins/errors.js';
import { AuditRepository } from '../audit/audit.repository.js';
import { recordContentChange } from '../site/content-cache.js';
import { ReunionShopRepository, type ProductRecord, type ProductWrite } from './reunion-shop.repository.js';

const NOT_FOUND = 'Product not found.';

/**
 * A product in one language: the language's texts when written, else English; a price or a way to get it
 * left blank in that language is taken from English, field by field.
 */
export function toPublicProduct(record: ProductRecord, lang: LanguageCode): ShopProduct {
  const english = record.translations.en;
  const own = record.translations[lang];
  const text = own ?? english;
  return {
    id: record.id,
    name: text?.name ?? '',
    description: text?.description ?? '',
    is_free: record.is_free,
    price: record.is_free ? null : (text?.price ?? english?.price ?? null),
    availability: record.availability,
    link_url: record.link_url,
    how_to_get: text?.how_to_get ?? english?.how_to_get ?? null,
    lang: own ? lang : 'en',
  };
}

/** The product as stored, from what the owner sent: only the languages given (the others fall back). */
export function toProductWrite(input: ShopProductData): ProductWrite {
  const translations = Object.fromEntries(
    LANGUAGE_CODES.flatMap((code) => (input.translations[code] ? [[code, input.translations[code]]] : [])),
  );
  return {
    translations,
    is_free: input.is_free,
    availability: input.availability,
    link_url: input.link_url,
    is_published: input.is_published,
    sort_order: input.sort_order,
  };
}

function toAdmin(record: ProductRecord): AdminShopProduct {
  return { ...record, translations: record.translations };
}

/** The shop page's read: the published products in one language, in their display order. */
export class ReunionShopService {
  constructor(private readonly repo: ReunionShopRepository) {}

  async products(lang: LanguageCode): Promise<{ data: ShopProduct[] }> {
    const records = await this.repo.published(SHOP_LIMITS.publicMax);
    return { data: records.map((record) => toPublicProduct(record, lang)) };
  }
}

/** The owner's listings: create, edit, delete; every change audited and the public caches moved on. */
export class ReunionShopAdminService {
  constructor(
    private readonly repo: ReunionShopRepository,
    private readonly audit: AuditRepository,
    private readonly db: Db,
  ) {}

  private changed(actor: string, action: AuditAction, record: ProductRecord): Promise<void> {
    return recordContentChange(this.db, this.audit, actor, action, record.translations.en?.name ?? `#${record.id}`);
  }

  private async record(id: number): Promise<ProductRecord> {
    const record = await this.repo.findById(id);
    if (!record) throw new HttpError(404, NOT_FOUND);
    return record;
  }

  async list(query: PageQuery & { search?: string | undefined }): Promise<Page<AdminShopProduct>> {
    const { rows, total } = await this.repo.list({ search: query.search, ...pageWindow(query) });
    return paged(rows.map(toAdmin), total, query);
  }

  async get(id: number): Promise<AdminShopProduct> {
    return toAdmin(await this.record(id));
  }

  async create(actor: string, input: ShopProductData): Promise<AdminShopProduct> {
    const id = await this.repo.create(toProductWrite(input));
    const created = await this.record(id);
    await this.changed(actor, 'reunion-shop.created', created);
    return toAdmin(created);
  }

  async update(actor: string, id: number, input: ShopProductData): Promise<AdminShopProduct> {
    await this.record(id);
    await this.repo.update(id, toProductWrite(input));
    const updated = await this.record(id);
    await this.changed(actor, 'reunion-shop.updated', updated);
    return toAdmin(updated);
  }

  async remove(actor: string, id: number): Promise<void> {
    const current = await this.record(id);
    await this.repo.delete(id);
    await this.changed(actor, 'reunion-shop.deleted', current);
  }
}

export function reunionShopService(app: FastifyInstance): ReunionShopService {
  return new ReunionShopService(new ReunionShopRepository(app.db));
}

export function reunionShopAdminService(app: FastifyInstance): ReunionShopAdminService {
  return new ReunionShopAdminService(new ReunionShopRepository(app.db), new AuditRepository(app.db), app.db);
}
