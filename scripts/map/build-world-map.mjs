#!/usr/bin/env node
// `node scripts/map/build-world-map.mjs`: writes the world map of the game theory of nations
// (apps/web/src/features/game-theory/map/world-map.data.ts) and the nations' codes and English names
// (country-codes.data.ts beside it). The map is projected here, so that the browser draws SVG paths and needs
// no geographic library: Equal Earth, coordinates rounded to a grid of GRID_WIDTH units across.
//
// Sources: Natural Earth 1:50m admin-0 countries (public domain) through world-atlas (ISC); the nations, their
// reference points and the sea links from @site/game-theory (world-countries, ODbL 1.0); English names from
// i18n-iso-countries (MIT).
//
// The rules:
// - A nation's shape is its Natural Earth feature, simplified on the topology (so that shared borders stay
//   shared); Somaliland and Northern Cyprus are drawn as part of Somalia and Cyprus (the UN's view, as in the
//   engine), merged into one shape with them. Rings smaller than MIN_RING_AREA are dropped, except each nation's largest.
// - Land that is not one of the 195 nations (Taiwan, Western Sahara, Greenland, Kosovo, the dependencies…) is one
//   grey background path, without its rings under MIN_RING_AREA. Antarctica is left out, and the map is cut just
//   below the southernmost land it draws.
// - A nation without a 1:50m shape (Tuvalu), or whose largest ring is less than DOT_BELOW across, also gets a dot
//   at its reference point, so that it can be seen and clicked.
// - Each nation has a label point (the pole of inaccessibility of its largest ring, or its dot) and a box.
// - Sea links: the projected closest points of the two nations; a link across the antimeridian (New Zealand's
//   Tokelau to Tuvalu) becomes two pieces, each from its nation to the map's edge. A link always ends on its
//   nation's land: where that land was too small to keep, a small diamond marks it.
// - Natural Earth leaves the Paracel Islands out and has no Spratly Islands at 1:50m: both archipelagos are
//   Vietnam's (Hoàng Sa, Trường Sa) and are drawn as part of Vietnam's path, one small diamond per main island,
//   from the hand-entered positions of scripts/map/build-base-map.mjs.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { geoEqualEarth, geoPath } from 'd3-geo';
import * as prettier from 'prettier';
import { feature, merge } from 'topojson-client';
import { presimplify, simplify, sphericalTriangleArea } from 'topojson-simplify';
import { NATION_RECORDS, SEA_LINK_RECORDS } from '../../packages/game-theory/src/nations.data.ts';
import { ARCHIPELAGOS } from './vietnam-archipelagos.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const outDir = path.join(root, 'apps/web/src/features/game-theory/map');
const readJson = (file) => JSON.parse(fs.readFileSync(path.join(root, 'node_modules', file), 'utf8'));

/** The map's width in grid units; coordinates are integers of this grid. */
const GRID_WIDTH = 4000;
/** One unit of the brief's 1000-wide map, in grid units: the thresholds below are given in those. */
const UNIT = GRID_WIDTH / 1000;
/** Simplification: vertices whose effective triangle is smaller than this many square units are removed. */
const SIMPLIFY_AREA = 0.02 * UNIT * UNIT;
/** Rings smaller than this (square grid units) are dropped, except a nation's largest. */
const MIN_RING_AREA = 0.2 * UNIT * UNIT;
/** A nation whose largest ring is less than this across (grid units) also gets a dot. */
const DOT_BELOW = 6 * UNIT;
/** Half the diagonal of an island's diamond in Vietnam's archipelagos (grid units). */
const ISLAND_RADIUS = 0.6 * UNIT;
/** How near (grid units) a sea link's end must be to a nation's drawn land to need no mark of its own. */
const LINK_SLACK = 1 * UNIT;
/** Grid units left around the land drawn. */
const MARGIN = 4 * UNIT;
/** Natural Earth features without an ISO id that belong, in the UN's view, to a nation of the set. */
const UNNAMED_PARTS = { Somaliland: '706', 'N. Cyprus': '196' };
const ANTARCTICA = '010';
const VIETNAM = 'VNM';

