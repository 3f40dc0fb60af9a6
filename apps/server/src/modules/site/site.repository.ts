import type { Db } from '../../db/database.js';

/** All SQL on site_settings. Values are stored JSON-encoded. */
export class SiteRepository {
  constructor(private readonly db: Db) {}

  async getMany(keys: readonly string[]): Promise<Map<string, unknown>> {
    if (keys.length === 0) return new Map();
    const rows = await this.db.selectFrom('site_settings').select(['key', 'value']).where('key', 'in', keys).execute();
    return new Map(rows.map((row) => [row.key, JSON.parse(row.value) as unknown]));
  }

  /** Inserts the settings that do not exist yet and leaves existing ones untouched; returns the keys inserted. */
  async insertMissing(values: Record<string, unknown>): Promise<string[]> {
    const existing = await this.getMany(Object.keys(values));
    const now = new Date().toISOString();
    const rows = Object.entries(values)
      .filter(([key]) => !existing.has(key))
      .map(([key, value]) => ({ key, value: JSON.stringify(value), updated_at: now }));
    if (rows.length > 0) await this.db.insertInto('site_settings').values(rows).execute();
    return rows.map((r) => r.key);
  }

  /** Writes settings (insert or replace), all in one transaction. */
  async setMany(values: Record<string, unknown>): Promise<void> {
    const now = new Date().toISOString();
    await this.db.transaction().execute(async (trx) => {
      for (const [key, value] of Object.entries(values)) {
        const json = JSON.stringify(value);
        const result = await trx
          .updateTable('site_settings')
          .set({ value: json, updated_at: now })
          .where('key', '=', key)
          .executeTakeFirst();
        if (Number(result.numUpdatedRows) === 0) {
          await trx.insertInto('site_settings').values({ key, value: json, updated_at: now }).execute();
        }
      }
    });
  }
}
