import { z } from 'zod';

/** Raster tiles the reunion map draws over its own base map (a Leaflet URL template with {z}/{x}/{y}). */
export const mapTilesSchema = z.object({
  url: z.string(),
  /** The provider's attribution, plain text (shown as text, never as markup). */
  attribution: z.string(),
  max_zoom: z.number().int().positive(),
  tile_size: z.number().int().positive(),
});

/**
 * `GET /api/reunion/map`: how the reunion map is drawn. `tiles` is null when no tile server is configured
 * or the server could not reach it lately; the map then shows its offline base map alone.
 */
export const reunionMapResponseSchema = z.object({
  data: z.object({ tiles: mapTilesSchema.nullable() }),
});

export type MapTiles = z.infer<typeof mapTilesSchema>;
export type ReunionMap = z.infer<typeof reunionMapResponseSchema>['data'];
