import type { LanguageCode, ProjectSize, ProjectTranslation } from '@site/contracts';
import { sql, type Selectable } from 'kysely';
import type { Db } from '../../db/database.js';
import { countRows } from '../../db/count.js';
import { dialectOf, insertId } from '../../db/dialect.js';
import type { PortfolioCategoriesTable, ProjectsTable } from '../../db/schema.js';
import { containsJsonText, containsText } from '../../db/search.js';

export interface CategoryRecord {
  id: number;
  key: string;
  names: Partial<Record<LanguageCode, string>>;
  sort_order: number;
  project_count: number;
  created_at: string;
  updated_at: string;
}

/** What a project is written with; the seed also gives its demo key. */
export interface ProjectWrite {
  category_id: number | null;
  translations: Partial<Record<LanguageCode, ProjectTranslation>>;
  image_url: string | null;
  technologies: string[];
  live_url: string;
  github_url: string;
  size: ProjectSize;
  badge_color: string | null;
  is_published: boolean;
  is_featured: boolean;
  sort_order: number;
  seed_key?: string | null;
}

/** A project as the services read it, with its category's key and names. */
export interface ProjectRecord extends Omit<ProjectWrite, 'seed_key'> {
  id: number;
  category_key: string | null;
  category_names: Partial<Record<LanguageCode, string>> | null;
  created_at: string;
  updated_at: string;
}

type ProjectRow = Omit<Selectable<ProjectsTable>, 'seed_key'> & {
  category_key: string | null;
  category_names: string | null;
};

export interface ProjectFilter {
  search?: string | undefined;
  category_id?: number | undefined;
  status?: 'published' | 'draft' | undefined;
  featured?: boolean | undefined;
  sort: 'order' | 'newest' | 'oldest' | 'title';
  limit: number;
  offset: number;
}

const parse = <T>(text: string | null): T => (text ? (JSON.parse(text) as T) : (null as T));

/** All SQL on portfolio categories and projects. JSON columns are parsed here, at the edge. */
export class PortfolioRepository {
  constructor(private readonly db: Db) {}

  // ── Categories ─────────────────────────────────────────────────────────────────────────────

  private categoriesQuery() {
    return this.db.selectFrom('portfolio_categories as c').select([
      'c.id',
      'c.key',
      'c.names',
      'c.sort_order',
      'c.created_at',
      'c.updated_at',
      (eb) =>
        eb
          .selectFrom('projects as p')
          .select((e) => e.fn.countAll<number>().as('n'))
          .whereRef('p.category_id', '=', 'c.id')
          .as('project_count'),
    ]);
  }

  private toCategory(
    row: Selectable<PortfolioCategoriesTable> & { project_count: number | string | null },
  ): CategoryRecord {
    return { ...row, names: parse(row.names), project_count: Number(row.project_count ?? 0) };
  }

  async listCategories(filter: { search?: string | undefined; limit: number; offset: number }) {
    let query = this.categoriesQuery();
    if (filter.search) {
      const text = filter.search;
      query = query.where((eb) =>
        eb.or([containsText(eb.ref('c.key'), text), containsJsonText(this.db, eb.ref('c.names'), text)]),
      );
    }
    const rows = await query
      .orderBy('c.sort_order')
      .orderBy('c.id')
      .limit(filter.limit)
      .offset(filter.offset)
      .execute();
    return { rows: rows.map((row) => this.toCategory(row)), total: await countRows(query) };
  }

  async allCategories(): Promise<CategoryRecord[]> {
    const rows = await this.categoriesQuery().orderBy('c.sort_order').orderBy('c.id').execute();
    return rows.map((row) => this.toCategory(row));
  }

  async findCategory(id: number): Promise<CategoryRecord | undefined> {
    const row = await this.categoriesQuery().where('c.id', '=', id).executeTakeFirst();
    return row ? this.toCategory(row) : undefined;
  }

