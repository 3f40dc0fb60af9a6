#!/usr/bin/env node
// `node packages/game-theory/scripts/build-nations.mjs`: writes src/nations.data.ts, the nations of the game and the
// links between them. The package never reads a file at run time: this module is committed.
//
// Sources (installed at the root as devDependencies):
// - world-countries (Mohammed Le Doze, ODbL 1.0): codes, reference point (latlng), UN membership, land borders;
// - world-atlas (Mike Bostock, ISC) = Natural Earth 1:50m and 1:110m admin-0 countries (public domain): outlines,
//   used here for sea distances and to record which nations have a shape at each scale.
//
// The rules (also in the package README):
// - Nations: the 193 UN member states and the 2 observer states (Holy See, Palestine). world-countries marks the
//   Holy See as a UN member; it is an observer and is listed as one.
// - Land neighbours: world-countries borders between two nations of the set, kept only when both list each other
//   (world-countries gives Sri Lanka a border with India that India does not list: there is none).
// - Distance between two nations: the great-circle distance between the closest vertices of their Natural Earth
//   1:50m outlines (overseas parts included: France reaches the Caribbean and the Indian Ocean), on a sphere of the
//   Earth's mean radius. A nation without an outline at 1:50m (Tuvalu) is its world-countries point. Somaliland and
//   Northern Cyprus, which Natural Earth draws apart, count as part of Somalia and Cyprus (the UN's view).
// - Every nation without a land neighbour is linked by sea to its SEA_NEIGHBOURS nearest nations.
// - Then, while the graph has more than one connected component, the closest pair of nations lying in different
//   components is linked, so that no nation is cut off.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as prettier from 'prettier';
import { feature } from 'topojson-client';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const out = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../src/nations.data.ts');
const readJson = (file) => JSON.parse(fs.readFileSync(path.join(root, 'node_modules', file), 'utf8'));

/** How many nearest nations a nation without land neighbours is linked to. */
const SEA_NEIGHBOURS = 3;
/** The Earth's mean radius (IUGG), in km. */
const EARTH_RADIUS_KM = 6371.0088;
const OBSERVERS = ['PSE', 'VAT'];
/** Natural Earth shapes without an ISO code that belong, in the UN's view, to a nation of the set. */
const UNNAMED_PARTS = { Somaliland: '706', 'N. Cyprus': '196' };

const countries = readJson('world-countries/countries.json');
const worldCountriesVersion = readJson('world-countries/package.json').version;
const worldAtlasVersion = readJson('world-atlas/package.json').version;

// The nations.
const members = countries.filter((c) => c.unMember && !OBSERVERS.includes(c.cca3));
if (members.length !== 193) throw new Error(`expected 193 UN members, found ${members.length}`);
const observers = OBSERVERS.map((code) => countries.find((c) => c.cca3 === code));
const chosen = [...members, ...observers].sort((a, b) => (a.cca3 < b.cca3 ? -1 : 1));
const codes = new Set(chosen.map((c) => c.cca3));
const byCode = new Map(chosen.map((c) => [c.cca3, c]));

// Land neighbours: both sides must list the border.
const land = new Map(chosen.map((c) => [c.cca3, []]));
const oneSided = [];
for (const c of chosen) {
  for (const other of c.borders) {
    if (!codes.has(other)) continue;
    if (byCode.get(other).borders.includes(c.cca3)) land.get(c.cca3).push(other);
    else oneSided.push(`${c.cca3}→${other}`);
  }
}
for (const list of land.values()) list.sort();

// Outlines: unit vectors of every vertex, per nation, from the 1:50m shapes.
function shapesOf(scale) {
  const topology = readJson(`world-atlas/countries-${scale}.json`);
  const shapes = new Map();
  for (const f of feature(topology, topology.objects.countries).features) {
    const id = f.id ?? UNNAMED_PARTS[f.properties?.name];
    if (!id || !f.geometry) continue;
    const polygons = f.geometry.type === 'Polygon' ? [f.geometry.coordinates] : f.geometry.coordinates;
    const list = shapes.get(id) ?? [];
    for (const polygon of polygons) for (const ring of polygon) for (const point of ring) list.push(point);
    shapes.set(id, list);
  }
  return shapes;
}
const shapes50 = shapesOf('50m');
const shapes110 = shapesOf('110m');
const rad = Math.PI / 180;
const unit = ([lng, lat]) => [
  Math.cos(lat * rad) * Math.cos(lng * rad),
  Math.cos(lat * rad) * Math.sin(lng * rad),
  Math.sin(lat * rad),
];

