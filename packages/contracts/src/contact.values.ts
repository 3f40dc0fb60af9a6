import { messageCodes } from './messages.js';

// Plain values of the contact family, without zod: a page imports these without loading the schemas.

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
