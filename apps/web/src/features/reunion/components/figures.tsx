import type { ReunionFigures } from '@site/contracts';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../lib/format';
import styles from './figures.module.css';

const FIGURES = ['total', 'missing', 'investigating', 'found'] as const;
/** The label key of each figure (`cases` for the total). */
const LABELS: Record<(typeof FIGURES)[number], string> = {
  total: 'cases',
  missing: 'missing',
  investigating: 'investigating',
  found: 'found',
};

/** The platform's own counts, straight from its records: nothing here is a claim. */
export function Figures({
  figures,
  failed,
  locale,
}: {
  figures: ReunionFigures | undefined;
  failed: boolean;
  locale: string;
}) {
  const { t } = useTranslation('reunion');
  if (!figures)
    return failed ? (
      <p role="alert" className={styles.note}>
        {t('figures.loadFailed')}
      </p>
    ) : null;
  return (
    <>
      <dl className={styles.figures}>
        {FIGURES.map((key) => (
          <div key={key} className={styles.figure} data-figure={key}>
            <dt>{t(`figures.${LABELS[key]}`, { count: figures[key] })}</dt>
            <dd>{formatNumber(figures[key], locale)}</dd>
          </div>
        ))}
      </dl>
      {figures.samples > 0 && (
        <p className={styles.note}>
          {t('figures.samples', { count: figures.samples, formatted: formatNumber(figures.samples, locale) })}
        </p>
      )}
    </>
  );
}
