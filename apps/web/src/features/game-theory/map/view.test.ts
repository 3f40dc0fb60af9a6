import { describe, expect, it } from 'vitest';
import {
  centreOn,
  clampView,
  inView,
  nearestInDirection,
  onScreen,
  panBy,
  viewTransform,
  WHOLE_MAP,
  zoomAt,
} from './view';
import type { GridPoint } from './world-map.types';

const W = 1000;
const H = 500;

describe('view', () => {
  it('keeps the zoom within 1× and 12× and the map over the whole view', () => {
    expect(clampView({ k: 0.5, x: 10, y: 10 }, W, H)).toEqual(WHOLE_MAP);
    expect(clampView({ k: 20, x: 0, y: 0 }, W, H).k).toBe(12);
    expect(clampView({ k: 2, x: -5000, y: 100 }, W, H)).toEqual({ k: 2, x: -1000, y: 0 });
    expect(panBy(WHOLE_MAP, 50, 50, W, H)).toEqual(WHOLE_MAP);
  });

  it('zooms around a point, which stays where it is drawn', () => {
    const at: GridPoint = [300, 200];
    const view = zoomAt(WHOLE_MAP, 2, at, W, H);
    expect(view.k).toBe(2);
    // At the whole map, the map's point under `at` is `at` itself: it is still drawn there.
    expect(onScreen(view, at)).toEqual(at);
    const again = zoomAt(view, 3, [600, 100], W, H);
    const under: GridPoint = [(600 - view.x) / view.k, (100 - view.y) / view.k];
    expect(onScreen(again, under).map((n) => Math.round(n * 1e6) / 1e6)).toEqual([600, 100]);
    expect(again.k).toBe(6);
    const back = zoomAt(view, 0.5, at, W, H);
    expect(back).toEqual(WHOLE_MAP);
  });

  it('centres on a point as far as the edges allow, and tells what is in view', () => {
    const zoomed = { k: 4, x: 0, y: 0 };
    const centred = centreOn(zoomed, [500, 250], W, H);
    expect(onScreen(centred, [500, 250])).toEqual([500, 250]);
    expect(inView(centred, [500, 250], W, H)).toBe(true);
    expect(inView(centred, [10, 10], W, H)).toBe(false);
    expect(centreOn(zoomed, [0, 0], W, H)).toEqual({ k: 4, x: 0, y: 0 });
    expect(viewTransform({ k: 2, x: -1.23456, y: 0 })).toBe('translate(-1.235px, 0px) scale(2)');
  });

  it('finds the nearest point in a direction, preferring those straight ahead', () => {
    //   0 is the origin; 1 far right on its line; 2 nearer but far off to the side; 3 above; 4 left.
    const points: GridPoint[] = [
      [100, 100],
      [300, 100],
      [150, 300],
      [100, 20],
      [40, 110],
    ];
    expect(nearestInDirection(points, 0, 'right')).toBe(1);
    expect(nearestInDirection(points, 0, 'down')).toBe(2);
    expect(nearestInDirection(points, 0, 'up')).toBe(3);
    expect(nearestInDirection(points, 0, 'left')).toBe(4);
    expect(nearestInDirection(points, 1, 'right')).toBeNull();
    // Outside the cone only when nothing is inside it.
    expect(
      nearestInDirection(
        [
          [0, 0],
          [10, 100],
        ],
        0,
        'right',
      ),
    ).toBe(1);
  });
});
