import { DEFAULT_LANGUAGE, LANGUAGES, languageDir, type LanguageCode } from '@site/contracts';
import { useId, type ReactNode } from 'react';
import { get, useFormContext, type FieldValues, type Path, type RegisterOptions } from 'react-hook-form';
import ui from '../admin-ui.module.css';
import { FieldError } from './field-error';
import form from './form.module.css';

/** The native name of a language, for "optional in {{language}}" notices. */
export function nativeName(code: LanguageCode): string {
  return LANGUAGES.find((l) => l.code === code)?.nativeName ?? code;
}

/**
 * The line above one language's fields: what English requires, or that another language is optional (it
 * falls back to English). `children` stand beside an optional language's line (e.g. "Copy from English"),
 * which then shows as a highlighted row while that language is still empty.
 */
export function LanguageNotice({
  code,
  englishNote,
  optionalNote,
  empty = false,
  children,
}: {
  code: LanguageCode;
  englishNote: string;
  optionalNote: string;
  /** With `children`: the language has nothing written yet. */
  empty?: boolean;
  children?: ReactNode;
}) {
  if (code === DEFAULT_LANGUAGE) return <p className={form.notice}>{englishNote}</p>;
  if (children === undefined) return <p className={form.notice}>{optionalNote}</p>;
  return (
    <div className={empty ? form.noticeRow : form.notice}>
      <p>{optionalNote}</p>
      {children}
    </div>
  );
}

export interface LocalizedTextFieldProps<V extends FieldValues> {
  /** The form path of this language's text, e.g. `translations.fr.title`. */
  name: Path<V>;
  code: LanguageCode;
  label: string;
  /**
   * For a field English requires: whether this language's copy is the required one. The label then
   * carries `requiredText` in that language, and the box aria-required. Left out for a field never required.
   */
  required?: boolean;
  requiredText?: string;
  maxLength: number;
  /** A text area of this many rows; a one-line box when left out. */
  rows?: number;
  options?: RegisterOptions<V, Path<V>>;
}

/** One language's copy of a text of the surrounding form, written in that language and direction. */
export function LocalizedTextField<V extends FieldValues>({
  name,
  code,
  label,
  required,
  requiredText,
  maxLength,
  rows,
  options,
}: LocalizedTextFieldProps<V>) {
  const id = useId();
  const {
    register,
    formState: { errors },
  } = useFormContext<V>();
  const error = (get(errors, name) as { message?: string } | undefined)?.message;
  const box = {
    id,
    className: rows === undefined ? ui.input : ui.textarea,
    lang: code,
    dir: languageDir(code),
    maxLength,
    'aria-required': required || undefined,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${id}-error` : undefined,
    ...register(name, options),
  };
  return (
    <div className={ui.field}>
      <label htmlFor={id} className={ui.label}>
        {required === undefined ? (
          label
        ) : (
          <>
            {label} {required && <span className={form.required}>{requiredText}</span>}
          </>
        )}
      </label>
      {rows === undefined ? <input {...box} /> : <textarea rows={rows} {...box} />}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

/** A form whose texts per language are a title and a description under `translations.<code>`. */
interface TranslatedTexts {
  translations: Record<LanguageCode, { title: string; description: string }>;
}

/**
 * One language's title and description (under `translations.<code>`), below the language notice; the
 * texts are the form namespace's `form.englishNote`, `form.optionalLanguage`, `form.required` and
 * `form.description`. `notice` stands beside an optional language's line (see LanguageNotice).
 */
export function TranslationTextFields({
  code,
  t,
  titleLabel,
  titleMaxLength,
  descriptionMaxLength,
  descriptionRequired,
  empty,
  notice,
}: {
  code: LanguageCode;
  t: (key: string, options?: Record<string, unknown>) => string;
  titleLabel: string;
  titleMaxLength: number;
  descriptionMaxLength: number;
  /** Whether English requires the description too (else only the title). */
  descriptionRequired: boolean;
  empty?: boolean;
  notice?: ReactNode;
}) {
  const required = code === DEFAULT_LANGUAGE;
  return (
    <>
      <LanguageNotice
        code={code}
        englishNote={t('form.englishNote')}
        optionalNote={t('form.optionalLanguage', { language: nativeName(code) })}
        empty={empty}
      >
        {notice}
      </LanguageNotice>
      <LocalizedTextField<TranslatedTexts>
        name={`translations.${code}.title`}
        code={code}
        label={titleLabel}
        required={required}
        requiredText={t('form.required')}
        maxLength={titleMaxLength}
      />
      <LocalizedTextField<TranslatedTexts>
        name={`translations.${code}.description`}
        code={code}
        label={t('form.description')}
        required={descriptionRequired ? required : undefined}
        requiredText={descriptionRequired ? t('form.required') : undefined}
        maxLength={descriptionMaxLength}
        rows={5}
      />
    </>
  );
}
