import {
  changePasswordSchema,
  loginRequestSchema,
  loginResponseSchema,
  meResponseSchema,
  messageResponseSchema,
} from '../auth.js';
import { family } from './family.js';
import { authApi } from './auth.routes.js';

export const authSchemas = {
  login: {
    summary: 'Signs the site owner in; answers an opaque bearer token',
    body: loginRequestSchema,
    responses: { 200: loginResponseSchema },
  },
  logout: {
    summary: 'Ends the current session',
    responses: { 200: messageResponseSchema },
  },
  me: {
    summary: 'The signed-in admin',
    responses: { 200: meResponseSchema },
  },
  changePassword: {
    summary: "Changes the admin's password and ends their other sessions",
    body: changePasswordSchema,
    responses: { 200: messageResponseSchema },
  },
};

export const authEndpoints = /* @__PURE__ */ family('auth', authSchemas, authApi);