// --- Geometry -----------------------------------------------------------------------------------------------

const topology = readJson('world-atlas/countries-50m.json');

// Equal Earth fitted to the grid's width; the vertical offset is set once the land's extent is known.
const projection = geoEqualEarth().fitWidth(GRID_WIDTH, { type: 'Sphere' });
// An equal-area projection: a spherical area maps to the same planar area anywhere, so the simplification
// threshold can be given in square grid units.
const unitsPerSteradian = geoPath(projection).area({ type: 'Sphere' }) / (4 * Math.PI);
const simplified = simplify(presimplify(topology, sphericalTriangleArea), SIMPLIFY_AREA / unitsPerSteradian);
const shapes = feature(simplified, simplified.objects.countries).features;

/** The projected rings of a feature (clipped at the antimeridian by d3), as float points. */
function projectedRings(geometry) {
  const rings = [];
  let ring = null;
  const context = {
    moveTo(x, y) {
      ring = [[x, y]];
      rings.push(ring);
    },
    lineTo(x, y) {
      ring.push([x, y]);
    },
    closePath() {},
    arc() {},
  };
  geoPath(projection, context)(geometry);
  return rings;
}

/** Rounds a ring to the grid, without repeated points; null when fewer than three distinct points remain. */
function gridRing(ring) {
  const out = [];
  for (const [x, y] of ring) {
    const p = [Math.round(x), Math.round(y)];
    const last = out[out.length - 1];
    if (!last || last[0] !== p[0] || last[1] !== p[1]) out.push(p);
  }
  while (out.length > 1 && out[0][0] === out[out.length - 1][0] && out[0][1] === out[out.length - 1][1]) out.pop();
  return out.length >= 3 ? out : null;
}

const ringArea = (ring) =>
  Math.abs(
    ring.reduce((sum, [x, y], i) => sum + x * ring[(i + 1) % ring.length][1] - ring[(i + 1) % ring.length][0] * y, 0),
  ) / 2;

function boxOf(points) {
  let [x0, y0, x1, y1] = [Infinity, Infinity, -Infinity, -Infinity];
  for (const [x, y] of points) {
    x0 = Math.min(x0, x);
    y0 = Math.min(y0, y);
    x1 = Math.max(x1, x);
    y1 = Math.max(y1, y);
  }
  return [x0, y0, x1, y1];
}

/** Keeps the rings of at least MIN_RING_AREA and always the largest one (the nation's main land). */
function keptRings(rings) {
  const grid = rings.map(gridRing).filter(Boolean);
  if (grid.length === 0) return [];
  const largest = grid.reduce((best, ring) => (ringArea(ring) > ringArea(best) ? ring : best));
  return grid.filter((ring) => ring === largest || ringArea(ring) >= MIN_RING_AREA);
}

/** SVG path data with relative moves: `M x y` then `l dx dy …z` per ring (short, and gzips well). */
function pathData(rings, dx = 0, dy = 0) {
  let d = '';
  let [cx, cy] = [0, 0];
  const pair = (a, b) => `${a}${b < 0 ? '' : ' '}${b}`;
  for (const ring of rings) {
    const [sx, sy] = [ring[0][0] + dx, ring[0][1] + dy];
    d += d === '' ? `M${pair(sx, sy)}` : `m${pair(sx - cx, sy - cy)}`;
    [cx, cy] = [sx, sy];
    let body = '';
    let [px, py] = [sx, sy];
    for (let i = 1; i < ring.length; i++) {
      const [x, y] = [ring[i][0] + dx, ring[i][1] + dy];
      const step = pair(x - px, y - py);
      body += body === '' || step.startsWith('-') ? step : ` ${step}`;
      [px, py] = [x, y];
    }
    d += `l${body}z`;
  }
  return d;
}

