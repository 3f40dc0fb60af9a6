import { idParamsSchema } from '../admin.js';
import { savedResponseSchema } from '../envelopes.js';
import { pick } from '../endpoint.js';
import {
  adminCaseListQuerySchema,
  adminReunionCaseSchema,
  caseInputSchema,
  caseStatusInputSchema,
} from '../reunion-cases.js';
import { bulkActionOf } from '../schema-parts.js';
import { family } from './family.js';
import { resourceSchemas } from './resource.js';
import { adminReunionCasesApi } from './admin-reunion-cases.routes.js';

export const adminReunionCasesSchemas = {
  ...pick(
    resourceSchemas({
      item: adminReunionCaseSchema,
      query: adminCaseListQuerySchema,
      input: caseInputSchema,
      bulk: bulkActionOf(['delete']),
    }),
    ['list', 'get', 'create', 'update', 'remove'],
  ),
  status: {
    summary: "Changes a case's status; the change is added to its history",
    params: idParamsSchema,
    body: caseStatusInputSchema,
    responses: { 200: savedResponseSchema(adminReunionCaseSchema) },
  },
};

export const adminReunionCasesEndpoints = /* @__PURE__ */ family(
  'admin: reunion cases',
  adminReunionCasesSchemas,
  adminReunionCasesApi,
);
