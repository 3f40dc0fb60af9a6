/** One nation of the game: a UN member state or one of the two observer states. */
export interface NationRecord {
  /** ISO 3166-1 alpha-3: the nation's id in this package. */
  readonly cca3: string;
  /** ISO 3166-1 alpha-2: the key of its name in i18n-iso-countries. */
  readonly cca2: string;
  /** ISO 3166-1 numeric, three digits: the id of its shape in world-atlas. */
  readonly ccn3: string;
  /** English common name (world-countries), for logs and tests; the web names nations through i18n. */
  readonly name: string;
  /** world-countries' reference point, in degrees: where to draw a nation too small for a shape. */
  readonly lat: number;
  readonly lng: number;
  readonly status: 'member' | 'observer';
  /** Land neighbours (cca3, sorted): borders both nations list. */
  readonly land: readonly string[];
  /** Sea neighbours (cca3, sorted): links added so that no nation is cut off (see SEA_LINK_RECORDS). */
  readonly sea: readonly string[];
  /** Whether world-atlas has its shape at 1:50m and at 1:110m; without one, draw a dot at lat/lng. */
  readonly shape50m: boolean;
  readonly shape110m: boolean;
}

/** A link by sea between two nations (a < b by cca3), with the closest points of their outlines. */
export interface SeaLinkRecord {
  readonly a: string;
  readonly b: string;
  /** Great-circle distance between the closest points of the two outlines, in km. */
  readonly km: number;
  /** 'nearest': one of the nearest nations of a nation without land neighbours; 'bridge': joins two components. */
  readonly reason: 'nearest' | 'bridge';
  /** The closest points, [longitude, latitude] in degrees: `from` on a's outline, `to` on b's. */
  readonly from: readonly [number, number];
  readonly to: readonly [number, number];
}
