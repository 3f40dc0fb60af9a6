import { describe, expect, it } from 'vitest';
import { FORM_CODES } from '@site/contracts';
import { categoryFormDefaults, categoryFormSchema } from './category-form';

describe('category form', () => {
  it('drops empty languages and keeps the filled ones', () => {
    const values = categoryFormDefaults(null, 3);
    values.key = 'web-app';
    values.names = { ...values.names, en: 'Web app', fr: ' Appli web ', de: '   ' };
    const parsed = categoryFormSchema.safeParse(values);
    expect(parsed.success).toBe(true);
    expect(parsed.data).toEqual({ key: 'web-app', sort_order: 3, names: { en: 'Web app', fr: 'Appli web' } });
  });

  it('asks for English when it is empty', () => {
    const values = categoryFormDefaults(null, 0);
    values.key = 'web-app';
    const parsed = categoryFormSchema.safeParse(values);
    expect(parsed.success).toBe(false);
    const issue = parsed.error?.issues.find((i) => i.path.join('.') === 'names.en');
    expect(issue?.message).toBe(FORM_CODES.englishRequired);
  });
});
