import { infrastructureResponseSchema } from '../infrastructure.js';
import { family } from './family.js';
import { infrastructureApi } from './infrastructure.routes.js';

export const infrastructureSchemas = {
  status: {
    summary: 'The running system: versions, stack, request figures and live checks of every service',
    responses: { 200: infrastructureResponseSchema },
  },
};

export const infrastructureEndpoints = /* @__PURE__ */ family(
  'infrastructure',
  infrastructureSchemas,
  infrastructureApi,
);
