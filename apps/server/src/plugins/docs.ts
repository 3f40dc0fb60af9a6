import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { VERSION } from '../version.js';

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
            'Every failure answers `{ success: false, message, errors? }`.',
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
      staticCSP: true,
      uiConfig: { docExpansion: 'list', deepLinking: true },
    });
  },
  { name: 'docs' },
);
