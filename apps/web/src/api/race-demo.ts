import { raceDemoApi, type RaceSimulateRequest } from '@site/contracts';
import { call } from '../lib/api-client';

export function simulate(input: RaceSimulateRequest) {
  return call(raceDemoApi.simulate, { body: input });
}

export function clearDatabase() {
  return call(raceDemoApi.clear);
}

export function fetchResults(signal?: AbortSignal) {
  return call(raceDemoApi.results, {}, { signal });
}

export function fetchCode(signal?: AbortSignal) {
  return call(raceDemoApi.code, {}, { signal });
}
