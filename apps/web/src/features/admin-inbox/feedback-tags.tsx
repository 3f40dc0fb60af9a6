import type { FeedbackItem } from '@site/contracts';
import { useTranslation } from 'react-i18next';
import { StatusBadge } from '../../components/admin/status-badge';
import styles from './inbox.module.css';

/** What the writer said about themselves and their topic (both optional), and whether they want updates. */
export function FeedbackTags({ item }: { item: FeedbackItem }) {
  const { t } = useTranslation('admin');
  if (!item.category && !item.role && !item.subscribe) return null;
  return (
    <span className={styles.tags}>
      {item.category && (
        <StatusBadge tone="info">
          <span className="visually-hidden">{t('feedback.reader.category')}: </span>
          {t(`feedback.categories.${item.category}`)}
        </StatusBadge>
      )}
      {item.role && (
        <StatusBadge tone="neutral">
          <span className="visually-hidden">{t('feedback.reader.role')}: </span>
          {t(`feedback.roles.${item.role}`)}
        </StatusBadge>
      )}
      {item.subscribe && <StatusBadge tone="success">{t('feedback.subscribed')}</StatusBadge>}
    </span>
  );
}
