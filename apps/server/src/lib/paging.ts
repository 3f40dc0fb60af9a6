/** A list request's page: `page` from 1, `per_page` rows a page (the contracts' `pageParam`, `perPageParam`). */
export interface PageQuery {
  page: number;
  per_page: number;
}

/** The paged answer of every list endpoint (`pagedSchema` in the contracts). */
export interface Page<T> {
  data: T[];
  total: number;
  current_page: number;
  last_page: number;
  per_page: number;
}

/** The rows a page covers, as a repository reads them. */
export function pageWindow(query: PageQuery): { limit: number; offset: number } {
  return { limit: query.per_page, offset: (query.page - 1) * query.per_page };
}

/** One page of `total` rows in the paged envelope; an empty list still has one (empty) page. */
export function paged<T>(data: T[], total: number, query: PageQuery): Page<T> {
  return {
    data,
    total,
    current_page: query.page,
    last_page: Math.max(1, Math.ceil(total / query.per_page)),
    per_page: query.per_page,
  };
}
