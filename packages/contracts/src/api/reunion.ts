import {
  caseLangQuerySchema,
  caseListQuerySchema,
  caseListResponseSchema,
  caseNumberParamsSchema,
  caseResponseSchema,
  mapMarkersResponseSchema,
  reunionFiguresResponseSchema,
} from '../reunion-cases.js';
import { answers, family } from './family.js';
import { reunionApi } from './reunion.routes.js';

export const reunionSchemas = {
  cases: answers(caseListResponseSchema, {
    summary: 'Public missing-person cases, newest-updated first, paged (up to 100 a page, for the map)',
    query: caseListQuerySchema,
  }),
  case: answers(caseResponseSchema, {
    summary: 'One public case with its status history',
    params: caseNumberParamsSchema,
    query: caseLangQuerySchema,
  }),
  markers: answers(mapMarkersResponseSchema, {
    summary: 'Every public case as the map draws it (newest change first, up to 5,000), in one answer',
    query: caseLangQuerySchema,
  }),
  figures: answers(reunionFiguresResponseSchema, {
    summary: 'Live counts of the cases in the database, by status',
  }),
};

export const reunionEndpoints = /* @__PURE__ */ family('reunion', reunionSchemas, reunionApi);
