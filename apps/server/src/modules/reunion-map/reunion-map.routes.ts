import { reunionMapEndpoints, type ReunionMap } from '@site/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpointRoutes } from '../../lib/endpoint.js';
import { tileProbe, type TileProbeOptions } from './tile-probe.js';

export interface ReunionMapRoutesOptions {
  /** The configured tile server (config.mapTiles), or null for none. */
  tiles: { url: string; attribution: string } | null;
  probe?: TileProbeOptions;
}

/** Leaflet's limits for the reunion map's tiles. */
const MAX_ZOOM = 18;
const TILE_SIZE = 256;

/** `GET /api/reunion/map`: the tile server is offered to the browser only while the server reaches it. */
export const reunionMapRoutes: FastifyPluginAsyncZod<ReunionMapRoutesOptions> = async (app, options) => {
  const { tiles } = options;
  const reachable = tiles ? tileProbe(tiles.url, options.probe) : null;
  const route = endpointRoutes(app, reunionMapEndpoints);
  route('config', async (): Promise<{ data: ReunionMap }> => {
    const up = tiles && reachable ? await reachable() : false;
    return {
      data: {
        tiles:
          up && tiles
            ? { url: tiles.url, attribution: tiles.attribution, max_zoom: MAX_ZOOM, tile_size: TILE_SIZE }
            : null,
      },
    };
  });
};
