import { reunionMapResponseSchema } from '../reunion-map.js';
import { answers, family } from './family.js';
import { reunionMapApi } from './reunion-map.routes.js';

export const reunionMapSchemas = {
  config: answers(reunionMapResponseSchema, {
    summary: "How the reunion map is drawn: the tile server's template when it is reachable, else none",
  }),
};

export const reunionMapEndpoints = /* @__PURE__ */ family('reunionMap', reunionMapSchemas, reunionMapApi);
