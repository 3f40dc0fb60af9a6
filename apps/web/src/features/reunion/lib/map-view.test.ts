import { describe, expect, it } from 'vitest';
import { CaseClusters, initialView, STATUS_LOOK, type MapCase } from './map-view';

const at = (caseNumber: string, lat: number, lng: number): MapCase => ({
  caseNumber,
  name: caseNumber,
  status: 'missing',
  age: 10,
  missingSince: '2026-01-01',
  place: 'x',
  lat,
  lng,
  description: '',
});

const VIETNAM: [number, number, number, number] = [100, 5, 120, 25];

describe('the first view', () => {
  it('shows the whole country on a desktop and the north closer at 768 px or less', () => {
    expect(initialView(1366)).toEqual({ center: [15.5, 105.5], zoom: 5.5 });
    expect(initialView(769)).toEqual({ center: [15.5, 105.5], zoom: 5.5 });
    expect(initialView(768)).toEqual({ center: [20.9, 106], zoom: 6.5 });
    expect(initialView(390)).toEqual({ center: [20.9, 106], zoom: 6.5 });
  });
});

describe('markers', () => {
  it('give each status a colour and a mark of its own', () => {
    const looks = Object.values(STATUS_LOOK);
    expect(new Set(looks.map((look) => look.color)).size).toBe(3);
    expect(new Set(looks.map((look) => look.mark)).size).toBe(3);
  });

  it('cluster when they crowd and fall apart when the map zooms in', () => {
    // Three in Hà Nội a few hundred metres apart, one in Hồ Chí Minh City.
    const clusters = new CaseClusters([
      at('A', 21.03, 105.85),
      at('B', 21.031, 105.852),
      at('C', 21.029, 105.848),
      at('D', 10.78, 106.7),
    ]);
    const far = clusters.pointsIn(VIETNAM, 6);
    expect(far).toHaveLength(2);
    const cluster = far.find((point) => point.kind === 'cluster');
    expect(cluster).toMatchObject({ kind: 'cluster', count: 3 });
    expect(far.find((point) => point.kind === 'case')).toMatchObject({ item: { caseNumber: 'D' } });
    if (cluster?.kind !== 'cluster') throw new Error('no cluster');
    const zoom = clusters.expansionZoom(cluster.id);
    expect(zoom).toBeGreaterThan(6);
    const near = clusters.pointsIn(VIETNAM, 18);
    expect(near.map((point) => (point.kind === 'case' ? point.item.caseNumber : 'cluster')).sort()).toEqual([
      'A',
      'B',
      'C',
      'D',
    ]);
  });

  it('show only what lies in the view', () => {
    const clusters = new CaseClusters([at('north', 21.03, 105.85), at('south', 10.78, 106.7)]);
    expect(clusters.pointsIn([104, 20, 108, 23], 8)).toMatchObject([{ kind: 'case', item: { caseNumber: 'north' } }]);
  });

  it('handle no cases at all', () => {
    expect(new CaseClusters([]).pointsIn(VIETNAM, 6)).toEqual([]);
  });
});
