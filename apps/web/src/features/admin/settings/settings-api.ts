import { adminSettingsKeys } from '../../../api/admin-settings';

export { deleteCv, fetchSettings, saveSettings, type SettingsAnswer } from '../../../api/admin-settings';

export const settingsKey = adminSettingsKeys.all;
