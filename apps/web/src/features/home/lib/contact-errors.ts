import { contactErrorKey } from '@site/contracts';

/**
 * The text to show for a contact-form message: the contract's English messages become translation keys
 * (`contact.errors.<key>`), anything else (a server message) is shown as it is.
 */
export function contactMessageText(
  message: string | undefined,
  translate: (key: string) => string,
): string | undefined {
  if (!message) return undefined;
  const key = contactErrorKey(message);
  return key ? translate(`contact.errors.${key}`) : message;
}
