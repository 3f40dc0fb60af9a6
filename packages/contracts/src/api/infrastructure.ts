import { infrastructureResponseSchema } from '../infrastructure.js';
import { answers, family } from './family.js';
import { infrastructureApi } from './infrastructure.routes.js';

export const infrastructureSchemas = {
  status: answers(infrastructureResponseSchema, {
    summary: 'The running system: versions, stack, request figures and live checks of every service',
  }),
};

export const infrastructureEndpoints = /* @__PURE__ */ family(
  'infrastructure',
  infrastructureSchemas,
  infrastructureApi,
);
