import { raceDemoApi, type RaceSimulateRequest } from '@site/contracts';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../lib/api-client';

/** Query and mutation keys of the race demo; every run and clear shares `account`, so the page knows when it is busy. */
export const raceDemoKeys = {
  all: ['race-demo'] as const,
  results: () => [...raceDemoKeys.all, 'results'] as const,
  code: () => [...raceDemoKeys.all, 'code'] as const,
  account: () => [...raceDemoKeys.all, 'account'] as const,
};

export function simulate(input: RaceSimulateRequest) {
  return call(raceDemoApi.simulate, { body: input });
}

export function clearDatabase() {
  return call(raceDemoApi.clear);
}

/** The account and its history; always fresh, since every run changes them. */
export const raceResultsQuery = () =>
  queryOptions({
    queryKey: raceDemoKeys.results(),
    queryFn: ({ signal }) => call(raceDemoApi.results, {}, { signal }),
    staleTime: 0,
  });

/** The code of each mode; it changes only when the server is redeployed. */
export const raceCodeQuery = () =>
  queryOptions({
    queryKey: raceDemoKeys.code(),
    queryFn: ({ signal }) => call(raceDemoApi.code, {}, { signal }),
    staleTime: Infinity,
  });
