import { messageCodes } from './messages.js';

// Plain values of the feedback family, without zod: a page imports these without loading the schemas.

/** Infrastructure feedback: who is writing and about what; both optional. */
export const FEEDBACK_ROLES = ['developer', 'devops', 'architect', 'manager', 'student', 'other'] as const;
export const FEEDBACK_CATEGORIES = [
  'architecture',
  'performance',
  'security',
  'scalability',
  'documentation',
  'general',
] as const;
export type FeedbackRole = (typeof FEEDBACK_ROLES)[number];
export type FeedbackCategory = (typeof FEEDBACK_CATEGORIES)[number];

export const FEEDBACK_LIMITS = { nameMin: 2, nameMax: 100, emailMax: 254, messageMin: 10, messageMax: 5000 } as const;

/** Messages keyed as the web app translates them (the contact form's rules). */
export const FEEDBACK_ERRORS = {
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
export type FeedbackErrorKey = keyof typeof FEEDBACK_ERRORS;
/** The codes of the feedback form's messages (`feedback.nameRequired`), as its schema reports them. */
export const FEEDBACK_CODES = /* @__PURE__ */ messageCodes('feedback', FEEDBACK_ERRORS);
