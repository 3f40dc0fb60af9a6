import type { EndpointFamily, EndpointSchemas } from '@site/contracts';
import type {
  ContextConfigDefault,
  FastifyBaseLogger,
  FastifyContextConfig,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
  RouteOptions,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

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
    // The declared caller: the auth plugin guards `admin` and `volunteer` routes before anything is read.
    ...(route.auth === 'public' ? {} : { config: { auth: route.auth } }),
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

/** A route plugin's app, typed by zod schemas (the `app` of a `FastifyPluginAsyncZod`). */
type ZodApp = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/** The Fastify schema an endpoint's schemas make (as `endpoint()` gives it). */
interface FastifySchemaOf<E extends EndpointSchemas> {
  params: E['params'];
  querystring: E['query'];
  body: E['body'];
  response: E['responses'];
}

/** A handler of one declared endpoint: its request and reply typed from the endpoint's schemas. */
export type EndpointHandler<E extends EndpointSchemas> = RouteHandlerMethod<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  RouteGenericInterface,
  ContextConfigDefault,
  FastifySchemaOf<E>,
  ZodTypeProvider
>;

/**
 * Registers the routes of one endpoint family by key, each with its handler (and any `RouteExtras`):
 * method, path and schemas come from the declaration, as with `endpoint()`.
 *
 *   const route = endpointRoutes(app, siteEndpoints);
 *   route('profile', async (request) => …);
 */
export function endpointRoutes<S extends Record<string, EndpointSchemas>>(app: ZodApp, family: EndpointFamily<S>) {
  return <K extends keyof S & string>(key: K, handler: EndpointHandler<S[K]>, options: RouteExtras = {}): void => {
    const declared = endpoint(family, key);
    const config = { ...('config' in declared ? declared.config : {}), ...options.config };
    app.route({ ...declared, ...options, config, handler } as RouteOptions);
  };
}

/** What a route may add to its declaration: a stricter rate limit or admin auth (`config`), a body clean-up. */
export interface RouteExtras {
  config?: FastifyContextConfig;
  preValidation?: RouteOptions['preValidation'];
}
