import { messageCodes } from './messages.js';

// Plain values of the contact family, without zod: a page imports these without loading the schemas.

/**
 * The messages of a public form's sender fields (name, email, message), keyed as the web app translates them:
 * the contact form's rules, which the feedback form shares.
 */
export const SENDER_ERRORS = {
  nameRequired: 'Name is required',
  nameMinLength: 'Name must be at least 2 characters',
  nameTooLong: 'Name may not be longer than 100 characters',
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  emailTooLong: 'Email may not be longer than 254 characters',
  messageRequired: 'Message is required',
  messageMinLength: 'Message must be at least 10 characters',
  messageTooLong: 'Message may not be longer than 5000 characters',
} as const;

/** The lengths of the sender fields, which their messages state. */
export const SENDER_LIMITS = { nameMin: 2, nameMax: 100, emailMax: 254, messageMin: 10, messageMax: 5000 } as const;

/** The contact form's messages: the sender fields' and the phone's. */
export const CONTACT_ERRORS = {
  ...SENDER_ERRORS,
  phoneTooLong: 'Phone may not be longer than 30 characters',
} as const;
export type ContactErrorKey = keyof typeof CONTACT_ERRORS;
/** The codes of the contact form's messages (`contact.nameRequired`), as its schema reports them. */
export const CONTACT_CODES = /* @__PURE__ */ messageCodes('contact', CONTACT_ERRORS);

/** Text, @, text, dot, text, with no spaces. */
export const SIMPLE_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const CONTACT_LIMITS = { ...SENDER_LIMITS, phoneMax: 30 } as const;
