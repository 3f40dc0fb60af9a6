/**
 * Gallery columns by window width: 5 from 1400 px, 4 from 1200, 3 from 992, 2 from 768, else 1.
 * The grid's CSS (components/media-grid.module.css) uses the same breakpoints; `sizes` is built from here.
 */
export const GRID_BREAKPOINTS = [
  { minWidth: 1400, columns: 5 },
  { minWidth: 1200, columns: 4 },
  { minWidth: 992, columns: 3 },
  { minWidth: 768, columns: 2 },
] as const;

export function gridColumns(windowWidth: number): number {
  return GRID_BREAKPOINTS.find((bp) => windowWidth >= bp.minWidth)?.columns ?? 1;
}

/** The `sizes` attribute of a card picture: one column's share of the window at each breakpoint. */
export function gridImageSizes(): string {
  const share = (columns: number) => `${Math.ceil(100 / columns)}vw`;
  return [...GRID_BREAKPOINTS.map((bp) => `(min-width: ${bp.minWidth}px) ${share(bp.columns)}`), '100vw'].join(', ');
}

/** Height of one implicit grid row in px: cards span as many rows as their content needs (a masonry). */
export const GRID_ROW_UNIT = 4;

/** Rows a card of `height` px spans, leaving `gap` px below it. */
export function rowSpan(height: number, gap: number, unit: number = GRID_ROW_UNIT): number {
  return Math.max(1, Math.ceil((height + gap) / unit));
}
