import { CONTACT_CODES, keyOfCode } from '@site/contracts';

/**
 * The text to show for a contact-form message: the form's message codes (from its schema in the browser,
 * or beside the server's English text) are translated (`contact.errors.<key>`); anything else is shown as it is.
 */
export function contactMessageText(
  message: string | undefined,
  translate: (key: string) => string,
): string | undefined {
  if (!message) return undefined;
  const key = keyOfCode(CONTACT_CODES, message);
  return key ? translate(`contact.errors.${key}`) : message;
}
