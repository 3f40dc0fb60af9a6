import i18n from 'i18next';
import adminEditor from '../../../locales/en/admin-editor.json';

/**
 * For tests of the editors' validation: the English editor texts loaded into i18next, so that messages
 * read as the owner sees them (`beforeAll(loadEditorTexts)`).
 */
export async function loadEditorTexts(): Promise<void> {
  await i18n.init({
    lng: 'en',
    resources: { en: { 'admin-editor': adminEditor } },
    interpolation: { escapeValue: false },
    showSupportNotice: false,
  });
}
