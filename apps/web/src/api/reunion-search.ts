import { reunionSearchApi, type QueryOf } from '@site/contracts';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../lib/api-client';

/** Query keys of the public search; content changes invalidate the stories' and cases' keys, and these with `all`. */
export const searchKeys = {
  all: ['reunion-search'] as const,
  results: (query: QueryOf<typeof reunionSearchApi.search>) => [...searchKeys.all, query] as const,
};

/** A page of search results over the public cases and stories. */
export const searchQuery = (query: QueryOf<typeof reunionSearchApi.search>) =>
  queryOptions({
    queryKey: searchKeys.results(query),
    queryFn: ({ signal }) => call(reunionSearchApi.search, { query }, { signal }),
  });
