import { z } from 'zod';
import { localized } from './portfolio.js';
import { listQueryFields } from './query.js';
import { bulkActionOf, categoryKeySchema, colourCodeSchema, countsSchema } from './schema-parts.js';

export const adminMediaCategorySchema = z
  .object({
    id: z.number().int(),
    key: z.string(),
    names: z.record(z.string(), z.string()),
    descriptions: z.record(z.string(), z.string()),
    color_code: z.string(),
    icon: z.string(),
    sort_order: z.number().int(),
    is_active: z.boolean(),
    media_count: z.number().int(),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: 'AdminMediaCategory' });

/** Icons a media category may use (drawn by the web app; a closed list keeps markup out of the data). */
export const MEDIA_CATEGORY_ICONS = [
  'camera',
  'film',
  'music',
  'mic',
  'map',
  'code',
  'star',
  'heart',
  'book',
  'briefcase',
  'globe',
  'image',
] as const;

export const mediaCategoryInputSchema = z
  .object({
    key: categoryKeySchema,
    names: localized(z.string().trim().min(1).max(80)),
    descriptions: z
      .record(z.string(), z.string().trim().max(500))
      .default({})
      .transform((value) => Object.fromEntries(Object.entries(value).filter(([, text]) => text !== ''))),
    color_code: colourCodeSchema,
    icon: z.enum(MEDIA_CATEGORY_ICONS),
    sort_order: z.number().int().min(0).max(100_000).default(0),
    is_active: z.boolean().default(true),
  })
  .meta({ id: 'MediaCategorySave' });

export const mediaCategoryListQuerySchema = z.object(listQueryFields(50));

export const MEDIA_CATEGORY_BULK_ACTIONS = ['activate', 'deactivate', 'delete'] as const;
export const mediaCategoryBulkActionSchema = bulkActionOf(MEDIA_CATEGORY_BULK_ACTIONS, 'Select at least one category.');

export const mediaCategoryStatsSchema = countsSchema(['total', 'active', 'with_media', 'empty']);

export type AdminMediaCategory = z.infer<typeof adminMediaCategorySchema>;

export type MediaCategoryInput = z.input<typeof mediaCategoryInputSchema>;

export type MediaCategoryStats = z.infer<typeof mediaCategoryStatsSchema>;

export type MediaCategoryIcon = (typeof MEDIA_CATEGORY_ICONS)[number];
