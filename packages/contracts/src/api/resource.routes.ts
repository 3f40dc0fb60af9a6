/**
 * The routes of an admin resource at `base`: list and create at the base, get, update and delete at
 * `base/:id`, the bulk action at `base/bulk-action`. A family takes the ones it has.
 */
export function resourceRoutes<const Base extends string>(base: Base, update: 'PUT' | 'PATCH' = 'PUT') {
  return {
    list: { method: 'GET', path: base, auth: 'admin' },
    get: { method: 'GET', path: `${base}/:id`, auth: 'admin' },
    create: { method: 'POST', path: base, auth: 'admin' },
    update: { method: update, path: `${base}/:id`, auth: 'admin' },
    remove: { method: 'DELETE', path: `${base}/:id`, auth: 'admin' },
    bulk: { method: 'POST', path: `${base}/bulk-action`, auth: 'admin' },
  } as const;
}
