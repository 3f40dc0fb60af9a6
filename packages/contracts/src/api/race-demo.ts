import {
  raceClearResponseSchema,
  raceCodeResponseSchema,
  raceResultsResponseSchema,
  raceSimulateRequestSchema,
  raceSimulateResponseSchema,
} from '../race-demo.js';
import { answers, family } from './family.js';
import { raceDemoApi } from './race-demo.routes.js';

export const raceDemoSchemas = {
  simulate: answers(raceSimulateResponseSchema, {
    summary: 'Fires concurrent debits at the demo account through one of the four modes',
    body: raceSimulateRequestSchema,
  }),
  clear: answers(raceClearResponseSchema, {
    summary: 'Resets the demo account to the starting balance and deletes its history',
  }),
  results: answers(raceResultsResponseSchema, { summary: 'The demo account and its latest debits, newest first' }),
  code: answers(raceCodeResponseSchema, {
    summary: 'The source of the function that runs each mode, as this server runs it',
  }),
};

export const raceDemoEndpoints = /* @__PURE__ */ family('race demo', raceDemoSchemas, raceDemoApi);
