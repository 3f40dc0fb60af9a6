import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useHydrated } from '../../../lib/hydration';
import styles from './play.module.css';

const WorldMap = lazy(() => import('../map/world-map').then((module) => ({ default: module.WorldMap })));

export interface NationMapProps {
  fill: (cca3: string) => string;
  describe: (cca3: string) => string;
  selected?: string | null;
  onSelect?: (cca3: string) => void;
  highlighted?: ReadonlySet<string>;
  seaLinks?: 'none' | 'selected' | 'all';
}

/**
 * The world map, loaded with its shapes after the page shows (never in the server's markup: 195 shapes would
 * weigh on every first visit); the page's lists and tables work without it. `fill` and `describe` are memoised by
 * the caller: the map recomputes its colours and labels only when they change.
 */
export function NationMap(props: NationMapProps) {
  const { t } = useTranslation('gameTheory');
  const hydrated = useHydrated();
  const loading = <p className={styles.mapLoading}>{t('play.loadingMap')}</p>;
  const labels = { map: t('map.label'), zoomIn: t('map.zoomIn'), zoomOut: t('map.zoomOut'), reset: t('map.reset') };
  return (
    <div className={styles.map}>
      {hydrated ? (
        <Suspense fallback={loading}>
          <WorldMap {...props} labels={labels} />
        </Suspense>
      ) : (
        loading
      )}
    </div>
  );
}
