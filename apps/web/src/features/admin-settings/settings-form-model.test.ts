import { adminSettingsSchema, type AdminSettings } from '@site/contracts';
import i18n from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadEditorTexts } from '../../components/admin/form/editor-texts';
import adminEditor from '../../locales/en/admin-editor.json';
import { ApiError } from '../../lib/api-client';
import { firstErrorPath, languageOfPath } from '../../components/admin/form/error-paths';
import { applyServerErrors, payloadResolver } from '../../components/admin/form/validation';
import {
  buildSettingsPayload,
  copyFromEnglish,
  emptyCounter,
  isLanguageEmpty,
  isSectionEmpty,
  LOCALIZED_ROOTS,
  settingsToForm,
  type SettingsFormValues,
} from './settings-form-model';

beforeAll(loadEditorTexts);

const stored: AdminSettings = {
  owner: {
    name: 'Minh Nguyen',
    title: { en: 'Senior Web Developer', fr: 'Développeur web senior' },
    tagline: { en: 'Fast, reliable systems.' },
    location: { en: 'Ho Chi Minh City' },
    email: 'minh@example.com',
    phone: null,
    links: [{ kind: 'github', label: 'GitHub', url: 'https://github.com/example' }],
  },
  counters: { en: [{ value: 7, decimals: 0, suffix: '+', label: 'Years of experience' }] },
  chat_enabled: true,
  about: { en: { heading: 'About', paragraphs: ['I build things.'], highlights: ['Tests'] } },
  experience: {
    en: [{ company: 'Harbor', role: 'Engineer', period: '2022 – now', location: '', achievements: ['Shipped it.'] }],
  },
  skills: { en: { languages: ['TypeScript'], frameworks: [], databases: [], tools: [], cloud: [] } },
  certifications: { en: [{ name: 'CKAD', issuer: 'CNCF', year: '2022', url: '' }] },
  testimonials: {
    en: [{ text: 'Great work.', name: 'Sarah', position: 'CTO', company: '', rating: 5, avatar: '' }],
  },
};

describe('settings form model', () => {
  it('fills every language, blank where nothing is stored', () => {
    const form = settingsToForm(stored);
    expect(form.owner.title.fr).toBe('Développeur web senior');
    expect(form.owner.title.de).toBe('');
    expect(form.owner.phone).toBe('');
    expect(form.about.ja).toEqual({ heading: '', paragraphs: [''], highlights: [] });
    expect(form.skills.ko).toEqual({ languages: [], frameworks: [], databases: [], tools: [], cloud: [] });
    expect(form.counters.ar).toEqual([]);
    expect(isLanguageEmpty(form, 'de')).toBe(true);
    expect(isLanguageEmpty(form, 'fr')).toBe(false);
  });

  it('round-trips the stored settings through the form unchanged', () => {
    const parsed = adminSettingsSchema.parse(buildSettingsPayload(settingsToForm(stored)));
    expect(parsed).toEqual(stored);
  });

  it('leaves out languages the owner left empty, per field and section', () => {
    const form = settingsToForm(stored);
    form.owner.tagline.de = 'Schnelle Systeme.';
    form.counters.vi = [{ ...emptyCounter(), value: 7, label: 'Năm kinh nghiệm' }];
    form.about.es = { heading: '  ', paragraphs: ['   '], highlights: [] };
    const payload = buildSettingsPayload(form);
    expect(Object.keys(payload.owner.title)).toEqual(['en', 'fr']);
    expect(Object.keys(payload.owner.tagline)).toEqual(['en', 'de']);
    expect(Object.keys(payload.counters)).toEqual(['en', 'vi']);
    expect(Object.keys(payload.about)).toEqual(['en']);
    expect(Object.keys(payload.skills)).toEqual(['en']);
    expect(adminSettingsSchema.safeParse(payload).success).toBe(true);
  });

  it('copies a section from English for translation', () => {
    const form = settingsToForm(stored);
    expect(isSectionEmpty(form, 'experience', 'de')).toBe(true);
    const [[path, value]] = copyFromEnglish(form, 'experience', 'de') as [[string, unknown]];
    expect(path).toBe('experience.de');
    expect(value).toEqual(form.experience.en);
    expect(value).not.toBe(form.experience.en);
    expect(copyFromEnglish(form, 'profile', 'de').map(([p]) => p)).toEqual([
      'owner.title.de',
      'owner.tagline.de',
      'owner.location.de',
    ]);
  });

  it('validates with the contract and points errors at the language tab', async () => {
    const form = settingsToForm(stored);
    form.about.de = { heading: 'Über mich', paragraphs: [''], highlights: [] };
    form.counters.en = [{ value: Number.NaN, decimals: 0, suffix: '', label: 'x' }];
    const resolver = payloadResolver(adminSettingsSchema, buildSettingsPayload, i18n.t.bind(i18n));
    const result = await resolver(form, undefined, { fields: {}, shouldUseNativeValidation: false });
    const path = firstErrorPath(result.errors);
    expect(path).toBe('counters.en.0.value');
    expect(result.errors.counters?.en?.[0]?.value?.message).toBe(adminEditor.validation.number);
    expect(result.errors.about?.de?.paragraphs?.[0]?.message).toBe(adminEditor.validation.required);
    expect(languageOfPath('about.de.paragraphs.0', LOCALIZED_ROOTS)).toBe('de');
    expect(languageOfPath('owner.title.vi', LOCALIZED_ROOTS)).toBe('vi');
    expect(languageOfPath('owner.name', LOCALIZED_ROOTS)).toBeNull();
  });

  it('puts server field errors on the form and returns the others', () => {
    const values = settingsToForm(stored);
    const placed: [string, string][] = [];
    const error = new ApiError('http', 422, 'The given data was invalid.', {
      'owner.email': ['Enter a valid email address.'],
      'experience.en.0.achievements': ['Too big'],
      'about.fr': ['Expected object'],
      unknown: ['Nope'],
    });
    const unplaced = applyServerErrors<SettingsFormValues>(
      error,
      (name, e) => placed.push([name, e.message ?? '']),
      (() => values) as never,
    );
    expect(placed).toEqual([
      ['owner.email', 'Enter a valid email address.'],
      ['experience.en.0.achievements', 'Too big'],
    ]);
    expect(unplaced.map((u) => u.path)).toEqual(['about.fr', 'unknown']);
  });
});
