/**
 * The address-bar state of the filtered admin lists (media, projects): every list keeps its page, its
 * search and its category filter under the same names, plus filters of its own. Reading never fails
 * (unknown values fall back to the defaults) and writing leaves defaults out, so the plain address is
 * the default list.
 */

/** The fields every filtered admin list has. */
export interface BaseListParams {
  page: number;
  search: string;
  /** A category id as typed in the address (digits), or '' for every category. */
  categoryId: string;
}

/** The shared fields' defaults: the first page, no search, every category. */
export const BASE_LIST_DEFAULTS: BaseListParams = { page: 1, search: '', categoryId: '' };

/** A query-string value that must be one of `allowed`; anything else (or none) is the fallback. */
export function oneOf<T extends string>(value: string | null, allowed: readonly string[], fallback: T): T {
  return value !== null && allowed.includes(value) ? (value as T) : fallback;
}

/** Reads page (a whole number from 1), search (trimmed) and category (an id) from the query string. */
export function readBaseListParams(search: URLSearchParams): BaseListParams {
  const page = Number(search.get('page'));
  const category = search.get('category');
  return {
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    search: (search.get('q') ?? '').trim(),
    categoryId: category && /^\d+$/.test(category) ? category : '',
  };
}

/** The values a list's own filters (and its sort) may take in the address, each under its field's name. */
export type OwnFilters<P extends BaseListParams> = { [K in Exclude<keyof P, keyof BaseListParams>]: readonly string[] };

/** The featured filter's values: featured only ('true') or not featured ('false'); '' is any. */
export const FEATURED_VALUES = ['true', 'false'] as const;
export type FeaturedFilter = '' | (typeof FEATURED_VALUES)[number];

/** The fields of a list that also filters on featured (media, projects). */
export interface FeaturedListParams extends BaseListParams {
  featured: FeaturedFilter;
}

/**
 * Reads a list's state from the query string: the shared fields, and each own filter under its name,
 * one of its allowed values or else its default.
 */
export function readListState<P extends BaseListParams>(
  search: URLSearchParams,
  defaults: P,
  filters: OwnFilters<P>,
): P {
  const own: Record<string, string> = {};
  for (const [field, allowed] of Object.entries<readonly string[]>(filters)) {
    own[field] = oneOf(search.get(field), allowed, String(defaults[field as keyof P]));
  }
  return { ...defaults, ...own, ...readBaseListParams(search) };
}

/** The address names of the shared fields. */
const BASE_NAMES = { page: 'page', search: 'q', categoryId: 'category' } as const;

/**
 * The query string of a list's state: the shared fields under page, q and category, each own filter
 * under its name, all left out while they have their default value.
 */
export function writeListState<P extends BaseListParams>(
  params: P,
  defaults: P,
  filters: OwnFilters<P>,
): Record<string, string> {
  const names = Object.fromEntries(Object.keys(filters).map((field) => [field, field]));
  const all: Record<string, string> = { ...names, ...BASE_NAMES };
  const out: Record<string, string> = {};
  for (const [field, name] of Object.entries(all)) {
    const value = params[field as keyof P];
    if (value !== defaults[field as keyof P]) out[name] = String(value);
  }
  return out;
}

/** True when the search or any filter narrows the list (the page and the sort do not). */
export function isNarrowed<P extends BaseListParams & { sort: string }>(params: P, defaults: P): boolean {
  return Object.keys(defaults).some(
    (field) => field !== 'page' && field !== 'sort' && params[field as keyof P] !== defaults[field as keyof P],
  );
}

/** The list endpoint's query for the shared fields; a blank search and no category are left out. */
export function baseListQuery(params: BaseListParams, perPage: number) {
  return {
    page: params.page,
    per_page: perPage,
    search: params.search.trim() || undefined,
    category_id: params.categoryId ? Number(params.categoryId) : undefined,
  };
}

/**
 * The address-bar state of one filtered list (what useListAddress keeps), from its defaults and its filters'
 * allowed values: `read` (unknown values fall back to the defaults), `write` (defaults left out) and `isFiltered`
 * (the search or a filter narrows the list; the page and the sort do not); and `query`, the list endpoint's
 * query: the shared fields' (baseListQuery, `endpoint.perPage` a page), then the list's own (`endpoint.query`).
 */
export function listState<P extends BaseListParams & { sort: string }, Q>(
  defaults: P,
  filters: OwnFilters<P>,
  endpoint: { perPage: number; query: (params: P) => Q },
) {
  return {
    defaults,
    read: (search: URLSearchParams): P => readListState(search, defaults, filters),
    write: (params: P): Record<string, string> => writeListState(params, defaults, filters),
    isFiltered: (params: P): boolean => isNarrowed(params, defaults),
    query: (params: P) => ({ ...baseListQuery(params, endpoint.perPage), ...endpoint.query(params) }),
  };
}
