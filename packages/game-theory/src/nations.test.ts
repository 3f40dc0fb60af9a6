import { describe, expect, it } from 'vitest';
import { components, degreeOf, graphFromAdjacency, graphFromEdges, neighboursOf, reverseSlots } from './graph.js';
import { NATIONS, NATIONS_WITHOUT_SHAPE_50M, nationGraph, nationIndex, SEA_LINKS, SEA_NEIGHBOURS } from './nations.js';

const nation = (cca3: string) => NATIONS[nationIndex(cca3)]!;
const neighbours = (cca3: string) => [...neighboursOf(nationGraph(), nationIndex(cca3))].map((i) => NATIONS[i]!.cca3);

describe('NATIONS', () => {
  it('are the 193 UN members and the 2 observer states, once each', () => {
    expect(NATIONS.length).toBeGreaterThanOrEqual(195);
    expect(NATIONS.filter((n) => n.status === 'member')).toHaveLength(193);
    expect(
      NATIONS.filter((n) => n.status === 'observer')
        .map((n) => n.cca3)
        .sort(),
    ).toEqual(['PSE', 'VAT']);
    expect(new Set(NATIONS.map((n) => n.cca3)).size).toBe(NATIONS.length);
    for (const n of NATIONS) {
      expect(n.cca3).toMatch(/^[A-Z]{3}$/);
      expect(n.cca2).toMatch(/^[A-Z]{2}$/);
      expect(n.ccn3).toMatch(/^\d{3}$/);
      expect(Math.abs(n.lat)).toBeLessThanOrEqual(90);
      expect(Math.abs(n.lng)).toBeLessThanOrEqual(180);
    }
    expect(nation('VNM')).toMatchObject({ cca2: 'VN', ccn3: '704', name: 'Vietnam' });
  });

  it('have their world-countries land borders within the set', () => {
    expect(nation('VNM').land).toEqual(['CHN', 'KHM', 'LAO']);
    expect(nation('FRA').land).toEqual(['AND', 'BEL', 'CHE', 'DEU', 'ESP', 'ITA', 'LUX', 'MCO']);
    expect(nation('KOR').land).toEqual(['PRK']);
    expect(nation('VAT').land).toEqual(['ITA']);
    expect(nation('PSE').land).toEqual(['EGY', 'ISR', 'JOR']);
    // Serbia's border with Kosovo is left out with Kosovo; China's with Hong Kong and Macau too.
    expect(nation('SRB').land).not.toContain('UNK');
    expect(nation('CHN').land).not.toContain('HKG');
  });

  it('link a nation without land borders to its nearest nations by sea', () => {
    expect(nation('JPN').land).toEqual([]);
    expect(nation('JPN').sea).toEqual(['CHN', 'KOR', 'RUS']);
    expect(neighbours('JPN')).toEqual(['CHN', 'KOR', 'RUS']);
    // Sri Lanka's border with India is one-sided in world-countries: there is none, it is a link by sea.
    expect(nation('LKA').land).toEqual([]);
    expect(nation('LKA').sea).toContain('IND');
    expect(nation('IND').sea).toContain('LKA');
    for (const n of NATIONS.filter((x) => x.land.length === 0))
      expect(n.sea.length, n.cca3).toBeGreaterThanOrEqual(SEA_NEIGHBOURS);
  });

  it('describe every sea link with its distance and closest points', () => {
    const japanKorea = SEA_LINKS.find((l) => l.a === 'JPN' && l.b === 'KOR')!;
    expect(japanKorea.reason).toBe('nearest');
    // The Korea Strait: about 50 km between Tsushima and Busan.
    expect(japanKorea.km).toBeGreaterThan(30);
    expect(japanKorea.km).toBeLessThan(80);
    for (const link of SEA_LINKS) {
      expect(link.a < link.b).toBe(true);
      expect(link.km).toBeGreaterThanOrEqual(0);
      expect(nation(link.a).sea).toContain(link.b);
      expect(nation(link.b).sea).toContain(link.a);
    }
  });

  it('record the nations without a shape in world-atlas 1:50m', () => {
    expect(NATIONS_WITHOUT_SHAPE_50M).toEqual(['TUV']);
    expect(nation('VAT').shape110m).toBe(false);
    expect(nation('FRA').shape110m).toBe(true);
  });
});

describe('nationGraph', () => {
  const graph = nationGraph();

  it('is connected, symmetric and free of self-links', () => {
    expect(graph.size).toBe(NATIONS.length);
    expect(components(graph).count).toBe(1);
    for (let u = 0; u < graph.size; u++) {
      expect(degreeOf(graph, u)).toBeGreaterThan(0);
      for (const v of neighboursOf(graph, u)) {
        expect(v).not.toBe(u);
        expect([...neighboursOf(graph, v)]).toContain(u);
      }
    }
  });

  it('is the land links plus the sea links', () => {
    const land = NATIONS.reduce((sum, n) => sum + n.land.length, 0) / 2;
    expect(graph.targets.length / 2).toBe(land + SEA_LINKS.length);
  });
});

describe('graphs', () => {
  it('refuse a self-link, a one-sided link and an index out of range', () => {
    expect(() => graphFromAdjacency([[0]])).toThrow(RangeError);
    expect(() => graphFromAdjacency([[1], []])).toThrow(RangeError);
    expect(() => graphFromAdjacency([[2], [0]])).toThrow(RangeError);
    expect(() => graphFromEdges(2, [[1, 1]])).toThrow(RangeError);
  });

  it('count components and find the reverse of every slot', () => {
    const graph = graphFromEdges(5, [
      [0, 1],
      [1, 2],
      [3, 4],
    ]);
    expect(components(graph)).toEqual({ count: 2, labels: Int32Array.from([0, 0, 0, 1, 1]) });
    const reverse = reverseSlots(graph);
    for (let u = 0; u < graph.size; u++) {
      for (let k = graph.offsets[u]!; k < graph.offsets[u + 1]!; k++) {
        expect(graph.targets[reverse[k]!]).toBe(u);
        expect(reverse[reverse[k]!]).toBe(k);
      }
    }
  });
});
