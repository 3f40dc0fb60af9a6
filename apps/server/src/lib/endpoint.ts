import type { EndpointFamily, EndpointSchemas } from '@site/contracts';

/**
 * A declared endpoint as Fastify route options: method, path and the schemas that validate the request,
 * serialise (and check) the answer and document it in OpenAPI. Spread it into `app.route`, add the
 * handler (and any route `config`); the request and reply are typed from the same schemas.
 *
 *   app.route({ ...endpoint(siteEndpoints, 'profile'), handler: async (request) => … })
 */
export function endpoint<S extends Record<string, EndpointSchemas>, K extends keyof S & string>(
  family: EndpointFamily<S>,
  key: K,
) {
  const schemas = family.schemas[key] as S[K];
  const route = family.routes[key];
  const schema = {
    tags: [family.tag],
    summary: schemas.summary,
    params: schemas.params,
    querystring: schemas.query,
    body: schemas.body,
    response: schemas.responses,
    consumes: schemas.multipart ? ['multipart/form-data'] : undefined,
  };
  return {
    method: route.method,
    url: route.path,
    // Absent parts are left out, not set to undefined (Fastify copies them to the HEAD route and warns).
    schema: Object.fromEntries(Object.entries(schema).filter(([, value]) => value !== undefined)) as {
      tags: string[];
      summary?: string;
      params: S[K]['params'];
      querystring: S[K]['query'];
      body: S[K]['body'];
      response: S[K]['responses'];
      consumes?: string[];
    },
  };
}
