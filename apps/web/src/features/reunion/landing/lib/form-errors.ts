import { LANDING_CODES } from '@site/contracts';
import { codedMessageText } from '../../../../lib/form-messages';

/** The text to show for a landing form's message: its codes are translated as `errors.<key>`. */
export const landingMessageText = (message: string | undefined, translate: (key: string) => string) =>
  codedMessageText(LANDING_CODES, 'errors', message, translate);