/** Mapbox's polylabel: the point inside `ring` farthest from its edges, to `precision` grid units. */
function polylabel(ring, precision = 1) {
  const [x0, y0, x1, y1] = boxOf(ring);
  const distance = (x, y) => {
    let inside = false;
    let min = Infinity;
    for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
      const [ax, ay] = ring[i];
      const [bx, by] = ring[j];
      if (ay > y !== by > y && x < ((bx - ax) * (y - ay)) / (by - ay) + ax) inside = !inside;
      let [px, py, ex, ey] = [ax, ay, bx - ax, by - ay];
      if (ex !== 0 || ey !== 0) {
        const t = ((x - ax) * ex + (y - ay) * ey) / (ex * ex + ey * ey);
        if (t > 1) [px, py] = [bx, by];
        else if (t > 0) [px, py] = [ax + ex * t, ay + ey * t];
      }
      min = Math.min(min, (x - px) ** 2 + (y - py) ** 2);
    }
    return (inside ? 1 : -1) * Math.sqrt(min);
  };
  const cell = (x, y, h) => {
    const d = distance(x, y);
    return { x, y, h, d, max: d + h * Math.SQRT2 };
  };
  const size = Math.min(x1 - x0, y1 - y0);
  if (size === 0) return [x0, y0];
  const queue = [];
  for (let x = x0; x < x1; x += size)
    for (let y = y0; y < y1; y += size) queue.push(cell(x + size / 2, y + size / 2, size / 2));
  let best = cell((x0 + x1) / 2, (y0 + y1) / 2, 0);
  while (queue.length) {
    queue.sort((a, b) => a.max - b.max);
    const c = queue.pop();
    if (c.d > best.d) best = c;
    if (c.max - best.d <= precision) continue;
    const h = c.h / 2;
    queue.push(
      cell(c.x - h, c.y - h, h),
      cell(c.x + h, c.y - h, h),
      cell(c.x - h, c.y + h, h),
      cell(c.x + h, c.y + h, h),
    );
  }
  return [best.x, best.y];
}

// --- Nations and background ---------------------------------------------------------------------------------

const byCcn3 = new Map(NATION_RECORDS.map((n) => [n.ccn3, n]));
const ringsByNation = new Map(NATION_RECORDS.map((n) => [n.cca3, []]));
const backgroundRings = [];
const partsByNation = new Map();
for (const geometry of simplified.objects.countries.geometries) {
  const id = geometry.id ?? UNNAMED_PARTS[geometry.properties?.name];
  const nation = byCcn3.get(id);
  if (nation) partsByNation.set(nation.cca3, [...(partsByNation.get(nation.cca3) ?? []), geometry]);
}
// A nation drawn from several features (Somalia with Somaliland, Cyprus with Northern Cyprus) is merged into one
// shape, so that no border is drawn inside it.
for (const [cca3, parts] of partsByNation) ringsByNation.get(cca3).push(...projectedRings(merge(simplified, parts)));
for (const shape of shapes) {
  const id = shape.id ?? UNNAMED_PARTS[shape.properties?.name];
  if (id === ANTARCTICA || !shape.geometry || byCcn3.has(id)) continue;
  const rings = projectedRings(shape);
  backgroundRings.push(...rings.map(gridRing).filter((ring) => ring && ringArea(ring) >= MIN_RING_AREA));
}

const project = ([lng, lat]) => projection([lng, lat]);
/** A small island as a diamond around a projected point, on the grid. */
const diamond = ([x, y]) =>
  [
    [x, y - ISLAND_RADIUS],
    [x + ISLAND_RADIUS, y],
    [x, y + ISLAND_RADIUS],
    [x - ISLAND_RADIUS, y],
  ].map((point) => point.map(Math.round));
const islands = Object.values(ARCHIPELAGOS)
  .flatMap((archipelago) => archipelago.islands)
  .map((point) => diamond(project(point)));

