import type { FeedbackItem } from '@site/contracts';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../components/admin/form-messages';
import { notify } from '../../lib/notify';
import { InboxReader, type ReaderDialogProps } from './inbox-reader';
import { useFeedbackItem, useFeedbackMutations } from './use-feedback';

/** Reads one feedback entry: the writer's role and topic (both optional) and whether they want updates. */
export function FeedbackDialog({ id, initial, onClose, onDelete }: ReaderDialogProps<FeedbackItem>) {
  const { t } = useTranslation('admin');
  const query = useFeedbackItem(id, initial);
  const { setRead } = useFeedbackMutations();
  const yesNo = (value: boolean) => (value ? t('feedback.reader.yes') : t('feedback.reader.no'));
  return (
    <InboxReader
      kind="feedback"
      query={query}
      facts={(item) => [
        {
          key: 'role',
          label: t('feedback.reader.role'),
          value: item.role ? t(`feedback.roles.${item.role}`) : t('feedback.reader.notGiven'),
        },
        {
          key: 'category',
          label: t('feedback.reader.category'),
          value: item.category ? t(`feedback.categories.${item.category}`) : t('feedback.reader.notGiven'),
        },
        { key: 'subscribe', label: t('feedback.reader.subscribe'), value: yesNo(item.subscribe) },
      ]}
      setRead={setRead}
      onReadError={(error) => notify('error', translateMessage(t, error) ?? t('feedback.actionFailed'))}
      onClose={onClose}
      onDelete={onDelete}
    />
  );
}
