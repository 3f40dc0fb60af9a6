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
  return {
    method: route.method,
    url: route.path,
    schema: {
      tags: [family.tag],
      summary: schemas.summary,
      params: schemas.params as S[K]['params'],
      querystring: schemas.query as S[K]['query'],
      body: schemas.body as S[K]['body'],
      response: schemas.responses as S[K]['responses'],
      ...(schemas.multipart ? { consumes: ['multipart/form-data'] } : {}),
    },
  };
}