// Where each sea link touches its nations (projected, on the grid), to keep those bits of land on the map.
const linkEnds = new Map(NATION_RECORDS.map((n) => [n.cca3, []]));
for (const link of SEA_LINK_RECORDS) {
  linkEnds.get(link.a).push(project(link.from).map(Math.round));
  linkEnds.get(link.b).push(project(link.to).map(Math.round));
}
const marked = [];

const nations = NATION_RECORDS.map((n) => {
  const rings = keptRings(ringsByNation.get(n.cca3));
  if (n.cca3 === VIETNAM) rings.push(...islands);
  // A sea link ends on its nation's land: where that land was too small to keep, a diamond marks it.
  for (const end of linkEnds.get(n.cca3)) {
    if (!n.shape50m) continue;
    const onLand = rings.some((ring) => {
      const [x0, y0, x1, y1] = boxOf(ring);
      return (
        end[0] >= x0 - LINK_SLACK && end[0] <= x1 + LINK_SLACK && end[1] >= y0 - LINK_SLACK && end[1] <= y1 + LINK_SLACK
      );
    });
    if (!onLand) {
      rings.push(diamond(end));
      marked.push(n.cca3);
    }
  }
  const largest = rings.length ? rings.reduce((best, ring) => (ringArea(ring) > ringArea(best) ? ring : best)) : null;
  const [lx0, ly0, lx1, ly1] = largest ? boxOf(largest) : [0, 0, 0, 0];
  const reference = project([n.lng, n.lat]).map(Math.round);
  const dot = !largest || Math.max(lx1 - lx0, ly1 - ly0) < DOT_BELOW ? reference : null;
  const label = dot ?? polylabel(largest).map(Math.round);
  return { cca3: n.cca3, cca2: n.cca2, rings, dot, label };
});

// The map's extent: all the land drawn, and the dots; the grid is shifted so that it starts at the margin.
const extent = boxOf([
  ...backgroundRings.flat(),
  ...nations.flatMap((n) => [...n.rings.flat(), ...(n.dot ? [n.dot] : [])]),
]);
const [shiftX, shiftY] = [MARGIN - extent[0], MARGIN - extent[1]];
const width = extent[2] - extent[0] + 2 * MARGIN;
const height = extent[3] - extent[1] + 2 * MARGIN;
const shift = ([x, y]) => [x + shiftX, y + shiftY];

const mapNations = nations.map((n) => {
  const points = [...n.rings.flat(), ...(n.dot ? [n.dot] : [])];
  return {
    cca3: n.cca3,
    d: pathData(n.rings, shiftX, shiftY),
    label: shift(n.label),
    box: [...shift(boxOf(points).slice(0, 2)), ...shift(boxOf(points).slice(2))],
    dot: n.dot ? shift(n.dot) : null,
  };
});

// --- Sea links ----------------------------------------------------------------------------------------------

const gridPoint = (lngLat) => shift(project(lngLat).map(Math.round));
const seaLinks = SEA_LINK_RECORDS.map((link) => {
  const [from, to] = [link.from, link.to];
  if (Math.abs(from[0] - to[0]) <= 180)
    return { a: link.a, b: link.b, pieces: [[...gridPoint(from), ...gridPoint(to)]] };
  // Across the antimeridian: each end runs to the edge, where the straight line in longitude crosses ±180°.
  const toLng = to[0] + (from[0] < 0 ? -360 : 360);
  const edge = from[0] < 0 ? -180 : 180;
  const t = (edge - from[0]) / (toLng - from[0]);
  const lat = from[1] + (to[1] - from[1]) * t;
  const inside = 1e-6;
  return {
    a: link.a,
    b: link.b,
    pieces: [
      [...gridPoint(from), ...gridPoint([edge - Math.sign(edge) * inside, lat])],
      [...gridPoint(to), ...gridPoint([-edge + Math.sign(edge) * inside, lat])],
    ],
  };
});

// --- Output -------------------------------------------------------------------------------------------------