  async findCategoryByKey(key: string): Promise<{ id: number } | undefined> {
    return this.db.selectFrom('portfolio_categories').select('id').where('key', '=', key).executeTakeFirst();
  }

  async createCategory(input: { key: string; names: object; sort_order: number }): Promise<number> {
    const now = new Date().toISOString();
    return insertId(
      this.db,
      this.db.insertInto('portfolio_categories').values({
        key: input.key,
        names: JSON.stringify(input.names),
        sort_order: input.sort_order,
        created_at: now,
        updated_at: now,
      }),
    );
  }

  async updateCategory(id: number, input: { key: string; names: object; sort_order: number }): Promise<void> {
    await this.db
      .updateTable('portfolio_categories')
      .set({
        key: input.key,
        names: JSON.stringify(input.names),
        sort_order: input.sort_order,
        updated_at: new Date().toISOString(),
      })
      .where('id', '=', id)
      .execute();
  }

  /** Deletes categories; their projects become uncategorised. Returns how many were deleted. */
  async deleteCategories(ids: number[]): Promise<number> {
    return this.db.transaction().execute(async (trx) => {
      await trx.updateTable('projects').set({ category_id: null }).where('category_id', 'in', ids).execute();
      const result = await trx.deleteFrom('portfolio_categories').where('id', 'in', ids).executeTakeFirst();
      return Number(result.numDeletedRows);
    });
  }

  /** Sets sort_order 0, 1, 2 … following the given ids. */
  async reorderCategories(ids: number[]): Promise<void> {
    const now = new Date().toISOString();
    await this.db.transaction().execute(async (trx) => {
      for (const [index, id] of ids.entries()) {
        await trx
          .updateTable('portfolio_categories')
          .set({ sort_order: index, updated_at: now })
          .where('id', '=', id)
          .execute();
      }
    });
  }

  async categoryStats(): Promise<{ total: number; with_projects: number }> {
    const total = await countRows(this.db.selectFrom('portfolio_categories'));
    const used = await this.db
      .selectFrom('projects')
      .select((eb) => eb.fn.count<number>('category_id').distinct().as('n'))
      .where('category_id', 'is not', null)
      .executeTakeFirst();
    return { total, with_projects: Number(used?.n ?? 0) };
  }

  // ── Projects ───────────────────────────────────────────────────────────────────────────────

  private projectsQuery() {
    return this.db
      .selectFrom('projects as p')
      .leftJoin('portfolio_categories as c', 'c.id', 'p.category_id')
      .select([
        'p.id',
        'p.category_id',
        'c.key as category_key',
        'c.names as category_names',
        'p.translations',
        'p.image_url',
        'p.technologies',
        'p.live_url',
        'p.github_url',
        'p.size',
        'p.badge_color',
        'p.is_published',
        'p.is_featured',
        'p.sort_order',
        'p.created_at',
        'p.updated_at',
      ]);
  }

  private toProject(row: ProjectRow): ProjectRecord {
    return {
      ...row,
      category_names: parse(row.category_names),
      translations: parse(row.translations),
      technologies: parse(row.technologies),
      size: row.size as ProjectSize,
      is_published: Boolean(Number(row.is_published)),
      is_featured: Boolean(Number(row.is_featured)),
    };
  }

  /** Published projects in display order: featured first, then by order. */
  async publishedProjects(): Promise<ProjectRecord[]> {
    const rows = await this.projectsQuery()
      .where('p.is_published', '=', 1)
      .orderBy('p.sort_order')
      .orderBy('p.id')
      .execute();
    return rows.map((row) => this.toProject(row));
  }

