import { keyOfCode, NOTE_DANCE_CODES } from '@site/contracts';
import { ApiError } from '../../../lib/api-client';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** The `noteDanceAdmin` key of a Note Dance message code, or undefined for anything else. */
export function messageKey(code: string | undefined): string | undefined {
  const key = keyOfCode(NOTE_DANCE_CODES, code);
  return key ? `messages.${key}` : undefined;
}

/**
 * What a failed call says, in the admin's language: its Note Dance code translated (the answer's code, else its
 * first field's), else the server's text as it is.
 */
export function failureText(t: Translate, error: unknown): string {
  if (error instanceof ApiError) {
    const codes = [error.coded.code, ...Object.values(error.coded.codes ?? {}).flat()];
    for (const code of codes) {
      const key = messageKey(code);
      if (key) return t(key);
    }
    const byText = messageKey(error.message);
    if (byText) return t(byText);
  }
  return error instanceof Error ? error.message : String(error);
}

/** The action of the login screen: signing in, or creating an account. */
export type AuthMode = 'login' | 'register';

/**
 * The message key of a failed login or registration. Login: a refused form (400, 422) shows the server's message,
 * else "Invalid credentials"; 401 "Invalid email or password"; anything else "Login failed". Registration: a refused
 * form shows the server's message, else "Invalid registration data"; anything else "Registration failed".
 */
export function authFailure(mode: AuthMode, error: unknown): { key: string } | { text: string } {
  const status = error instanceof ApiError ? error.status : 0;
  if (mode === 'login' && status === 401) return { key: 'messages.invalidEmailOrPassword' };
  if (status === 400 || status === 422 || status === 403 || status === 429) {
    const code = error instanceof ApiError ? error.coded.code : undefined;
    const key = messageKey(code) ?? (error instanceof ApiError ? messageKey(error.message) : undefined);
    if (key) return { key };
    const fieldCode = error instanceof ApiError ? Object.values(error.coded.codes ?? {}).flat()[0] : undefined;
    const fieldKey = messageKey(fieldCode);
    if (fieldKey) return { key: fieldKey };
    if (status === 400 || status === 422) {
      const text = error instanceof ApiError ? error.message : '';
      if (text && !/^HTTP \d+$/.test(text)) return { text };
      return { key: mode === 'login' ? 'messages.invalidCredentials' : 'messages.invalidRegistration' };
    }
  }
  return { key: mode === 'login' ? 'messages.loginFailed' : 'messages.registrationFailed' };
}
