import { lazy, Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatNumber } from '../../../lib/format';
import { useNearViewport } from '../../../lib/use-near-viewport';
import { useCaseShare } from '../hooks/use-case-share';
import { useMapCases, useMapTiles } from '../hooks/use-reunion';
import type { MapCase } from '../lib/map-view';
import type { CaseMapTexts } from '../map/case-map-view';
import styles from './case-map.module.css';

/**
 * Leaflet, the base map and the markers (≈ 75 KiB): loaded when the map's frame comes on screen, not with the
 * page, so that a phone that opens the page and reads its top pays nothing for them.
 */
const CaseMapView = lazy(() => import('../map/case-map-view'));

export interface CaseMapProps {
  locale: string;
  dir: 'ltr' | 'rtl';
  caseHref: (item: MapCase) => string | null;
  onOpenCase: (href: string) => void;
}

/** The map section: Vietnam with every public case where it was last seen, and the territorial statement. */
export function CaseMap({ locale, dir, caseHref, onOpenCase }: CaseMapProps) {
  const { t } = useTranslation('reunion');
  const [near, isNear] = useNearViewport<HTMLDivElement>('0px');
  const { cases, isError, refetch } = useMapCases(isNear);
  const map = useMapTiles(isNear);
  // No answer about tiles (the request failed) draws the base map alone, as with no tile server.
  const tiles = map.isPending ? undefined : (map.data?.data.tiles ?? null);
  const texts = useMemo<CaseMapTexts>(
    () => ({
      status: { missing: t('status.missing'), investigating: t('status.investigating'), found: t('status.found') },
      age: t('map.age'),
      years: (age) => t('map.years', { count: age, formatted: formatNumber(age, locale) }),
      lastSeen: t('map.missingSince'),
      place: t('map.place'),
      viewDetails: t('map.viewDetails'),
      share: t('share.button'),
      cluster: (count) => t('map.cluster', { count, formatted: formatNumber(count, locale) }),
      marker: (item) => t('map.marker', { name: item.name, status: t(`status.${item.status}`), place: item.place }),
      archipelago: { paracel: t('map.paracel'), spratly: t('map.spratly') },
      // A date without a time (the day they went missing): the same day wherever it is read.
      date: (iso) => formatDate(iso, locale, { timeZone: 'UTC' }),
    }),
    [t, locale],
  );
  const share = useCaseShare();
  const onShare = useMemo(
    () =>
      share ? (item: MapCase) => share({ caseNumber: item.caseNumber, name: item.name, place: item.place }) : undefined,
    [share],
  );
  const ready = cases !== undefined && tiles !== undefined && isNear;

  return (
    <div className={styles.wrap}>
      <div ref={near} className={styles.frame} aria-busy={!ready}>
        {isError && !cases ? (
          <div className={styles.loading} role="alert">
            <p>{t('map.loadFailed')}</p>
            <button type="button" className="button button-ghost" onClick={() => void refetch()}>
              {t('map.retry')}
            </button>
          </div>
        ) : ready ? (
          <Suspense fallback={<MapLoading label={t('map.loading')} />}>
            <CaseMapView
              cases={cases}
              tiles={tiles}
              texts={texts}
              dir={dir}
              caseHref={caseHref}
              onOpenCase={onOpenCase}
              onShare={onShare}
            />
          </Suspense>
        ) : (
          <MapLoading label={t('map.loading')} />
        )}
      </div>
      <div className={styles.legend}>
        <ul className={styles.statuses} aria-label={t('map.legend')}>
          {(['missing', 'investigating', 'found'] as const).map((status) => (
            <li key={status} data-status={status}>
              {t(`status.${status}`)}
            </li>
          ))}
        </ul>
        <p className={styles.note}>{tiles ? t('map.tilesOn') : t('map.tilesOff')}</p>
      </div>
      <p className={styles.statement}>{t('map.statement')}</p>
    </div>
  );
}

function MapLoading({ label }: { label: string }) {
  return (
    <div className={styles.loading} role="status">
      <span className={styles.spinner} aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}
