import type { CSSProperties } from 'react';
import { formatNumber } from '../../lib/format';
import styles from './stats-strip.module.css';

interface StatsStripProps<K extends string> {
  /** Names the strip: its (visually hidden) heading is `<name>-stats`, each count's test id `<name>-stat-<key>`. */
  name: string;
  title: string;
  /** The counts shown, in order. */
  keys: readonly K[];
  label: (key: K) => string;
  /** Undefined while the counts load: a dash stands in for each. */
  counts: Readonly<Record<K, number>> | undefined;
  locale: string;
  /** Columns on small screens; one a count when left out. */
  narrowColumns?: number;
}

/** The row of counts at the top of an admin list screen, one card a count. */
export function StatsStrip<K extends string>({
  name,
  title,
  keys,
  label,
  counts,
  locale,
  narrowColumns,
}: StatsStripProps<K>) {
  const id = `${name}-stats`;
  const columns = {
    '--stat-columns': keys.length,
    '--stat-columns-narrow': narrowColumns ?? keys.length,
  } as CSSProperties;
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="visually-hidden">
        {title}
      </h2>
      <dl className={styles.stats} style={columns}>
        {keys.map((key) => (
          <div key={key} className={styles.stat}>
            <dt>{label(key)}</dt>
            <dd data-testid={`${name}-stat-${key}`}>{counts ? formatNumber(counts[key], locale) : '–'}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
