import type { AuditAction } from '@site/contracts';
import type { AdminCategory, AdminProject, BulkAction } from '@site/contracts';
import type { categoryInputSchema, projectInputSchema } from '@site/contracts';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { Db } from '../../db/database.js';
import { paged, pageWindow, type Page } from '../../lib/paging.js';
import { HttpError } from '../../plugins/errors.js';
import { recordContentChange } from '../site/content-cache.js';
import { AuditRepository } from '../audit/audit.repository.js';
import { PortfolioRepository, type ProjectWrite } from './portfolio.repository.js';
import { toAdminCategory, toAdminProject } from './portfolio.service.js';

type ProjectData = z.output<typeof projectInputSchema>;
type CategoryData = z.output<typeof categoryInputSchema>;

const NOT_FOUND = 'Not found.';

/** The owner's edits of projects and categories; every change is written to the audit log. */
export class PortfolioAdminService {
  constructor(
    private readonly repo: PortfolioRepository,
    private readonly audit: AuditRepository,
    private readonly db: Db,
  ) {}

  private toWrite(input: ProjectData): ProjectWrite {
    return {
      category_id: input.category_id,
      translations: input.translations,
      image_url: input.image_url,
      technologies: [...new Set(input.technologies)],
      live_url: input.liveUrl,
      github_url: input.githubUrl,
      size: input.size,
      badge_color: input.badgeColor,
      is_published: input.is_published,
      is_featured: input.is_featured,
      sort_order: input.sort_order,
    };
  }

  private changed(actor: string, action: AuditAction, subject?: string): Promise<void> {
    return recordContentChange(this.db, this.audit, actor, action, subject);
  }

  private async checkCategory(categoryId: number | null): Promise<void> {
    if (categoryId !== null && !(await this.repo.findCategory(categoryId))) {
      throw new HttpError(422, 'The given data was invalid.', {
        category_id: ['The selected category does not exist.'],
      });
    }
  }

  async listProjects(query: {
    page: number;
    per_page: number;
    search?: string | undefined;
    category_id?: number | undefined;
    status?: 'published' | 'draft' | undefined;
    featured?: boolean | undefined;
    sort: 'order' | 'newest' | 'oldest' | 'title';
  }): Promise<Page<AdminProject>> {
    const { rows, total } = await this.repo.listProjects({ ...query, ...pageWindow(query) });
    return paged(rows.map(toAdminProject), total, query);
  }

  async getProject(id: number): Promise<AdminProject> {
    const record = await this.repo.findProject(id);
    if (!record) throw new HttpError(404, NOT_FOUND);
    return toAdminProject(record);
  }

  async createProject(actor: string, input: ProjectData): Promise<AdminProject> {
    await this.checkCategory(input.category_id);
    const id = await this.repo.createProject(this.toWrite(input));
    await this.changed(actor, 'project.created', input.translations.en.title);
    return this.getProject(id);
  }

  async updateProject(actor: string, id: number, input: ProjectData): Promise<AdminProject> {
    await this.getProject(id);
    await this.checkCategory(input.category_id);
    await this.repo.updateProject(id, this.toWrite(input));
    await this.changed(actor, 'project.updated', input.translations.en.title);
    return this.getProject(id);
  }

  async deleteProject(actor: string, id: number): Promise<void> {
    const project = await this.getProject(id);
    await this.repo.deleteProjects([id]);
    await this.changed(actor, 'project.deleted', project.translations.en?.title ?? `#${id}`);
  }

  async bulkProjects(actor: string, { action, ids }: BulkAction): Promise<number> {
    const unique = [...new Set(ids)];
    let affected: number;
    switch (action) {
      case 'delete':
        affected = await this.repo.deleteProjects(unique);
        break;
      case 'publish':
      case 'unpublish':
        affected = await this.repo.setProjectFlag(unique, 'is_published', action === 'publish');
        break;
      case 'feature':
      case 'unfeature':
        affected = await this.repo.setProjectFlag(unique, 'is_featured', action === 'feature');
        break;
    }
    await this.changed(actor, `projects.bulk.${action}`, `${affected}`);
    return affected;
  }

  // ── Categories ─────────────────────────────────────────────────────────────────────────────

  async listCategories(query: {
    page: number;
    per_page: number;
    search?: string | undefined;
  }): Promise<Page<AdminCategory>> {
    const { rows, total } = await this.repo.listCategories({ search: query.search, ...pageWindow(query) });
    return paged(rows.map(toAdminCategory), total, query);
  }

  async getCategory(id: number): Promise<AdminCategory> {
    const record = await this.repo.findCategory(id);
    if (!record) throw new HttpError(404, NOT_FOUND);
    return toAdminCategory(record);
  }

  private async checkKey(key: string, exceptId?: number): Promise<void> {
    const existing = await this.repo.findCategoryByKey(key);
    if (existing && existing.id !== exceptId) {
      throw new HttpError(422, 'The given data was invalid.', {
        key: ['This key is already used by another category.'],
      });
    }
  }

  async createCategory(actor: string, input: CategoryData): Promise<AdminCategory> {
    await this.checkKey(input.key);
    const id = await this.repo.createCategory(input);
    await this.changed(actor, 'category.created', input.names.en);
    return this.getCategory(id);
  }

  async updateCategory(actor: string, id: number, input: CategoryData): Promise<AdminCategory> {
    await this.getCategory(id);
    await this.checkKey(input.key, id);
    await this.repo.updateCategory(id, input);
    await this.changed(actor, 'category.updated', input.names.en);
    return this.getCategory(id);
  }

  async deleteCategories(actor: string, ids: number[]): Promise<number> {
    const affected = await this.repo.deleteCategories([...new Set(ids)]);
    await this.changed(actor, 'categories.bulk.delete', `${affected}`);
    return affected;
  }

  async deleteCategory(actor: string, id: number): Promise<void> {
    const category = await this.getCategory(id);
    await this.repo.deleteCategories([id]);
    await this.changed(actor, 'category.deleted', category.names.en ?? category.key);
  }

  async reorderCategories(actor: string, ids: number[]): Promise<void> {
    const all = await this.repo.allCategories();
    const known = new Set(all.map((category) => category.id));
    const unknown = ids.filter((id) => !known.has(id));
    if (unknown.length > 0 || new Set(ids).size !== ids.length) {
      throw new HttpError(422, 'The given data was invalid.', { ids: ['List each existing category once.'] });
    }
    // Categories left out keep their relative order after the listed ones.
    const rest = all.map((category) => category.id).filter((id) => !ids.includes(id));
    await this.repo.reorderCategories([...ids, ...rest]);
    await this.changed(actor, 'category.reordered');
  }

  async categoryStats(): Promise<{ total: number; with_projects: number; empty: number }> {
    const { total, with_projects } = await this.repo.categoryStats();
    return { total, with_projects, empty: total - with_projects };
  }
}

/** The service on the app's database. */
export function portfolioAdminService(app: FastifyInstance): PortfolioAdminService {
  return new PortfolioAdminService(new PortfolioRepository(app.db), new AuditRepository(app.db), app.db);
}
