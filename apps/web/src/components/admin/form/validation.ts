import { zodResolver } from '@hookform/resolvers/zod';
import { CASE_CODES, FORM_CODES, SHOP_CODES, VOLUNTEER_CODES, keyOfCode } from '@site/contracts';
import { LANDING_CODES } from '@site/contracts';
import type { TFunction } from 'i18next';
import type { FieldValues, Path, Resolver, UseFormGetValues, UseFormSetError } from 'react-hook-form';
import type { z } from 'zod';
import { ApiError } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { formMessageKey } from '../form-messages';

/** Message codes of the owner's forms that the editors' texts word (`validation.*` in admin-editor). */
const EDITOR_KEYS = new Set<string>([
  'titleRequired',
  'descriptionRequired',
  'address',
  'imageAddress',
  'colour',
  'email',
  'englishRequired',
  'selectOne',
]);

/**
 * A field message in the admin's language, by its code (from the schema in the browser, or beside the
 * server's English text): the editors' own texts first, then the admin's form messages; anything else
 * is shown as it is. English prose is never looked up.
 */
export function translateMessage(message: string | undefined, t: TFunction): string | undefined {
  if (!message) return message;
  const key = keyOfCode(FORM_CODES, message);
  if (key && EDITOR_KEYS.has(key)) return t(`validation.${key}`, { ns: 'admin-editor' });
  // The reunion case forms' own messages are worded in the reunion admin's texts.
  const caseKey = keyOfCode(CASE_CODES, message);
  if (caseKey) return t(`errors.${caseKey}`, { ns: 'adminReunion' });
  const shopKey = keyOfCode(SHOP_CODES, message);
  if (shopKey) return t(`shop.errors.${shopKey}`, { ns: 'adminReunion' });
  // The reunion landing content's messages are worded in the landing's texts (reunionLanding.json `errors`).
  const landingKey = keyOfCode(LANDING_CODES, message);
  if (landingKey) return t(`errors.${landingKey}`, { ns: 'reunionLanding' });
  // The volunteer network's messages are worded in the volunteer admin's texts (adminVolunteers.json `errors`).
  const volunteerKey = keyOfCode(VOLUNTEER_CODES, message);
  if (volunteerKey) return t(`errors.${volunteerKey}`, { ns: 'adminVolunteers' });
  const other = formMessageKey(message);
  return other ? t(other, { ns: 'admin' }) : message;
}

/** The fields of a zod issue that the error map reads (zod 4 raw issue). */
interface IssueLike {
  code?: string;
  origin?: string;
  minimum?: number | bigint;
  maximum?: number | bigint;
  expected?: string;
  input?: unknown;
}

/**
 * A zod error map that words the generic failures (required, too long, not a number…) in the admin's
 * language. Messages written into a schema take precedence over it (zod 4 error precedence) and are
 * translated by `translateMessage` when shown.
 */
export function makeErrorMap(t: TFunction) {
  const tr = (key: string, options?: Record<string, unknown>) => t(key, { ns: 'admin-editor', ...options });
  return (issue: IssueLike): string | undefined => {
    const min = Number(issue.minimum);
    const max = Number(issue.maximum);
    switch (issue.code) {
      case 'too_small':
        if (issue.origin === 'string')
          return min <= 1 ? tr('validation.required') : tr('validation.minLength', { count: min });
        if (issue.origin === 'array' || issue.origin === 'set') return tr('validation.minItems', { count: min });
        return tr('validation.minNumber', { min });
      case 'too_big':
        if (issue.origin === 'string') return tr('validation.maxLength', { count: max });
        if (issue.origin === 'array' || issue.origin === 'set') return tr('validation.maxItems', { count: max });
        return tr('validation.maxNumber', { max });
      case 'invalid_type':
        if (issue.expected === 'number' || issue.expected === 'int') {
          return typeof issue.input === 'number' && !Number.isNaN(issue.input)
            ? tr('validation.integer')
            : tr('validation.number');
        }
        if (issue.input === undefined || issue.input === null) return tr('validation.required');
        return tr('validation.invalid');
      case 'invalid_format':
        return tr('validation.format');
      case 'invalid_value':
        return tr('validation.choice');
      default:
        return undefined;
    }
  };
}

