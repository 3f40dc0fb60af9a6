import { AUTH_MESSAGES, ERROR_MESSAGES } from '@site/contracts';

/**
 * Validation and server messages of the admin forms that have a translation, by their English text
 * (contracts' messages), mapped to keys under `formMessages` in the admin texts. Others are shown as they are.
 */
const KNOWN: Record<string, string> = {
  'The key needs at least 2 characters.': 'keyTooShort',
  'Use lowercase letters, digits and single dashes.': 'keyPattern',
  'This key is already used by another category.': 'keyTaken',
  'English is required.': 'englishRequired',
  'The new password must be at least 12 characters.': 'passwordTooShort',
  'The current password is required.': 'currentPasswordRequired',
  'The current password is incorrect.': 'currentPasswordWrong',
  'The passwords do not match.': 'passwordsDiffer',
  'Select at least one item.': 'selectOne',
  [AUTH_MESSAGES.invalidCredentials]: 'invalidCredentials',
  [ERROR_MESSAGES.validation]: 'validation',
  [ERROR_MESSAGES.notFound]: 'notFound',
  [ERROR_MESSAGES.rateLimited]: 'rateLimited',
  [ERROR_MESSAGES.server]: 'server',
};

/** The translation key of a known message, or undefined. */
export function formMessageKey(message: string): string | undefined {
  return Object.hasOwn(KNOWN, message) ? `formMessages.${KNOWN[message]}` : undefined;
}

/** Translates a known message with `t`, else returns it unchanged. */
export function translateMessage(t: (key: string) => string, message: string | undefined): string | undefined {
  if (!message) return undefined;
  const key = formMessageKey(message);
  return key ? t(key) : message;
}