  async listProjects(filter: ProjectFilter): Promise<{ rows: ProjectRecord[]; total: number }> {
    let query = this.projectsQuery();
    if (filter.search) {
      const text = filter.search;
      query = query.where((eb) => containsJsonText(this.db, eb.ref('p.translations'), text));
    }
    if (filter.category_id !== undefined) query = query.where('p.category_id', '=', filter.category_id);
    if (filter.status) query = query.where('p.is_published', '=', filter.status === 'published' ? 1 : 0);
    if (filter.featured !== undefined) query = query.where('p.is_featured', '=', filter.featured ? 1 : 0);
    const total = await countRows(query);
    switch (filter.sort) {
      case 'newest':
        query = query.orderBy('p.created_at', 'desc').orderBy('p.id', 'desc');
        break;
      case 'oldest':
        query = query.orderBy('p.created_at', 'asc').orderBy('p.id', 'asc');
        break;
      case 'title':
        // The English title, read from the JSON column by each dialect's own function.
        query = query.orderBy(this.englishTitle()).orderBy('p.id');
        break;
      default:
        query = query.orderBy('p.sort_order').orderBy('p.id');
    }
    const rows = await query.limit(filter.limit).offset(filter.offset).execute();
    return { rows: rows.map((row) => this.toProject(row)), total };
  }

  private englishTitle() {
    switch (dialectOf(this.db)) {
      case 'postgres':
        return sql<string>`lower((p.translations::jsonb -> 'en' ->> 'title'))`;
      case 'mysql':
        return sql<string>`lower(json_unquote(json_extract(p.translations, '$.en.title')))`;
      default:
        return sql<string>`lower(json_extract(p.translations, '$.en.title'))`;
    }
  }

  async findProject(id: number): Promise<ProjectRecord | undefined> {
    const row = await this.projectsQuery().where('p.id', '=', id).executeTakeFirst();
    return row ? this.toProject(row) : undefined;
  }

  private columns(input: ProjectWrite) {
    return {
      category_id: input.category_id,
      translations: JSON.stringify(input.translations),
      image_url: input.image_url,
      technologies: JSON.stringify(input.technologies),
      live_url: input.live_url,
      github_url: input.github_url,
      size: input.size,
      badge_color: input.badge_color,
      is_published: input.is_published ? 1 : 0,
      is_featured: input.is_featured ? 1 : 0,
      sort_order: input.sort_order,
    };
  }

  async createProject(input: ProjectWrite): Promise<number> {
    const now = new Date().toISOString();
    return insertId(
      this.db,
      this.db
        .insertInto('projects')
        .values({ ...this.columns(input), seed_key: input.seed_key ?? null, created_at: now, updated_at: now }),
    );
  }

  async updateProject(id: number, input: ProjectWrite): Promise<void> {
    await this.db
      .updateTable('projects')
      .set({ ...this.columns(input), updated_at: new Date().toISOString() })
      .where('id', '=', id)
      .execute();
  }

  async deleteProjects(ids: number[]): Promise<number> {
    const result = await this.db.deleteFrom('projects').where('id', 'in', ids).executeTakeFirst();
    return Number(result.numDeletedRows);
  }

  async setProjectFlag(ids: number[], column: 'is_published' | 'is_featured', value: boolean): Promise<number> {
    const result = await this.db
      .updateTable('projects')
      .set({ [column]: value ? 1 : 0, updated_at: new Date().toISOString() })
      .where('id', 'in', ids)
      .executeTakeFirst();
    return Number(result.numUpdatedRows);
  }

  async projectCounts(): Promise<{ projects: number; active: number; featured: number }> {
    const row = await this.db
      .selectFrom('projects')
      .select((eb) => [
        eb.fn.countAll<number>().as('projects'),
        eb.fn.sum<number>('is_published').as('active'),
        eb.fn.sum<number>('is_featured').as('featured'),
      ])
      .executeTakeFirst();
    return {
      projects: Number(row?.projects ?? 0),
      active: Number(row?.active ?? 0),
      featured: Number(row?.featured ?? 0),
    };
  }

  async seededProjectKeys(): Promise<Set<string>> {
    const rows = await this.db.selectFrom('projects').select('seed_key').where('seed_key', 'is not', null).execute();
    return new Set(rows.map((row) => row.seed_key as string));
  }
}
