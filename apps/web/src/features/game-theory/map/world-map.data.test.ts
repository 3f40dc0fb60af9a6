import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { NATIONS, SEA_LINKS } from '@site/game-theory';
import { describe, expect, it } from 'vitest';
import { NATION_CODES } from './country-codes.data';
import {
  BACKGROUND_PATH,
  MAP_HEIGHT,
  MAP_NATIONS,
  MAP_SEA_LINKS,
  MAP_UNIT,
  MAP_WIDTH,
  VIETNAM_ARCHIPELAGOS,
} from './world-map.data';
import type { GridPoint, MapNation } from './world-map.types';

/** The rings of path data written as `M x y l dx dy …z` (then `m` relative to the last ring's start). */
function rings(d: string): GridPoint[][] {
  const out: GridPoint[][] = [];
  let start: GridPoint = [0, 0];
  for (const [, command, args] of d.matchAll(/([MmLlZz])([^MmLlZz]*)/g)) {
    const numbers = (args!.match(/-?\d+(?:\.\d+)?/g) ?? []).map(Number);
    if (command === 'M' || command === 'm') {
      start = command === 'M' ? [numbers[0]!, numbers[1]!] : [start[0] + numbers[0]!, start[1] + numbers[1]!];
      out.push([start]);
    } else if (command === 'l') {
      const ring = out[out.length - 1]!;
      for (let i = 0; i < numbers.length; i += 2) {
        const [x, y] = ring[ring.length - 1]!;
        ring.push([x + numbers[i]!, y + numbers[i + 1]!]);
      }
    } else if (command !== 'z' && command !== 'Z') {
      throw new Error(`unexpected command ${command}`);
    }
  }
  return out;
}

function bounds(points: readonly GridPoint[]): [number, number, number, number] {
  const xs = points.map((p) => p[0]);
  const ys = points.map((p) => p[1]);
  return [Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)];
}

const byCode = new Map(MAP_NATIONS.map((nation) => [nation.cca3, nation]));
const nation = (cca3: string): MapNation => byCode.get(cca3)!;
const near = ([x, y]: GridPoint, [px, py]: GridPoint, distance: number) => Math.hypot(x - px, y - py) <= distance;

