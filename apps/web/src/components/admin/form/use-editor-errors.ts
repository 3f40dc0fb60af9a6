import { DEFAULT_LANGUAGE, type LanguageCode } from '@site/contracts';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import type { FieldErrors, FieldValues, UseFormGetValues, UseFormSetError, UseFormSetFocus } from 'react-hook-form';
import { firstErrorPath, languageOfPath } from './error-paths';
import { hasErrors, reportSaveFailure, type SaveProblems } from './validation';

export interface EditorErrorsOptions {
  /** The roots under which a path's next segment is a language (`translations`, `names`…). */
  localizedRoots: readonly string[];
  /** The field to focus for an error path (e.g. a list's box for its `.root` message); the path itself by default. */
  fieldOf?: (path: string) => string;
  /** After focusing (e.g. to bring the summary into view). */
  afterReveal?: () => void;
}

/**
 * How the admin's editors show what is wrong: the language tab shown, the summary above the form
 * (`problems`), and revealing the first error — its language's tab selected, then its field focused once
 * that panel has rendered. `onInvalid` is handleSubmit's second argument; `reportFailure` takes a failed save.
 */
export function useEditorErrors<V extends FieldValues>(
  methods: {
    setError: UseFormSetError<V>;
    setFocus: UseFormSetFocus<V>;
    getValues: UseFormGetValues<V>;
    formState: { errors: FieldErrors<V> };
  },
  t: TFunction,
  { localizedRoots, fieldOf = (path) => path, afterReveal }: EditorErrorsOptions,
) {
  const [language, setLanguage] = useState<LanguageCode>(DEFAULT_LANGUAGE);
  const [problems, setProblems] = useState<SaveProblems | null>(null);

  const revealFirstError = (path: string | null) => {
    if (!path) return;
    const code = languageOfPath(path, localizedRoots);
    if (code) setLanguage(code);
    // The panel of another language mounts on the next render; focus after it.
    window.requestAnimationFrame(() => {
      try {
        methods.setFocus(fieldOf(path) as never);
      } catch {
        // Not a focusable field (a whole list): the summary above the form says what is wrong.
      }
      afterReveal?.();
    });
  };

  const onInvalid = (errors: FieldErrors<V>) => {
    setProblems({ summary: t('form.errorSummary'), unplaced: [] });
    revealFirstError(firstErrorPath(errors));
  };

  const reportFailure = (failure: unknown, failedKey: string) =>
    reportSaveFailure(failure, methods, { setProblems, revealFirstError }, t, failedKey);

  /** Whether a language's texts hold an error under any of the localized roots (a mark on its tab). */
  const errors = methods.formState.errors as Record<string, Record<string, unknown> | undefined>;
  const invalid = (code: LanguageCode) => localizedRoots.some((root) => hasErrors(errors[root]?.[code]));

  return {
    language,
    setLanguage,
    invalid,
    localizedRoots,
    problems,
    setProblems,
    revealFirstError,
    onInvalid,
    reportFailure,
  };
}
