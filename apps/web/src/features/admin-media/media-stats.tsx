import type { MediaStats } from '@site/contracts';
import { useTranslation } from 'react-i18next';
import { formatMediaStats } from './media-display';
import styles from './media-stats.module.css';

interface MediaStatsStripProps {
  stats: MediaStats | undefined;
  locale: string;
  /** Shows only failed items (the "Failed" figure's button). */
  onShowFailed: () => void;
}

/** The media figures: totals by type, YouTube, processing, visibility, storage and WebP savings. */
export function MediaStatsStrip({ stats, locale, onShowFailed }: MediaStatsStripProps) {
  const { t } = useTranslation('admin-media');
  const f = stats ? formatMediaStats(stats, locale) : null;
  const dash = '–';
  const cards: { key: string; label: string; value: string; detail?: string; tone?: 'warning' | 'danger' }[] = [
    {
      key: 'total',
      label: t('stats.total'),
      value: f?.total ?? dash,
      detail: f ? t('stats.byType', { images: f.images, videos: f.videos, audio: f.audio }) : undefined,
    },
    { key: 'youtube', label: t('stats.youtube'), value: f?.youtube ?? dash },
    {
      key: 'processing',
      label: t('stats.processing'),
      value: f?.processing ?? dash,
      tone: f && f.counts.processing > 0 ? 'warning' : undefined,
    },
    {
      key: 'failed',
      label: t('stats.failed'),
      value: f?.failed ?? dash,
      tone: f && f.counts.failed > 0 ? 'danger' : undefined,
    },
    {
      key: 'public',
      label: t('stats.public'),
      value: f?.public ?? dash,
      detail: f ? t('stats.private', { count: f.counts.private, formatted: f.private }) : undefined,
    },
    { key: 'featured', label: t('stats.featured'), value: f?.featured ?? dash },
    { key: 'archived', label: t('stats.archived'), value: f?.archived ?? dash },
    { key: 'storage', label: t('stats.storage'), value: f?.storage ?? dash },
    {
      key: 'webp',
      label: t('stats.webpSaved'),
      value: f?.webpSaved ?? dash,
      detail: t('stats.webpSavedHint'),
    },
  ];

  return (
    <section aria-labelledby="media-stats-title" className={styles.section}>
      <h2 id="media-stats-title" className="visually-hidden">
        {t('stats.title')}
      </h2>
      <dl className={styles.stats} aria-busy={!stats}>
        {cards.map((card) => (
          <div key={card.key} className={styles.stat} data-tone={card.tone}>
            <dt>{card.label}</dt>
            <dd>
              <span className={styles.value} data-testid={`media-stat-${card.key}`}>
                {card.value}
              </span>
              {card.detail && <span className={styles.detail}>{card.detail}</span>}
              {card.key === 'failed' && f && f.counts.failed > 0 && (
                <button type="button" className={styles.show} onClick={onShowFailed}>
                  {t('stats.showFailed')}
                </button>
              )}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