const english = readJson('i18n-iso-countries/langs/en.json').countries;
const englishName = (cca2) => {
  const name = english[cca2];
  if (!name) throw new Error(`no English name for ${cca2}`);
  return Array.isArray(name) ? name[0] : name;
};
const versions = ['world-atlas', 'i18n-iso-countries'].map((p) => `${p} ${readJson(`${p}/package.json`).version}`);

const header = `// Generated by scripts/map/build-world-map.mjs (${versions.join(', ')}). Do not edit by hand:
// run \`node scripts/map/build-world-map.mjs\`.`;

const mapSource = `${header}
// Natural Earth 1:50m (public domain) through world-atlas (ISC), projected with Equal Earth; nations, reference
// points and sea links from @site/game-theory (world-countries, ODbL 1.0). Paths are in grid units of MAP_WIDTH.
import type { MapNation, MapSeaLink } from './world-map.types';

export const MAP_WIDTH = ${width};
export const MAP_HEIGHT = ${height};
/** The grid units of one unit of a 1000-wide map (dot sizes and strokes are given in those). */
export const MAP_UNIT = ${UNIT};

/** Land that is not one of the nations (Taiwan, Western Sahara, Greenland, Kosovo, dependencies), grey. */
export const BACKGROUND_PATH =
  ${JSON.stringify(pathData(backgroundRings, shiftX, shiftY))};

/** Where Vietnam's archipelagos lie (Hoàng Sa, Trường Sa): their islands are part of Vietnam's path. */
export const VIETNAM_ARCHIPELAGOS = ${JSON.stringify(
  Object.fromEntries(Object.entries(ARCHIPELAGOS).map(([key, { label }]) => [key, gridPoint(label)])),
)} as const;

/** The 195 nations, sorted by cca3 (as NATIONS in @site/game-theory). */
export const MAP_NATIONS: readonly MapNation[] = ${JSON.stringify(mapNations)};

/** The sea links, as SEA_LINK_RECORDS: one piece, or two to the map's edges across the antimeridian. */
export const MAP_SEA_LINKS: readonly MapSeaLink[] = ${JSON.stringify(seaLinks)};
`;

const codesSource = `${header}
// Codes from @site/game-theory; English names: i18n-iso-countries' first (official) English name.

/** cca3 → [cca2, English name] of the 195 nations: names in English at once, other languages by cca2. */
export const NATION_CODES: Readonly<Record<string, readonly [cca2: string, english: string]>> = ${JSON.stringify(
  Object.fromEntries(NATION_RECORDS.map((n) => [n.cca3, [n.cca2, englishName(n.cca2)]])),
)};
`;

async function write(file, source) {
  const out = path.join(outDir, file);
  const options = await prettier.resolveConfig(out);
  const text = await prettier.format(source, { ...options, filepath: out });
  fs.mkdirSync(outDir, { recursive: true });
  fs.writeFileSync(out, text);
  return { out, text };
}

const { gzipSync } = await import('node:zlib');
const map = await write('world-map.data.ts', mapSource);
const codes = await write('country-codes.data.ts', codesSource);
const size = (text) =>
  `${(text.length / 1024).toFixed(1)} KiB, ${(gzipSync(text).length / 1024).toFixed(1)} KiB gzipped`;
const dots = mapNations.filter((n) => n.dot).map((n) => n.cca3);
const vertices = mapNations.reduce((sum, n) => sum + (n.d.match(/z/g)?.length ?? 0), 0);
process.stdout.write(
  [
    `${path.relative(root, map.out)}: ${size(map.text)}; ${width} × ${height} grid units`,
    `${path.relative(root, codes.out)}: ${size(codes.text)}`,
    `${mapNations.length} nations, ${dots.length} with a dot: ${dots.join(' ')}`,
    `${seaLinks.length} sea links; ends marked on land too small to keep: ${marked.join(' ') || 'none'}`,
    `${vertices} rings`,
  ].join('\n') + '\n',
);
