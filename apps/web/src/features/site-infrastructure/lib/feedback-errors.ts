import { FEEDBACK_CODES } from '@site/contracts';
import { codedMessageText } from '../../../lib/form-messages';

/** The text to show for a feedback-form message: its codes are translated as `feedback.errors.<key>`. */
export const feedbackMessageText = (message: string | undefined, translate: (key: string) => string) =>
  codedMessageText(FEEDBACK_CODES, 'feedback.errors', message, translate);
