import { projectInputSchema, type AdminProject } from '@site/contracts';
import i18n from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadEditorTexts } from '../../components/admin/form/editor-texts';
import adminEditor from '../../locales/en/admin-editor.json';
import { firstErrorPath } from '../../components/admin/form/error-paths';
import { hasErrors, payloadResolver, translateMessage } from '../../components/admin/form/validation';
import {
  buildProjectPayload,
  emptyProjectForm,
  isTranslationEmpty,
  projectToForm,
  type ProjectFormValues,
} from './project-form-model';
import { projectTitle } from './project-display';
import { listUrl, readListParams, writeListParams } from './project-list-params';

const t = i18n.t.bind(i18n);

beforeAll(loadEditorTexts);

function filledForm(): ProjectFormValues {
  const form = emptyProjectForm();
  form.translations.en = {
    title: 'Test platform',
    description: 'A platform for tests.',
    metrics: [{ label: 'Users', value: '50k+' }],
  };
  return form;
}

const stored: AdminProject = {
  id: 7,
  category_id: 3,
  category_key: 'fintech',
  translations: {
    en: { title: 'Harbor Pay', description: 'Payments.', metrics: [{ label: 'TPS', value: '2,500' }] },
    fr: { title: 'Harbor Pay FR', description: 'Paiements.', metrics: [] },
  },
  image_url: '/api/files/uploads/a.webp',
  technologies: ['Go', 'Redis'],
  liveUrl: '#',
  githubUrl: 'https://github.com/example/harbor',
  size: 'large',
  badgeColor: null,
  is_published: true,
  is_featured: false,
  sort_order: 4,
  created_at: '2025-01-01T00:00:00Z',
  updated_at: '2025-01-02T00:00:00Z',
};

/** The query string of the list's address. */
const listQueryString = (params: Parameters<typeof listUrl>[0]) =>
  new URL(listUrl(params), 'http://localhost').search.slice(1);

describe('project form payload', () => {
  it('sends English always and leaves out languages with nothing written', () => {
    const form = filledForm();
    form.translations.fr = { title: 'Plateforme de test', description: 'Une plateforme.', metrics: [] };
    form.translations.de = { title: '  ', description: '', metrics: [{ label: ' ', value: '' }] };
    const payload = buildProjectPayload(form);
    expect(Object.keys(payload.translations)).toEqual(['en', 'fr']);
    expect(payload.translations.fr?.title).toBe('Plateforme de test');
  });

  it('keeps a half-written language so that its missing fields are reported', () => {
    const form = filledForm();
    form.translations.ja = { title: 'テスト', description: '', metrics: [] };
    const checked = projectInputSchema.safeParse(buildProjectPayload(form));
    expect(checked.success).toBe(false);
    expect(checked.error?.issues.map((i) => i.path.join('.'))).toEqual(['translations.ja.description']);
  });

  it('turns the UI values into the contract: category id, null image, # for no address', () => {
    const form = filledForm();
    form.category_id = '3';
    form.liveUrl = '';
    form.githubUrl = 'https://example.com/src';
    const parsed = projectInputSchema.parse(buildProjectPayload(form));
    expect(parsed.category_id).toBe(3);
    expect(parsed.image_url).toBeNull();
    expect(parsed.liveUrl).toBe('#');
    expect(parsed.githubUrl).toBe('https://example.com/src');
    expect(parsed.badgeColor).toBeNull();
    expect(parsed.size).toBe('medium');
    expect(buildProjectPayload({ ...form, category_id: '' }).category_id).toBeNull();
  });

  it('loads a stored project into the form and back without loss', () => {
    const form = projectToForm(stored);
    expect(form.category_id).toBe('3');
    expect(form.liveUrl).toBe('');
    expect(form.translations.fr.title).toBe('Harbor Pay FR');
    expect(form.translations.de).toEqual({ title: '', description: '', metrics: [] });
    const parsed = projectInputSchema.parse(buildProjectPayload(form));
    expect(parsed.translations).toEqual(stored.translations);
    expect(parsed.liveUrl).toBe('#');
    expect(parsed.image_url).toBe('/api/files/uploads/a.webp');
    expect(parsed.technologies).toEqual(['Go', 'Redis']);
  });

  it('knows an empty language', () => {
    expect(isTranslationEmpty(undefined)).toBe(true);
    expect(isTranslationEmpty({ title: '', description: ' ', metrics: [{ label: '', value: '' }] })).toBe(true);
    expect(isTranslationEmpty({ title: '', description: '', metrics: [{ label: 'x', value: '' }] })).toBe(false);
  });
});

describe('form validation through the contract', () => {
  const resolver = payloadResolver(projectInputSchema, buildProjectPayload, t);
  const run = (values: ProjectFormValues) =>
    resolver(values, undefined, { fields: {}, shouldUseNativeValidation: false });

  it('passes a valid form and returns the request body', async () => {
    const result = await run(filledForm());
    expect(result.errors).toEqual({});
    expect(Object.keys(result.values as object)).toContain('translations');
  });

  it('puts errors on the form paths, English title first', async () => {
    const form = filledForm();
    form.translations.en.title = '';
    form.translations.fr.title = 'Titre';
    form.liveUrl = 'not a url';
    const result = await run(form);
    expect(firstErrorPath(result.errors)).toBe('translations.en.title');
    expect(result.errors.translations?.fr?.description?.message).toBeTruthy();
    expect(translateMessage(result.errors.liveUrl?.message, t)).toBe(adminEditor.validation.address);
    expect(hasErrors(result.errors.translations?.fr)).toBe(true);
    expect(hasErrors(result.errors.translations?.de)).toBe(false);
  });
});

describe('list parameters', () => {
  it('round-trips the filters through the address and ignores junk', () => {
    const params = readListParams(
      new URLSearchParams('page=3&q=%20pay%20&category=2&status=draft&featured=true&sort=title'),
    );
    expect(params).toEqual({
      page: 3,
      search: 'pay',
      categoryId: '2',
      status: 'draft',
      featured: 'true',
      sort: 'title',
    });
    expect(readListParams(new URLSearchParams(writeListParams(params)))).toEqual(params);
    expect(readListParams(new URLSearchParams('page=-1&status=x&sort=y&category=abc'))).toEqual({
      page: 1,
      search: '',
      categoryId: '',
      status: '',
      featured: '',
      sort: 'order',
    });
    expect(writeListParams(readListParams(new URLSearchParams('')))).toEqual({});
  });

  it('builds the API query with per_page 10 and without a blank search', () => {
    const query = new URLSearchParams(
      listQueryString({ page: 2, search: '   ', categoryId: '', status: 'published', featured: '', sort: 'newest' }),
    );
    expect(query.get('per_page')).toBe('10');
    expect(query.get('page')).toBe('2');
    expect(query.has('search')).toBe(false);
    expect(query.get('status')).toBe('published');
    expect(query.get('sort')).toBe('newest');
  });

  it('shows the title in the current language, else English', () => {
    expect(projectTitle(stored, 'fr')).toEqual({ text: 'Harbor Pay FR', lang: 'fr', fallback: false });
    expect(projectTitle(stored, 'de')).toEqual({ text: 'Harbor Pay', lang: 'en', fallback: true });
    expect(projectTitle(stored, 'en').fallback).toBe(false);
  });
});
