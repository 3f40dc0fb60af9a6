import { contactEndpoints } from '@site/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { done } from '../../lib/answers.js';
import { endpoint } from '../../lib/endpoint.js';
import { HttpError } from '../../plugins/errors.js';
import { CONTACT_MAIL_JOB, CONTACT_SUCCESS, contactService, type MailSender } from './contact.service.js';

export const CONTACT_RATE_LIMITED =
  'You have sent several messages in a short time. Please wait a few minutes and try again.';

export interface ContactOptions {
  rateLimit: { max: number; windowMs: number };
  /** How mail goes out; absent when SMTP is not configured (messages are stored only). */
  sendMail?: MailSender | undefined;
}

/** `POST /api/contact`: validated by the shared schema, stored, then mailed by a job. */
export const contactRoutes: FastifyPluginAsyncZod<ContactOptions> = async (app, options) => {
  const service = contactService(app, Boolean(options.sendMail));

  if (options.sendMail) {
    const send = options.sendMail;
    app.queue.register(
      CONTACT_MAIL_JOB,
      async (payload) => service.deliver((payload as { messageId: number }).messageId, send),
      async (payload) => service.markFailed((payload as { messageId: number }).messageId),
    );
  }

  app.route({
    ...endpoint(contactEndpoints, 'submit'),
    config: {
      rateLimit: {
        max: options.rateLimit.max,
        timeWindow: options.rateLimit.windowMs,
        errorResponseBuilder: () => new HttpError(429, CONTACT_RATE_LIMITED),
      },
    },
    handler: async (request, reply) => {
      await service.submit(request.body, request.ip);
      // A bot that filled the honeypot gets the same answer as everybody else.
      return reply.status(201).send(done(CONTACT_SUCCESS));
    },
  });
};
