import { z } from 'zod';
import { okSchema } from './envelopes.js';
import { messageCodes } from './messages.js';
import { honeypotSchema, senderFields } from './schema-parts.js';

/** The contact form's messages, keyed as the web app translates them. */
export const CONTACT_ERRORS = {
  nameRequired: 'Name is required',
  nameMinLength: 'Name must be at least 2 characters',
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  messageRequired: 'Message is required',
  messageMinLength: 'Message must be at least 10 characters',
  nameTooLong: 'Name may not be longer than 100 characters',
  emailTooLong: 'Email may not be longer than 254 characters',
  phoneTooLong: 'Phone may not be longer than 30 characters',
  messageTooLong: 'Message may not be longer than 5000 characters',
} as const;
export type ContactErrorKey = keyof typeof CONTACT_ERRORS;
/** The codes of the contact form's messages (`contact.nameRequired`), as its schema reports them. */
export const CONTACT_CODES = /* @__PURE__ */ messageCodes('contact', CONTACT_ERRORS);

export const CONTACT_LIMITS = {
  nameMin: 2,
  nameMax: 100,
  emailMax: 254,
  phoneMax: 30,
  messageMin: 10,
  messageMax: 5000,
};

const sender = /* @__PURE__ */ senderFields(CONTACT_CODES, CONTACT_LIMITS);

/**
 * One contact message. The same rules run in the browser before sending and on the
 * server. `website` is a honeypot: people never see it, so a value means a bot.
 */
export const contactRequestSchema = z
  .object({
    name: sender.name,
    email: sender.email,
    phone: z
      .string()
      .trim()
      .max(CONTACT_LIMITS.phoneMax, CONTACT_CODES.phoneTooLong)
      .nullish()
      .transform((value) => (value ? value : null)),
    message: sender.message,
    website: honeypotSchema,
  })
  .meta({ id: 'ContactRequest' });

export const contactResponseSchema = okSchema;

export type ContactRequest = z.input<typeof contactRequestSchema>;
export type ContactMessageInput = z.output<typeof contactRequestSchema>;
