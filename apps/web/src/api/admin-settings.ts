import { adminSettingsApi, type BodyOf, type ResponseOf } from '@site/contracts';
import { call } from '../lib/api-client';

/** The settings with the stored CV, as the admin reads them. */
export type SettingsAnswer = ResponseOf<typeof adminSettingsApi.get>;
export type SettingsBody = BodyOf<typeof adminSettingsApi.update>;

export const adminSettingsKeys = {
  all: ['admin', 'settings'] as const,
};

export function fetchSettings(signal?: AbortSignal) {
  return call(adminSettingsApi.get, {}, { signal });
}

export function saveSettings(body: SettingsBody) {
  return call(adminSettingsApi.update, { body });
}

export function deleteCv() {
  return call(adminSettingsApi.deleteCv);
}
