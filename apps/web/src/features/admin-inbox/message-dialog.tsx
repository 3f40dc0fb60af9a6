import type { ContactMessage } from '@site/contracts';
import { useTranslation } from 'react-i18next';
import { InboxReader, type ReaderDialogProps } from './inbox-reader';
import { MailStatus } from './mail-status';
import { useMessage, useMessageMutations } from './use-messages';

/** Reads one contact message: the sender, their phone when given, and whether the notification email went out. */
export function MessageDialog({ id, initial, onClose, onDelete }: ReaderDialogProps<ContactMessage>) {
  const { t } = useTranslation('admin');
  const query = useMessage(id, initial);
  const { setRead } = useMessageMutations();
  return (
    <InboxReader
      kind="messages"
      query={query}
      facts={(message) =>
        message.phone
          ? [
              {
                key: 'phone',
                label: t('messages.reader.phone'),
                value: (
                  <a href={`tel:${message.phone.replace(/[^\d+]/g, '')}`} dir="ltr">
                    {message.phone}
                  </a>
                ),
              },
            ]
          : []
      }
      lastFacts={(message) => [
        { key: 'mail', label: t('messages.mail.label'), value: <MailStatus status={message.mail_status} /> },
      ]}
      setRead={setRead}
      onClose={onClose}
      onDelete={onDelete}
    />
  );
}
