#!/usr/bin/env node
// `node scripts/map/build-base-map.mjs`: writes the reunion map's offline base map
// (apps/web/src/features/reunion/map/base-map.json), the outlines the map draws with no tile server.
//
// Source: Natural Earth 1:10m (Vietnam) and 1:50m (its neighbours), public domain, through the world-atlas
// package (ISC). Vietnam's outline is simplified on the topology, so that its land borders stay shared
// with its neighbours' outlines; the neighbours are cut to the region the map shows.
//
// Natural Earth leaves the Paracel Islands out and gives the Spratly Islands as a territory of their own:
// both archipelagos are Vietnam's (Hoàng Sa, Trường Sa), and are drawn here from the positions of their
// main islands, entered by hand (approximate to about 0.01°), as part of Vietnam.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { geoIdentity } from 'd3-geo';
import { geoProject } from 'd3-geo-projection';
import { feature } from 'topojson-client';
import { presimplify, simplify, sphericalTriangleArea } from 'topojson-simplify';
import { ARCHIPELAGOS } from './vietnam-archipelagos.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const out = path.join(root, 'apps/web/src/features/reunion/map/base-map.json');
const atlas = (scale) =>
  JSON.parse(fs.readFileSync(path.join(root, `node_modules/world-atlas/countries-${scale}.json`)));

const VIETNAM = '704';
/** The neighbours the map shows around Vietnam (ISO 3166 numeric), cut to REGION. */
const NEIGHBOURS = [
  '156',
  '418',
  '116',
  '764',
  '104',
  '608',
  '458',
  '360',
  '096',
  '158',
  '356',
  '050',
  '064',
  '524',
  '626',
];
/** West, south, east, north (degrees): the map's bounds (it pans no further), so no edge of the cut shows. */
export const REGION = [84, -6, 131, 36];

/** Rounds every coordinate to `digits` decimals (0.001° ≈ 110 m, 0.01° ≈ 1.1 km). */
function rounded(geometry, digits) {
  const f = 10 ** digits;
  const round = (value) => (typeof value[0] === 'number' ? value.map((n) => Math.round(n * f) / f) : value.map(round));
  return { type: geometry.type, coordinates: round(geometry.coordinates) };
}

/** Drops rings smaller than `minArea` square degrees (islets that would be a dot). */
function withoutSpecks(geometry, minArea) {
  const area = (ring) =>
    Math.abs(
      ring.reduce((sum, [x, y], i) => {
        const [nx, ny] = ring[(i + 1) % ring.length];
        return sum + x * ny - nx * y;
      }, 0),
    ) / 2;
  const polygons = geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates;
  const kept = polygons.filter((polygon) => polygon[0] && area(polygon[0]) >= minArea);
  return { type: 'MultiPolygon', coordinates: kept };
}

function vietnam() {
  const topology = structuredClone(atlas('10m'));
  topology.objects.countries.geometries = topology.objects.countries.geometries.filter((g) => g.id === VIETNAM);
  const simple = simplify(presimplify(topology, sphericalTriangleArea), 3e-8);
  const [country] = feature(simple, simple.objects.countries).features;
  return rounded(withoutSpecks(country.geometry, 0.0004), 3);
}

function neighbours() {
  // Context only: simplified further than Vietnam (on the topology, so that their shared borders stay shared).
  const topology = simplify(presimplify(atlas('50m'), sphericalTriangleArea), 4e-7);
  const cut = geoIdentity().clipExtent([
    [REGION[0], REGION[1]],
    [REGION[2], REGION[3]],
  ]);
  return feature(topology, topology.objects.countries)
    .features.filter((f) => NEIGHBOURS.includes(f.id))
    .map((f) => {
      const clipped = geoProject(f, cut);
      return clipped.geometry ? { id: f.id, geometry: rounded(withoutSpecks(clipped.geometry, 0.03), 2) } : null;
    })
    .filter((f) => f && f.geometry.coordinates.length > 0);
}

const features = [
  { type: 'Feature', properties: { kind: 'country', id: VIETNAM, vietnam: true }, geometry: vietnam() },
  ...neighbours().map(({ id, geometry }) => ({
    type: 'Feature',
    properties: { kind: 'country', id, vietnam: false },
    geometry,
  })),
  ...Object.entries(ARCHIPELAGOS).map(([key, { label, islands }]) => ({
    type: 'Feature',
    properties: { kind: 'archipelago', key, label, vietnam: true },
    geometry: { type: 'MultiPoint', coordinates: islands },
  })),
];

const json = JSON.stringify({
  type: 'FeatureCollection',
  attribution: 'Natural Earth (public domain), via world-atlas',
  features,
});
fs.writeFileSync(out, json + '\n');
console.log(`${path.relative(root, out)}: ${(json.length / 1024).toFixed(1)} KiB`);
