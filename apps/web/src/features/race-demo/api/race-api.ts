import {
  raceClearResponseSchema,
  raceCodeResponseSchema,
  raceResultsResponseSchema,
  raceSimulateResponseSchema,
  type RaceSimulateRequest,
} from '@site/contracts';
import { request } from '../../../lib/api-client';

const BASE = '/perf/nodejs/race-condition';

export function simulate(input: RaceSimulateRequest) {
  return request(`${BASE}/simulate`, { method: 'POST', body: input, schema: raceSimulateResponseSchema });
}

export function clearDatabase() {
  return request(`${BASE}/clear-db`, { method: 'POST', schema: raceClearResponseSchema });
}

export function fetchResults(signal?: AbortSignal) {
  return request(`${BASE}/results`, { schema: raceResultsResponseSchema, signal });
}

export function fetchCode(signal?: AbortSignal) {
  return request(`${BASE}/code`, { schema: raceCodeResponseSchema, signal });
}