/**
 * A resolver that validates the *request body built from the form* with a contract schema. The form may
 * hold UI-friendly values (all ten languages, '' for none); `toPayload` turns them into the body, whose
 * field paths match the form's, so errors land under the right fields.
 */
export function payloadResolver<V extends FieldValues, S extends z.ZodType>(
  schema: S,
  toPayload: (values: V) => z.input<S>,
  t: TFunction,
): Resolver<V, unknown, z.output<S>> {
  const inner = zodResolver(schema as never, { error: makeErrorMap(t) as never }) as unknown as Resolver<
    FieldValues,
    unknown,
    z.output<S>
  >;
  return ((values, context, options) => inner(toPayload(values) as FieldValues, context, options as never)) as Resolver<
    V,
    unknown,
    z.output<S>
  >;
}

function valueAt(root: unknown, path: string): unknown {
  return path.split('.').reduce<unknown>((node, key) => {
    if (node === null || typeof node !== 'object') return undefined;
    return (node as Record<string, unknown>)[key];
  }, root);
}

/**
 * Puts a 422's field errors under the matching form fields. Returns the messages whose path is not a
 * field of the form (a whole object, an unknown key), for a summary above the form.
 */
export function applyServerErrors<V extends FieldValues>(
  error: ApiError,
  setError: UseFormSetError<V>,
  getValues: UseFormGetValues<V>,
): { path: string; message: string }[] {
  const values = getValues();
  const unplaced: { path: string; message: string }[] = [];
  for (const path of Object.keys(error.errors)) {
    const message = error.fieldMessage(path);
    if (!message) continue;
    const value = valueAt(values, path);
    const isField =
      typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' || Array.isArray(value);
    if (isField) setError(path as Path<V>, { type: 'server', message });
    else unplaced.push({ path, message });
  }
  return unplaced;
}

/** True when an errors object (or one of its nested children) holds any error. */
export function hasErrors(node: unknown): boolean {
  if (!node || typeof node !== 'object') return false;
  const record = node as Record<string, unknown>;
  if (typeof record.message === 'string' || typeof record.type === 'string') return true;
  // `ref` points at a DOM element: never walk into it.
  return Object.entries(record).some(([key, child]) => key !== 'ref' && hasErrors(child));
}

/** What an editor shows above its form after a failed save. */
export interface SaveProblems {
  summary: string;
  unplaced: string[];
}

/**
 * A failed save, shown the one way both editors do it: a 422 puts each server message under its
 * field (the rest in the summary) and reveals the first; any other failure is one summary line.
 * Both end with an error toast.
 */
export function reportSaveFailure<V extends FieldValues>(
  failure: unknown,
  form: { setError: UseFormSetError<V>; getValues: UseFormGetValues<V> },
  show: { setProblems: (problems: SaveProblems) => void; revealFirstError: (path: string | null) => void },
  t: TFunction,
  failedKey: string,
): void {
  if (failure instanceof ApiError && failure.status === 422 && Object.keys(failure.errors).length > 0) {
    const unplaced = applyServerErrors(failure, form.setError, form.getValues);
    show.setProblems({
      summary: t('form.errorSummary'),
      unplaced: unplaced.map((u) => `${u.path}: ${translateMessage(u.message, t) ?? u.message}`),
    });
    show.revealFirstError(Object.keys(failure.errors)[0] ?? null);
    notify('error', t('form.errorSummary'));
    return;
  }
  const message = failure instanceof Error ? failure.message : String(failure);
  show.setProblems({ summary: t(failedKey, { message }), unplaced: [] });
  notify('error', t(failedKey, { message }));
}
