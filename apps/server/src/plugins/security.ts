import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * The Content-Security-Policy of the site. Scripts only from our origin (no inline scripts);
 * inline style attributes are allowed because React and the toast library set them.
 * YouTube's privacy-enhanced player may be framed (media gallery); nothing may frame us.
 */
export const CSP_DIRECTIVES = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
  mediaSrc: ["'self'", 'blob:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  frameSrc: ['https://www.youtube-nocookie.com'],
  workerSrc: ["'self'", 'blob:'],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
  upgradeInsecureRequests: null,
};

/** Security headers on every response; HSTS only when the request arrived over HTTPS. */
export const securityPlugin = fp(
  async (app: FastifyInstance, options: { imageOrigins?: string[] }) => {
    // Images from a configured outside origin (the reunion map's tile server) that `https:` does not cover.
    const extra = (options.imageOrigins ?? []).filter((origin) => !origin.startsWith('https:'));
    const directives = { ...CSP_DIRECTIVES, imgSrc: [...CSP_DIRECTIVES.imgSrc, ...extra] };
    await app.register(helmet, {
      global: true,
      contentSecurityPolicy: { useDefaults: false, directives },
      crossOriginEmbedderPolicy: false,
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      strictTransportSecurity: false,
      // The legacy header must say what `frame-ancestors 'none'` says (helmet's default is SAMEORIGIN).
      xFrameOptions: { action: 'deny' },
    });
    app.addHook('onRequest', async (request, reply) => {
      if (request.protocol === 'https') {
        reply.header('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
      }
    });
  },
  { name: 'security' },
);
