import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import i18n from 'i18next';
import { useEffect, type ReactNode } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import assistant from '../../../locales/en/assistant.json';
import { TranslateFromEnglish } from './translate-from-english';
import { translationPlan } from './translation-plan';

const api = vi.hoisted(() => ({ health: vi.fn(), translate: vi.fn() }));
vi.mock('../../../api/assistant', () => ({
  assistantHealthQuery: () => ({ queryKey: ['assistant', 'health'], queryFn: api.health }),
  translateTexts: api.translate,
}));

beforeAll(async () => {
  await i18n.use(initReactI18next).init({
    lng: 'en',
    resources: { en: { assistant } },
    interpolation: { escapeValue: false },
    showSupportNotice: false,
  });
});

beforeEach(() => {
  api.health.mockResolvedValue({ status: 'ok', translate_provider: 'libretranslate' });
  api.translate.mockImplementation(async ({ texts, to }: { texts: string[]; to: string }) => ({
    success: true,
    provider: 'libretranslate',
    texts: texts.map((text) => `${to}:${text}`),
  }));
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

type Values = { translations: Record<string, { title: string; description: string }> };
let read: () => Values = () => ({ translations: {} });

function Editor({ defaults, children }: { defaults: Values; children?: ReactNode }) {
  const methods = useForm<Values>({ defaultValues: defaults });
  useEffect(() => {
    read = () => methods.getValues();
  }, [methods]);
  return (
    <FormProvider {...methods}>
      <TranslateFromEnglish roots={['translations']} />
      {children}
    </FormProvider>
  );
}

function renderEditor(defaults: Values) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <Editor defaults={defaults} />
    </QueryClientProvider>,
  );
}

const FORM: Values = {
  translations: {
    en: { title: 'Hello', description: 'A long text' },
    vi: { title: 'Xin chào', description: '' },
    fr: { title: '', description: '  ' },
  },
};

describe('translationPlan', () => {
  it('lists the empty fields of every other language whose English is written', () => {
    const plan = translationPlan(FORM, ['translations']);
    expect(plan.find((entry) => entry.language === 'vi')?.fields).toEqual([
      { path: 'translations.vi.description', english: 'A long text' },
    ]);
    expect(plan.find((entry) => entry.language === 'fr')?.fields.map((field) => field.path)).toEqual([
      'translations.fr.title',
      'translations.fr.description',
    ]);
    expect(plan.some((entry) => entry.language === 'en')).toBe(false);
    expect(plan).toHaveLength(9);
  });

  it('reads a root whose language holds a text itself, and skips an English text that is empty', () => {
    const plan = translationPlan({ names: { en: 'Tools', de: 'Werkzeuge' }, descriptions: { en: '' } }, [
      'names',
      'descriptions',
    ]);
    expect(plan.find((entry) => entry.language === 'de')).toBeUndefined();
    expect(plan.find((entry) => entry.language === 'ja')?.fields).toEqual([{ path: 'names.ja', english: 'Tools' }]);
  });
});

describe('TranslateFromEnglish', () => {
  it('is not shown when no translation provider is configured', async () => {
    api.health.mockResolvedValue({ status: 'ok', translate_provider: null });
    renderEditor(FORM);
    await waitFor(() => expect(api.health).toHaveBeenCalled());
    expect(screen.queryByRole('button', { name: 'Translate from English' })).toBeNull();
  });

  it('fills only the empty fields, language by language, and never overwrites a filled one', async () => {
    renderEditor(FORM);
    fireEvent.click(await screen.findByRole('button', { name: 'Translate from English' }));
    await screen.findByText(/Translated into 9 languages/);
    expect(api.translate).toHaveBeenCalledTimes(9);
    expect(api.translate).toHaveBeenCalledWith({ texts: ['A long text'], from: 'en', to: 'vi' });
    const values = read();
    expect(values.translations.vi).toEqual({ title: 'Xin chào', description: 'vi:A long text' });
    expect(values.translations.fr).toEqual({ title: 'fr:Hello', description: 'fr:A long text' });
    expect(values.translations.en).toEqual(FORM.translations.en);
  });

  it("shows the provider's message when it fails", async () => {
    api.translate.mockRejectedValueOnce(new Error('The translation provider did not answer. Please try again later.'));
    renderEditor(FORM);
    fireEvent.click(await screen.findByRole('button', { name: 'Translate from English' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Translation failed: The translation provider did not answer. Please try again later.',
    );
    expect(read().translations.vi!.description).toBe('');
  });
});
