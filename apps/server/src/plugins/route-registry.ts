import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route registered after this plugin, as `METHOD url` (tests enumerate them). */
    routeList: { method: string; url: string }[];
  }
}

/** Records every registered route, independently of the plugins that act on them. */
export const routeRegistryPlugin = fp(
  async (app: FastifyInstance) => {
    const list: { method: string; url: string }[] = [];
    app.decorate('routeList', list);
    app.addHook('onRoute', (route) => {
      for (const method of [route.method].flat()) {
        if (method !== 'HEAD') list.push({ method, url: route.url });
      }
    });
  },
  { name: 'route-registry' },
);
