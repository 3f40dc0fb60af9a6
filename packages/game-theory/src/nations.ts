import { graphFromAdjacency, type Graph } from './graph.js';
import { NATION_RECORDS, SEA_LINK_RECORDS, SEA_NEIGHBOURS } from './nations.data.js';
import type { NationRecord, SeaLinkRecord } from './nations.types.js';

export type { NationRecord, SeaLinkRecord } from './nations.types.js';
export { SEA_NEIGHBOURS };

/**
 * The 195 nations of the game, sorted by cca3: the 193 UN member states and the two observer states (Holy See,
 * Palestine). A nation's position in this list is its node in `nationGraph()`.
 */
export const NATIONS: readonly NationRecord[] = NATION_RECORDS;

/** The links by sea (islands' nearest nations and any bridge between components), a < b. */
export const SEA_LINKS: readonly SeaLinkRecord[] = SEA_LINK_RECORDS;

/** cca3 → position in NATIONS. */
export const NATION_INDEX: ReadonlyMap<string, number> = new Map(NATIONS.map((n, i) => [n.cca3, i]));

/** Nations world-atlas has no 1:50m shape for (tiny states): the web draws them as dots at lat/lng. */
export const NATIONS_WITHOUT_SHAPE_50M: readonly string[] = NATIONS.filter((n) => !n.shape50m).map((n) => n.cca3);
/** Nations world-atlas has no 1:110m shape for. */
export const NATIONS_WITHOUT_SHAPE_110M: readonly string[] = NATIONS.filter((n) => !n.shape110m).map((n) => n.cca3);

/** A nation's position in NATIONS; throws on an unknown code. */
export function nationIndex(cca3: string): number {
  const index = NATION_INDEX.get(cca3);
  if (index === undefined) throw new RangeError(`Unknown nation: ${cca3}`);
  return index;
}

let graph: Graph | undefined;

/** The nations' graph: node i is NATIONS[i]; its neighbours are its land and sea neighbours. Built once. */
export function nationGraph(): Graph {
  graph ??= graphFromAdjacency(NATIONS.map((n) => [...n.land, ...n.sea].map(nationIndex)));
  return graph;
}