/** Per nation: its vertices (lon/lat and xyz), and a bounding cap (centre, angular radius) for pruning. */
const outlines = chosen.map((c) => {
  const points = shapes50.get(c.ccn3) ?? [[c.latlng[1], c.latlng[0]]];
  const xyz = new Float64Array(points.length * 3);
  let cx = 0;
  let cy = 0;
  let cz = 0;
  points.forEach((p, i) => {
    const [x, y, z] = unit(p);
    xyz[3 * i] = x;
    xyz[3 * i + 1] = y;
    xyz[3 * i + 2] = z;
    cx += x;
    cy += y;
    cz += z;
  });
  const norm = Math.hypot(cx, cy, cz) || 1;
  const centre = [cx / norm, cy / norm, cz / norm];
  let radius = 0;
  for (let i = 0; i < points.length; i++) {
    const dot = centre[0] * xyz[3 * i] + centre[1] * xyz[3 * i + 1] + centre[2] * xyz[3 * i + 2];
    radius = Math.max(radius, Math.acos(Math.min(1, Math.max(-1, dot))));
  }
  return { points, xyz, centre, radius };
});

const angleBetween = (a, b) => Math.acos(Math.min(1, Math.max(-1, a[0] * b[0] + a[1] * b[1] + a[2] * b[2])));
/** A lower bound of the angle between two outlines, from their caps. */
const lowerBound = (i, j) =>
  Math.max(0, angleBetween(outlines[i].centre, outlines[j].centre) - outlines[i].radius - outlines[j].radius);

const exact = new Map();
/** The angle between the closest vertices of two outlines, and those vertices. */
function closest(i, j) {
  const key = i < j ? `${i},${j}` : `${j},${i}`;
  const known = exact.get(key);
  if (known) return i < j ? known : { angle: known.angle, from: known.to, to: known.from };
  const a = outlines[i].xyz;
  const b = outlines[j].xyz;
  let best = -2;
  let bestA = 0;
  let bestB = 0;
  for (let p = 0; p < a.length; p += 3) {
    const x = a[p];
    const y = a[p + 1];
    const z = a[p + 2];
    for (let q = 0; q < b.length; q += 3) {
      const dot = x * b[q] + y * b[q + 1] + z * b[q + 2];
      if (dot > best) {
        best = dot;
        bestA = p / 3;
        bestB = q / 3;
      }
    }
  }
  const result = {
    angle: Math.acos(Math.min(1, best)),
    from: outlines[i].points[bestA],
    to: outlines[j].points[bestB],
  };
  exact.set(key, i < j ? result : { angle: result.angle, from: result.to, to: result.from });
  return result;
}

/** The `count` nearest nations to i among `candidates`, closest first (ties by code). */
function nearest(i, candidates, count) {
  const ordered = candidates.map((j) => ({ j, bound: lowerBound(i, j) })).sort((x, y) => x.bound - y.bound);
  const found = [];
  for (const { j, bound } of ordered) {
    if (found.length >= count && bound > found[count - 1].angle) break;
    found.push({ j, ...closest(i, j) });
    found.sort((x, y) => x.angle - y.angle || x.j - y.j);
  }
  return found.slice(0, count);
}

const indexOf = new Map(chosen.map((c, i) => [c.cca3, i]));
const adjacency = chosen.map((c) => new Set(land.get(c.cca3).map((code) => indexOf.get(code))));
const seaLinks = [];
const km = (angle) => Math.round(angle * EARTH_RADIUS_KM);
const roundPoint = ([lng, lat]) => [Math.round(lng * 100) / 100, Math.round(lat * 100) / 100];
function link(i, j, found, reason) {
  if (adjacency[i].has(j)) return;
  adjacency[i].add(j);
  adjacency[j].add(i);
  const [a, b] = i < j ? [i, j] : [j, i];
  const { from, to } = i < j ? found : { from: found.to, to: found.from };
  seaLinks.push({
    a: chosen[a].cca3,
    b: chosen[b].cca3,
    km: km(found.angle),
    reason,
    from: roundPoint(from),
    to: roundPoint(to),
  });
}

