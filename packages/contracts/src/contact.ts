import { z } from 'zod';
import { okSchema } from './envelopes.js';
import { messageCodes } from './messages.js';

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

/** Text, @, text, dot, text, with no spaces. */
export const SIMPLE_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const CONTACT_LIMITS = {
  nameMin: 2,
  nameMax: 100,
  emailMax: 254,
  phoneMax: 30,
  messageMin: 10,
  messageMax: 5000,
};

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
