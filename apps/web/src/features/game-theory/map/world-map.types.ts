/** A point of the map's grid: [x, y], y downwards. */
export type GridPoint = readonly [x: number, y: number];

/** One nation as the map draws it (world-map.data.ts, written by scripts/map/build-world-map.mjs). */
export interface MapNation {
  /** ISO 3166-1 alpha-3, as in @site/game-theory. */
  readonly cca3: string;
  /** Its outline: SVG path data in grid units (empty for a nation without a shape, Tuvalu). */
  readonly d: string;
  /** Where its name or focus belongs: the point inside its largest land farthest from the coast, or its dot. */
  readonly label: GridPoint;
  /** The box around everything drawn for it: [left, top, right, bottom]. */
  readonly box: readonly [number, number, number, number];
  /** A dot at its reference point when it has no shape or one too small to click; null otherwise. */
  readonly dot: GridPoint | null;
}

/** A link by sea between two nations: one piece, or two running to the map's edges across the antimeridian. */
export interface MapSeaLink {
  readonly a: string;
  readonly b: string;
  /** [x1, y1, x2, y2]: from a's closest point to b's, or each nation's point to the edge. */
  readonly pieces: readonly (readonly [number, number, number, number])[];
}
