import type { ContactMessage } from '@site/contracts';
import { useTranslation } from 'react-i18next';
import { StatusBadge, type StatusTone } from '../../components/admin/status-badge';

const TONES: Record<ContactMessage['mail_status'], StatusTone> = {
  sent: 'success',
  pending: 'warning',
  failed: 'danger',
  disabled: 'neutral',
};

/** Whether the owner's notification email for a message went out (sent, pending, failed, disabled). */
export function MailStatus({ status }: { status: ContactMessage['mail_status'] }) {
  const { t } = useTranslation('admin');
  return (
    <StatusBadge tone={TONES[status]}>
      <span className="visually-hidden">{t('messages.mail.label')}: </span>
      {t(`messages.mail.${status}`)}
    </StatusBadge>
  );
}
