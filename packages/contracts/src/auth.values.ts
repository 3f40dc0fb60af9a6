import { messageCodes } from './messages.js';

// Plain values of the auth family, without zod: a page imports these without loading the schemas.

/** Messages of the admin login. */
export const AUTH_MESSAGES = {
  invalidCredentials: 'Invalid credentials',
  emailRequired: 'The email field is required.',
  passwordRequired: 'The password field is required.',
  tooManyAttempts: 'Too many login attempts. Please try again later.',
  loggedOut: 'Logged out.',
} as const;
/** The codes of the sign-in messages (`auth.invalidCredentials`). */
export const AUTH_CODES = /* @__PURE__ */ messageCodes('auth', AUTH_MESSAGES);
