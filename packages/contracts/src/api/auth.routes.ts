import { routes } from '../endpoint.js';
import type { authSchemas } from './auth.js';

export const authApi = /* @__PURE__ */ routes<typeof authSchemas>()({
  login: { method: 'POST', path: '/api/auth/login', auth: 'public' },
  logout: { method: 'POST', path: '/api/auth/logout', auth: 'public' },
  me: { method: 'GET', path: '/api/auth/me', auth: 'public' },
  changePassword: { method: 'PUT', path: '/api/auth/password', auth: 'public' },
});
