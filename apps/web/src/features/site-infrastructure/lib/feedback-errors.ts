import { FEEDBACK_CODES, keyOfCode } from '@site/contracts';

/**
 * The text to show for a feedback-form message: the form's message codes (from its schema in the browser,
 * or beside the server's English text) are translated (`feedback.errors.<key>`); anything else is shown as it is.
 */
export function feedbackMessageText(
  message: string | undefined,
  translate: (key: string) => string,
): string | undefined {
  if (!message) return undefined;
  const key = keyOfCode(FEEDBACK_CODES, message);
  return key ? translate(`feedback.errors.${key}`) : message;
}