// Nations without land neighbours: their nearest nations.
const all = chosen.map((_, i) => i);
for (const i of all) {
  if (land.get(chosen[i].cca3).length > 0) continue;
  for (const found of nearest(
    i,
    all.filter((j) => j !== i),
    SEA_NEIGHBOURS,
  ))
    link(i, found.j, found, 'nearest');
}

// Components: link the closest pair of nations in different components until there is one.
function components() {
  const label = new Array(chosen.length).fill(-1);
  let count = 0;
  for (const start of all) {
    if (label[start] >= 0) continue;
    const stack = [start];
    label[start] = count;
    while (stack.length) {
      for (const next of adjacency[stack.pop()]) {
        if (label[next] >= 0) continue;
        label[next] = count;
        stack.push(next);
      }
    }
    count++;
  }
  return { label, count };
}
const bridges = [];
for (let parts = components(); parts.count > 1; parts = components()) {
  const pairs = [];
  for (const i of all)
    for (const j of all) if (i < j && parts.label[i] !== parts.label[j]) pairs.push({ i, j, bound: lowerBound(i, j) });
  pairs.sort((x, y) => x.bound - y.bound);
  let best = null;
  for (const { i, j, bound } of pairs) {
    if (best && bound > best.angle) break;
    const found = closest(i, j);
    if (!best || found.angle < best.angle) best = { i, j, ...found };
  }
  link(best.i, best.j, best, 'bridge');
  bridges.push(
    `${chosen[best.i].cca3}–${chosen[best.j].cca3} (${km(best.angle)} km, ${parts.count} components before)`,
  );
}

seaLinks.sort((x, y) => (x.a === y.a ? (x.b < y.b ? -1 : 1) : x.a < y.a ? -1 : 1));
const sea = new Map(chosen.map((c) => [c.cca3, []]));
for (const l of seaLinks) {
  sea.get(l.a).push(l.b);
  sea.get(l.b).push(l.a);
}
for (const list of sea.values()) list.sort();

const round = (value) => Math.round(value * 1000) / 1000;
const nations = chosen.map((c) => ({
  cca3: c.cca3,
  cca2: c.cca2,
  ccn3: c.ccn3,
  name: c.name.common,
  lat: round(c.latlng[0]),
  lng: round(c.latlng[1]),
  status: c.unMember && c.cca3 !== 'VAT' ? 'member' : 'observer',
  land: land.get(c.cca3),
  sea: sea.get(c.cca3),
  shape50m: shapes50.has(c.ccn3),
  shape110m: shapes110.has(c.ccn3),
}));

const source = `// Generated by scripts/build-nations.mjs from world-countries ${worldCountriesVersion} (© Mohammed Le Doze, ODbL 1.0)
// and world-atlas ${worldAtlasVersion} (Natural Earth 1:50m and 1:110m, public domain). Do not edit by hand: run
// \`node packages/game-theory/scripts/build-nations.mjs\` (the rules are in that script and in the README).
// This data is a derivative database of world-countries and is made available under the ODbL 1.0 too.
import type { NationRecord, SeaLinkRecord } from './nations.types.js';

/** How many nearest nations a nation without land neighbours is linked to by sea. */
export const SEA_NEIGHBOURS = ${SEA_NEIGHBOURS};

export const NATION_RECORDS: readonly NationRecord[] = ${JSON.stringify(nations)};

export const SEA_LINK_RECORDS: readonly SeaLinkRecord[] = ${JSON.stringify(seaLinks)};
`;
const options = await prettier.resolveConfig(out);
fs.writeFileSync(out, await prettier.format(source, { ...options, filepath: out }));

const noShape = nations.filter((n) => !n.shape50m).map((n) => n.cca3);
const noShape110 = nations.filter((n) => !n.shape110m).map((n) => n.cca3);
const landLinks = [...land.values()].reduce((sum, l) => sum + l.length, 0) / 2;
process.stdout.write(
  [
    `${nations.length} nations (${members.length} UN members, ${observers.length} observers) → ${path.relative(root, out)}`,
    `land links: ${landLinks}; one-sided borders left out: ${oneSided.join(', ') || 'none'}`,
    `sea links: ${seaLinks.length} (${seaLinks.filter((l) => l.reason === 'nearest').length} nearest, ${bridges.length} bridges)`,
    ...bridges.map((b) => `  bridge ${b}`),
    `without a 1:50m shape: ${noShape.join(', ') || 'none'}`,
    `without a 1:110m shape: ${noShape110.join(', ')}`,
    '',
  ].join('\n'),
);
