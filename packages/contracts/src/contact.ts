import { z } from 'zod';
import { CONTACT_CODES, CONTACT_LIMITS } from './contact.values.js';
import { okSchema } from './envelopes.js';
import { honeypotSchema, nullWhenEmpty, senderFields } from './schema-parts.js';

const sender = /* @__PURE__ */ senderFields(CONTACT_CODES, CONTACT_LIMITS);

/**
 * One contact message. The same rules run in the browser before sending and on the
 * server. `website` is a honeypot: people never see it, so a value means a bot.
 */
export const contactRequestSchema = z
  .object({
    name: sender.name,
    email: sender.email,
    phone: nullWhenEmpty(z.string().trim().max(CONTACT_LIMITS.phoneMax, CONTACT_CODES.phoneTooLong)),
    message: sender.message,
    website: honeypotSchema,
  })
  .meta({ id: 'ContactRequest' });

export const contactResponseSchema = okSchema;

export type ContactRequest = z.input<typeof contactRequestSchema>;
export type ContactMessageInput = z.output<typeof contactRequestSchema>;
