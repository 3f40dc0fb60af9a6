import { CONTACT_CODES } from '@site/contracts';
import { codedMessageText } from '../../../lib/form-messages';

/** The text to show for a contact-form message: its codes are translated as `contact.errors.<key>`. */
export const contactMessageText = (message: string | undefined, translate: (key: string) => string) =>
  codedMessageText(CONTACT_CODES, 'contact.errors', message, translate);
