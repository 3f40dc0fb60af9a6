import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import ui from '../../../components/admin/admin-ui.module.css';
import form from '../../../components/admin/form/form.module.css';

export interface ListItemCardProps {
  /** e.g. "Employer 2". */
  title: string;
  index: number;
  count: number;
  onMove: (from: number, to: number) => void;
  onRemove: (index: number) => void;
  /** Level of the entry's heading in the page outline. */
  headingLevel?: 3 | 4;
  children: ReactNode;
}

/** One entry of a list of records (an employer, a testimonial…) with reorder and remove buttons. */
export function ListItemCard({ title, index, count, onMove, onRemove, headingLevel = 4, children }: ListItemCardProps) {
  const { t } = useTranslation('admin-editor');
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  return (
    <li className={form.card}>
      <div className={form.cardHead}>
        <Heading className={form.cardTitle}>{title}</Heading>
        <div className={form.actions}>
          <button
            type="button"
            className={ui.smallButton}
            disabled={index === 0}
            aria-label={t('items.moveUp', { item: title })}
            onClick={() => onMove(index, index - 1)}
          >
            <span aria-hidden="true">↑</span>
          </button>
          <button
            type="button"
            className={ui.smallButton}
            disabled={index === count - 1}
            aria-label={t('items.moveDown', { item: title })}
            onClick={() => onMove(index, index + 1)}
          >
            <span aria-hidden="true">↓</span>
          </button>
          <button
            type="button"
            className={`${ui.smallButton} ${ui.dangerButton}`}
            aria-label={t('items.remove', { item: title })}
            onClick={() => onRemove(index)}
          >
            {t('items.removeShort')}
          </button>
        </div>
      </div>
      {children}
    </li>
  );
}
