import { adminSettingsResponseSchema, adminSettingsSchema, cvFileSchema, okSchema } from '@site/contracts';
import { z } from 'zod';
import { request } from '../../../lib/api-client';
import type { SettingsInput } from './settings-form-model';

export const settingsKey = ['admin', 'settings'] as const;

/** PUT /admin/settings answers `{ success, message, data, cv }`. */
const savedSettingsSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: adminSettingsSchema,
  cv: cvFileSchema.nullable(),
});

export type SettingsAnswer = z.infer<typeof adminSettingsResponseSchema>;

export function fetchSettings(signal?: AbortSignal) {
  return request('/api/admin/settings', { schema: adminSettingsResponseSchema, signal });
}

export function saveSettings(body: SettingsInput) {
  return request('/api/admin/settings', { method: 'PUT', body, schema: savedSettingsSchema });
}

export function deleteCv() {
  return request('/api/admin/settings/cv', { method: 'DELETE', schema: okSchema });
}
