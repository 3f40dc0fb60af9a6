import { z } from 'zod';
import { CONTACT_CODES, SIMPLE_EMAIL, CONTACT_LIMITS } from './contact.values.js';
import { okSchema } from './envelopes.js';

const requiredText = (required: string) =>
  z.preprocess((value) => (typeof value === 'string' ? value.trim() : value), z.string({ error: required }));

/**
 * One contact message. The same rules run in the browser before sending and on the
 * server. `website` is a honeypot: people never see it, so a value means a bot.
 */
export const contactRequestSchema = z
  .object({
    name: requiredText(CONTACT_CODES.nameRequired).pipe(
      z
        .string()
        .min(1, CONTACT_CODES.nameRequired)
        .min(CONTACT_LIMITS.nameMin, CONTACT_CODES.nameMinLength)
        .max(CONTACT_LIMITS.nameMax, CONTACT_CODES.nameTooLong),
    ),
    email: requiredText(CONTACT_CODES.emailRequired).pipe(
      z
        .string()
        .min(1, CONTACT_CODES.emailRequired)
        .max(CONTACT_LIMITS.emailMax, CONTACT_CODES.emailTooLong)
        .regex(SIMPLE_EMAIL, CONTACT_CODES.emailInvalid),
    ),
    phone: z
      .string()
      .trim()
      .max(CONTACT_LIMITS.phoneMax, CONTACT_CODES.phoneTooLong)
      .nullish()
      .transform((value) => (value ? value : null)),
    message: requiredText(CONTACT_CODES.messageRequired).pipe(
      z
        .string()
        .min(1, CONTACT_CODES.messageRequired)
        .min(CONTACT_LIMITS.messageMin, CONTACT_CODES.messageMinLength)
        .max(CONTACT_LIMITS.messageMax, CONTACT_CODES.messageTooLong),
    ),
    website: z.string().max(500).optional(),
  })
  .meta({ id: 'ContactRequest' });

export const contactResponseSchema = okSchema;

export type ContactRequest = z.input<typeof contactRequestSchema>;
export type ContactMessageInput = z.output<typeof contactRequestSchema>;
