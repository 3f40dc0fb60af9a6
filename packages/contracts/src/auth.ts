import { FORM_CODES } from './form-messages.js';
import { z } from 'zod';
import { okSchema } from './envelopes.js';
import { AUTH_CODES } from './auth.values.js';

export const loginRequestSchema = z
  .object({
    email: z.string({ error: AUTH_CODES.emailRequired }).trim().min(1, AUTH_CODES.emailRequired).max(254),
    password: z.string({ error: AUTH_CODES.passwordRequired }).min(1, AUTH_CODES.passwordRequired).max(1024),
  })
  .meta({ id: 'LoginRequest' });

/** The signed-in site owner; the interface labels them Administrator. */
export const adminUserSchema = z
  .object({ id: z.number().int(), name: z.string(), email: z.string(), role: z.literal('admin') })
  .meta({ id: 'AdminUser' });

export const loginResponseSchema = z.object({
  success: z.literal(true),
  user: adminUserSchema,
  token: z.string(),
  expires_at: z.string(),
});
export const meResponseSchema = z.object({ success: z.literal(true), user: adminUserSchema });
export const messageResponseSchema = okSchema;

export const changePasswordSchema = z.object({
  current_password: z.string().min(1).max(1024),
  new_password: z.string().min(12, FORM_CODES.passwordTooShort).max(1024),
});

export type LoginRequest = z.infer<typeof loginRequestSchema>;
export type AdminUser = z.infer<typeof adminUserSchema>;
export type LoginResponse = z.infer<typeof loginResponseSchema>;
