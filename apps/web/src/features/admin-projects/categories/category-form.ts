import {
  categoryInputSchema,
  FORM_CODES,
  LANGUAGE_CODES,
  languageCodeSchema,
  type AdminCategory,
  type LanguageCode,
} from '@site/contracts';
import { z } from 'zod';

/**
 * The category form: one name box per language, where empty boxes mean "falls back to English" and are
 * left out before the contract's rules (English required) apply.
 */
export const categoryFormSchema = categoryInputSchema.extend({
  names: z
    .partialRecord(languageCodeSchema, z.string())
    // Said here, before the contract's check, whose own message for a missing English name is zod's generic one.
    .superRefine((names, ctx) => {
      if (!names.en?.trim())
        ctx.addIssue({ code: 'custom', message: FORM_CODES.englishRequired, path: ['en'], continue: false });
    })
    .transform((names) =>
      Object.fromEntries(Object.entries(names).filter(([, value]) => value !== undefined && value.trim() !== '')),
    )
    .pipe(categoryInputSchema.shape.names),
});

export type CategoryFormValues = z.input<typeof categoryFormSchema>;

/** The form's starting values: the category's own, or empty with the next free position. */
export function categoryFormDefaults(category: AdminCategory | null, nextOrder: number): CategoryFormValues {
  const names = Object.fromEntries(
    LANGUAGE_CODES.map((code: LanguageCode) => [code, category?.names[code] ?? '']),
  ) as Record<LanguageCode, string>;
  return { key: category?.key ?? '', sort_order: category?.sort_order ?? nextOrder, names };
}
