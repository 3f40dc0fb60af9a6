import type { GridPoint } from './world-map.types';

/** What part of the map shows: a point p of the map is drawn at p × k + (x, y), in the SVG's own units. */
export interface View {
  readonly k: number;
  readonly x: number;
  readonly y: number;
}

export const MIN_ZOOM = 1;
export const MAX_ZOOM = 12;
export const WHOLE_MAP: View = { k: 1, x: 0, y: 0 };

export type Direction = 'left' | 'right' | 'up' | 'down';

/** The map always covers the view: no zoom below 1 or above 12, no pan past an edge. */
export function clampView({ k, x, y }: View, width: number, height: number): View {
  const zoom = Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, k));
  return {
    k: zoom,
    x: Math.min(0, Math.max(width * (1 - zoom), x)),
    y: Math.min(0, Math.max(height * (1 - zoom), y)),
  };
}

/** Zooms by `factor` keeping the map's point under `at` (SVG units) where it is. */
export function zoomAt(view: View, factor: number, at: GridPoint, width: number, height: number): View {
  const k = Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, view.k * factor));
  const [px, py] = at;
  const mapX = (px - view.x) / view.k;
  const mapY = (py - view.y) / view.k;
  return clampView({ k, x: px - mapX * k, y: py - mapY * k }, width, height);
}

export function panBy(view: View, dx: number, dy: number, width: number, height: number): View {
  return clampView({ k: view.k, x: view.x + dx, y: view.y + dy }, width, height);
}

/** Moves the view so that the map's `point` is in its middle (as far as the edges allow). */
export function centreOn(view: View, point: GridPoint, width: number, height: number): View {
  return clampView({ k: view.k, x: width / 2 - point[0] * view.k, y: height / 2 - point[1] * view.k }, width, height);
}

/** Where the map's `point` is drawn, in SVG units. */
export function onScreen(view: View, [px, py]: GridPoint): GridPoint {
  return [px * view.k + view.x, py * view.k + view.y];
}

/** Whether the map's `point` is drawn inside the view, at least `margin` SVG units from its edges. */
export function inView(view: View, point: GridPoint, width: number, height: number, margin = 0): boolean {
  const [sx, sy] = onScreen(view, point);
  return sx >= margin && sx <= width - margin && sy >= margin && sy <= height - margin;
}

/** The CSS transform that draws the map through `view` (px are the SVG's units on an SVG element). */
export function viewTransform({ k, x, y }: View): string {
  return `translate(${round(x)}px, ${round(y)}px) scale(${round(k)})`;
}

const round = (n: number) => Math.round(n * 1000) / 1000;

/**
 * The point nearest `points[from]` in `direction` (the map's west, east, north or south, whatever the page's
 * direction): among the points ahead of it, the one with the least distance ahead plus twice the distance
 * sideways, preferring those within about 63° of the direction (sideways at most twice ahead). Null when
 * nothing lies that way.
 */
export function nearestInDirection(points: readonly GridPoint[], from: number, direction: Direction): number | null {
  const origin = points[from];
  if (!origin) return null;
  const [fx, fy] = origin;
  let best: number | null = null;
  let bestScore = Infinity;
  for (let i = 0; i < points.length; i++) {
    if (i === from) continue;
    const [x, y] = points[i]!;
    const dx = x - fx;
    const dy = y - fy;
    const ahead = direction === 'right' ? dx : direction === 'left' ? -dx : direction === 'down' ? dy : -dy;
    const sideways = direction === 'left' || direction === 'right' ? Math.abs(dy) : Math.abs(dx);
    if (ahead <= 0) continue;
    const outsideCone = sideways > 2 * ahead;
    const score = ahead + 2 * sideways + (outsideCone ? 1e9 : 0);
    if (score < bestScore) {
      bestScore = score;
      best = i;
    }
  }
  return best;
}

/** The index of the point nearest `target`. */
export function nearestTo(points: readonly GridPoint[], [tx, ty]: GridPoint): number {
  let best = 0;
  let bestDistance = Infinity;
  points.forEach(([x, y], i) => {
    const distance = (x - tx) ** 2 + (y - ty) ** 2;
    if (distance < bestDistance) {
      bestDistance = distance;
      best = i;
    }
  });
  return best;
}
