import type { z } from 'zod';

/**
 * Endpoints are declared once, here in the contracts, per family (one file in `src/api/`), in two tables
 * under the same keys:
 *
 * - the family's **schemas** (`…Schemas`): what each endpoint takes (path params, query, body) and answers,
 *   per status. The server registers its routes from them (validation, serialisation, OpenAPI);
 * - the family's **routes** (`…Api`, made by `routes<typeof …Schemas>()({ … })`): method, path and who
 *   may call it, as plain data. It carries the schemas' types but not the schemas themselves, so the web
 *   app's typed client (`call`) can import it on any page, the startup included, without loading zod.
 *
 * A key missing from either table is a type error, and a test checks both tables name the same endpoints.
 */

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may call an endpoint: anyone, the signed-in site owner, a signed-in volunteer, a signed-in Note Dance
 * account, or a Note Dance admin (each its own bearer token).
 */
export type EndpointAuth = 'public' | 'admin' | 'volunteer' | 'note-dance' | 'note-dance-admin';

/** What an endpoint takes and answers. */
export interface EndpointSchemas {
  /** Path parameters (`:name` in the path). */
  params?: z.ZodType;
  query?: z.ZodType;
  /** A JSON body. */
  body?: z.ZodType;
  /** The body is a multipart form (an upload), read by the route itself. */
  multipart?: true;
  /** The answer is a file of this media type (a download, linked rather than called), not JSON. */
  file?: string;
  /** The answer per status; the first success status is what the client receives. */
  responses: Partial<
    Record<200 | 201 | 202 | 400 | 401 | 403 | 404 | 409 | 413 | 422 | 429 | 500 | 501 | 503 | 504, z.ZodType>
  >;
  /** One line for the API documentation. */
  summary?: string;
}

/** Where an endpoint is and who may call it. */
export interface RouteInfo {
  method: HttpMethod;
  /** The path, with `:name` for each path parameter (the server's and the spec's syntax). */
  path: string;
  auth: EndpointAuth;
}

/** A declared endpoint as the client sees it: its place, with its schemas' types (never their values). */
export interface Route<S extends EndpointSchemas = EndpointSchemas> extends RouteInfo {
  /** Types only: there is no value at run time. */
  readonly schemas?: S;
}

/** The routes of one family, typed by its schemas: `routes<typeof fooSchemas>()({ list: { … }, … })`. */
export function routes<S extends Record<string, EndpointSchemas>>() {
  return <const R extends { [K in keyof S]: RouteInfo }>(table: R): { [K in keyof S]: R[K] & Route<S[K]> } => table;
}

/** The entries of `table` under `keys` (a family takes the standard routes it has). */
export function pick<T extends object, const K extends keyof T>(table: T, keys: readonly K[]): Pick<T, K> {
  return Object.fromEntries(keys.map((key) => [key, table[key]])) as Pick<T, K>;
}

type SchemasOf<R> = R extends Route<infer S> ? S : never;
type Out<T> = T extends z.ZodType ? z.output<T> : undefined;

/** The successful answer of an endpoint (its first success status). */
export type ResponseOf<R> = SchemasOf<R>['responses'] extends infer Res
  ? Res extends { 200: z.ZodType }
    ? z.output<Res[200]>
    : Res extends { 201: z.ZodType }
      ? z.output<Res[201]>
      : Res extends { 202: z.ZodType }
        ? z.output<Res[202]>
        : never
  : never;

/** Path parameters as values (numbers stay numbers; the client writes them into the path). */
export type ParamsOf<R> = Out<SchemasOf<R>['params']>;

/**
 * The query as the client gives it: every field optional (the server applies defaults), values as the
 * server reads them once parsed (numbers, booleans, strings), written as text in the address.
 */
export type QueryOf<R> = SchemasOf<R>['query'] extends z.ZodType ? Partial<z.output<SchemasOf<R>['query']>> : undefined;

/** The body as the client sends it: the schema's input; a multipart endpoint takes a FormData. */
export type BodyOf<R> = SchemasOf<R>['multipart'] extends true
  ? FormData
  : SchemasOf<R>['body'] extends z.ZodType
    ? z.input<SchemasOf<R>['body']>
    : undefined;

type Field<Name extends string, T> = [T] extends [undefined] ? { [K in Name]?: undefined } : { [K in Name]: T };

/** What a call of the endpoint needs: `params`, `query` and `body` where the endpoint has them. */
export type CallInput<R> = Field<'params', ParamsOf<R>> &
  (QueryOf<R> extends undefined ? { query?: undefined } : { query?: QueryOf<R> }) &
  Field<'body', BodyOf<R>>;

/** Query values as the address carries them: absent and empty values are left out. */
export type QueryValue = string | number | boolean | null | undefined;

/**
 * The address of a call: path parameters written in (encoded), the query appended in the order given.
 * The same text is the key of a server-rendered page's data and of the client's cache.
 */
export function endpointUrl(route: RouteInfo, input: { params?: unknown; query?: unknown } = {}): string {
  const params = (input.params ?? {}) as Record<string, unknown>;
  const path = route.path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === null || value === '') throw new Error(`${route.path}: no value for :${name}`);
    return encodeURIComponent(String(value));
  });
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries((input.query ?? {}) as Record<string, QueryValue>)) {
    if (value !== undefined && value !== null && value !== '') query.set(name, String(value));
  }
  const text = query.toString();
  return text ? `${path}?${text}` : path;
}
