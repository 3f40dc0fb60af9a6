import { feedbackErrorKey } from '@site/contracts';

/**
 * The text to show for a feedback-form message: the contract's English messages become translation keys
 * (`feedback.errors.<key>`), anything else (a server message) is shown as it is.
 */
export function feedbackMessageText(
  message: string | undefined,
  translate: (key: string) => string,
): string | undefined {
  if (!message) return undefined;
  const key = feedbackErrorKey(message);
  return key ? translate(`feedback.errors.${key}`) : message;
}
