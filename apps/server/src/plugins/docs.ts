import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { VERSION } from '../version.js';

export const DOCS_CSP = [
  "default-src 'self'",
  "base-uri 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/**
 * OpenAPI 3 generated from the contract schemas of every route: the document at /api/docs/json
 * and a browsable UI at /api/docs.
 */
export const docsPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'Portfolio site API',
          description:
            'HTTP contract of the site: /api (portfolio, media, auth, admin), /ai (assistant), /perf (benchmarks, demos). ' +
            'Every failure answers `{ success: false, message, code?, errors?, codes? }` (English texts, and the codes of known messages).',
          version: VERSION,
        },
        components: {
          securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', description: 'Admin token' } },
        },
      },
      transform: jsonSchemaTransform,
      transformObject: jsonSchemaTransformObject,
    });
    await app.register(swaggerUi, {
      routePrefix: '/api/docs',
      // The UI's own policy replaces the site's on its pages: the same rules, no inline scripts, and no
      // upgrade-insecure-requests (which would break the docs over plain HTTP on a LAN address).
      staticCSP: DOCS_CSP,
      uiConfig: { docExpansion: 'list', deepLinking: true },
    });
  },
  { name: 'docs' },
);
