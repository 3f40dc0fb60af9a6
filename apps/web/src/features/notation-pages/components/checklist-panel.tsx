import type { Sheet } from '@site/music';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { keyName } from '../../../components/notation/describe';
import { layoutSheet } from '../../../components/notation/layout';
import { checklist } from '../lib/checklist';
import styles from '../notation-pages.module.css';

/** What the sheet above should show and in which bars: compare it with the drawing. */
export function ChecklistPanel({ sheet }: { sheet: Sheet }) {
  const { t } = useTranslation('notation');
  const score = useMemo(() => layoutSheet(sheet), [sheet]);
  const entries = useMemo(() => checklist(score), [score]);
  const values = { key: keyName(sheet.key, t), time: score.timeSignature };
  return (
    <ul className={styles.checklist}>
      {entries.map(({ item, bars }) => (
        <li key={item} data-found={bars.length > 0}>
          <span className={styles.mark} aria-hidden="true">
            {bars.length > 0 ? '✓' : '–'}
          </span>
          <span>
            <strong>{t(`pages.test.item.${item}`, values)}</strong>{' '}
            <span className={styles.where}>
              {bars.length > 0 ? t('pages.test.inBars', { bars: bars.join(', ') }) : t('pages.test.notFound')}
            </span>
          </span>
        </li>
      ))}
    </ul>
  );
}
