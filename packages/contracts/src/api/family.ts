import type { EndpointSchemas, RouteInfo } from '../endpoint.js';

/** A family of endpoints as the server registers it: its routes, their schemas, and its API documentation tag. */
export interface EndpointFamily<S extends Record<string, EndpointSchemas> = Record<string, EndpointSchemas>> {
  tag: string;
  schemas: S;
  routes: { [K in keyof S]: RouteInfo };
}

export function family<S extends Record<string, EndpointSchemas>>(
  tag: string,
  schemas: S,
  routes: { [K in keyof S]: RouteInfo },
): EndpointFamily<S> {
  return { tag, schemas, routes };
}
