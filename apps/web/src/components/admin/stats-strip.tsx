import type { CSSProperties } from 'react';
import { formatNumber } from '../../lib/format';
import { useLocale } from './use-locale';
import styles from './stats-strip.module.css';

interface StatsStripProps<K extends string> {
  /** Names the strip: its (visually hidden) heading is `<name>-stats`, each count's test id `<name>-stat-<key>`. */
  name: string;
  /** The counts shown, in order. */
  keys: readonly K[];
  /** The strip's texts: its title under 'title', each count's label under its key. */
  text: (key: K | 'title') => string;
  /** Undefined while the counts load: a dash stands in for each. */
  counts: Readonly<Record<K, number>> | undefined;
  /** Columns on small screens; one a count when left out. */
  narrowColumns?: number;
}

/** The row of counts at the top of an admin list screen, one card a count. */
export function StatsStrip<K extends string>({ name, keys, text, counts, narrowColumns }: StatsStripProps<K>) {
  const { locale } = useLocale();
  const id = `${name}-stats`;
  const columns = {
    '--stat-columns': keys.length,
    '--stat-columns-narrow': narrowColumns ?? keys.length,
  } as CSSProperties;
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="visually-hidden">
        {text('title')}
      </h2>
      <dl className={styles.stats} style={columns}>
        {keys.map((key) => (
          <div key={key} className={styles.stat}>
            <dt>{text(key)}</dt>
            <dd data-testid={`${name}-stat-${key}`}>{counts ? formatNumber(counts[key], locale) : '–'}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