describe('world map data', () => {
  it('has the 195 nations of the game, in its order, each with a path or a dot', () => {
    expect(MAP_NATIONS).toHaveLength(195);
    expect(MAP_NATIONS.map((n) => n.cca3)).toEqual(NATIONS.map((n) => n.cca3));
    expect(MAP_NATIONS.filter((n) => n.d === '' && !n.dot)).toEqual([]);
    expect(Object.keys(NATION_CODES).sort()).toEqual(NATIONS.map((n) => n.cca3));
    for (const n of NATIONS) expect(NATION_CODES[n.cca3]![0]).toBe(n.cca2);
  });

  it('draws Tuvalu, which has no shape, as a dot, and gives every nation too small to click a dot too', () => {
    expect(nation('TUV').d).toBe('');
    expect(nation('TUV').dot).not.toBeNull();
    for (const n of MAP_NATIONS) {
      const largest = Math.max(
        0,
        ...rings(n.d).map((ring) => {
          const [x0, y0, x1, y1] = bounds(ring);
          return Math.max(x1 - x0, y1 - y0);
        }),
      );
      if (largest < 6 * MAP_UNIT) expect(n.dot, n.cca3).not.toBeNull();
    }
    for (const small of ['VAT', 'MCO', 'SMR', 'LIE', 'MDV', 'KIR', 'NRU'])
      expect(nation(small).dot, small).not.toBeNull();
    for (const large of ['RUS', 'BRA', 'VNM', 'FRA', 'NGA']) expect(nation(large).dot, large).toBeNull();
  });

  it('keeps every point, label and box on the map, each label inside its box', () => {
    for (const n of MAP_NATIONS) {
      const [x0, y0, x1, y1] = n.box;
      expect(x0 >= 0 && y0 >= 0 && x1 <= MAP_WIDTH && y1 <= MAP_HEIGHT, n.cca3).toBe(true);
      expect(n.label[0] >= x0 && n.label[0] <= x1 && n.label[1] >= y0 && n.label[1] <= y1, n.cca3).toBe(true);
      const points = rings(n.d).flat();
      if (points.length) {
        const [px0, py0, px1, py1] = bounds(points);
        expect(px0 >= x0 && py0 >= y0 && px1 <= x1 && py1 <= y1, n.cca3).toBe(true);
      }
    }
    expect(bounds(rings(BACKGROUND_PATH).flat())[2]).toBeLessThanOrEqual(MAP_WIDTH);
  });

  it('puts the map where the world is: west to east, north to south', () => {
    const x = (cca3: string) => nation(cca3).label[0];
    const y = (cca3: string) => nation(cca3).label[1];
    expect(x('USA')).toBeLessThan(x('FRA'));
    expect(x('FRA')).toBeLessThan(x('CHN'));
    expect(x('CHN')).toBeLessThan(x('JPN'));
    expect(y('NOR')).toBeLessThan(y('NGA'));
    expect(y('NGA')).toBeLessThan(y('ZAF'));
    expect(y('VNM')).toBeLessThan(y('AUS'));
  });

  it("draws the Paracel and Spratly Islands as part of Vietnam's path, and as no other nation's", () => {
    const vietnam = rings(nation('VNM').d);
    const [x0, y0, x1, y1] = bounds(vietnam.flat());
    const [mainland] = [...vietnam].sort((a, b) => b.length - a.length);
    for (const [name, point] of Object.entries(VIETNAM_ARCHIPELAGOS)) {
      // The path's bounds reach the archipelago, east of the mainland's coast.
      expect(point[0] >= x0 && point[0] <= x1 && point[1] >= y0 && point[1] <= y1, name).toBe(true);
      expect(point[0], name).toBeGreaterThan(bounds(mainland!)[2]);
      // Its islands are rings of Vietnam's path, around the archipelago's point.
      const islands = vietnam.filter((ring) => near(ring[0]!, point, 10 * MAP_UNIT));
      expect(islands.length, name).toBeGreaterThanOrEqual(8);
      for (const other of MAP_NATIONS) {
        if (other.cca3 === 'VNM') continue;
        expect(
          rings(other.d).some((ring) => ring.some((p) => near(p, point, 2 * MAP_UNIT))),
          `${other.cca3} at ${name}`,
        ).toBe(false);
      }
    }
    expect(nation('VNM').box[2]).toBeGreaterThanOrEqual(VIETNAM_ARCHIPELAGOS.spratly[0]);
  });

  it('draws Somalia with Somaliland and Cyprus with Northern Cyprus as one land each, with no border inside', () => {
    const area = (ring: readonly GridPoint[]) =>
      Math.abs(
        ring.reduce(
          (sum, [x, y], i) => sum + x * ring[(i + 1) % ring.length]![1] - ring[(i + 1) % ring.length]![0] * y,
          0,
        ),
      ) / 2;
    for (const cca3 of ['SOM', 'CYP']) {
      const large = rings(nation(cca3).d).filter((ring) => area(ring) > 4 * MAP_UNIT * MAP_UNIT);
      expect(large, cca3).toHaveLength(1);
    }
  });

  it('has the 96 sea links of the game, each running from one nation to the other', () => {
    expect(MAP_SEA_LINKS.map((l) => `${l.a}-${l.b}`)).toEqual(SEA_LINKS.map((l) => `${l.a}-${l.b}`));
    const slack = 2 * MAP_UNIT;
    const touches = (n: MapNation, [x, y]: GridPoint) =>
      x >= n.box[0] - slack && x <= n.box[2] + slack && y >= n.box[1] - slack && y <= n.box[3] + slack;
    for (const link of MAP_SEA_LINKS) {
      const [first, second] = link.pieces;
      expect(touches(nation(link.a), [first![0], first![1]]), `${link.a}-${link.b}`).toBe(true);
      if (second) expect(touches(nation(link.b), [second[0], second[1]]), `${link.a}-${link.b}`).toBe(true);
      else expect(touches(nation(link.b), [first![2], first![3]]), `${link.a}-${link.b}`).toBe(true);
    }
    // New Zealand's Tokelau to Tuvalu crosses the antimeridian: two pieces, each ending at an edge.
    const wrapped = MAP_SEA_LINKS.filter((l) => l.pieces.length === 2).map((l) => `${l.a}-${l.b}`);
    expect(wrapped).toEqual(['NZL-TUV']);
  });

  it('stays within its size budget (120 KiB gzipped)', () => {
    const source = fs.readFileSync(path.join(path.dirname(new URL(import.meta.url).pathname), 'world-map.data.ts'));
    expect(gzipSync(source).length).toBeLessThanOrEqual(120 * 1024);
  });
});
