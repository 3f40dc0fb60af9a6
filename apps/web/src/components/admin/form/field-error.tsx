import { useTranslation } from 'react-i18next';
import { translateMessage } from './validation';
import ui from '../admin-ui.module.css';

/** The message under a field (first error, translated when it is a known contract message). */
export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  const { t } = useTranslation('admin-editor');
  if (!message) return null;
  return (
    <p id={id} className={ui.fieldError}>
      {translateMessage(message, t)}
    </p>
  );
}
