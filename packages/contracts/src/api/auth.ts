import {
  changePasswordSchema,
  loginRequestSchema,
  loginResponseSchema,
  meResponseSchema,
  messageResponseSchema,
} from '../auth.js';
import { answers, family } from './family.js';
import { authApi } from './auth.routes.js';

export const authSchemas = {
  login: answers(loginResponseSchema, {
    summary: 'Signs the site owner in; answers an opaque bearer token',
    body: loginRequestSchema,
  }),
  logout: answers(messageResponseSchema, { summary: 'Ends the current session' }),
  me: answers(meResponseSchema, { summary: 'The signed-in admin' }),
  changePassword: answers(messageResponseSchema, {
    summary: "Changes the admin's password and ends their other sessions",
    body: changePasswordSchema,
  }),
};

export const authEndpoints = /* @__PURE__ */ family('auth', authSchemas, authApi);
