import {
  raceClearResponseSchema,
  raceCodeResponseSchema,
  raceResultsResponseSchema,
  raceSimulateRequestSchema,
  raceSimulateResponseSchema,
} from '../race-demo.js';
import { family } from './family.js';
import { raceDemoApi } from './race-demo.routes.js';

export const raceDemoSchemas = {
  simulate: {
    summary: 'Fires concurrent debits at the demo account through one of the four modes',
    body: raceSimulateRequestSchema,
    responses: { 200: raceSimulateResponseSchema },
  },
  clear: {
    summary: 'Resets the demo account to the starting balance and deletes its history',
    responses: { 200: raceClearResponseSchema },
  },
  results: {
    summary: 'The demo account and its latest debits, newest first',
    responses: { 200: raceResultsResponseSchema },
  },
  code: {
    summary: 'The source of the function that runs each mode, as this server runs it',
    responses: { 200: raceCodeResponseSchema },
  },
};

export const raceDemoEndpoints = /* @__PURE__ */ family('race demo', raceDemoSchemas, raceDemoApi);
