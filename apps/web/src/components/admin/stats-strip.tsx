import type { CSSProperties } from 'react';
import { formatNumber } from '../../lib/format';
import styles from './stats-strip.module.css';

export interface StatItem {
  key: string;
  label: string;
  /** Undefined while the counts load: a dash stands in. */
  value: number | undefined;
  testId: string;
}

interface StatsStripProps {
  /** The id of the section's (visually hidden) heading. */
  id: string;
  title: string;
  items: readonly StatItem[];
  locale: string;
  /** Columns on small screens; one a count when left out. */
  narrowColumns?: number;
}

/** The row of counts at the top of an admin list screen, one card a count. */
export function StatsStrip({ id, title, items, locale, narrowColumns }: StatsStripProps) {
  const columns = {
    '--stat-columns': items.length,
    '--stat-columns-narrow': narrowColumns ?? items.length,
  } as CSSProperties;
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="visually-hidden">
        {title}
      </h2>
      <dl className={styles.stats} style={columns}>
        {items.map((item) => (
          <div key={item.key} className={styles.stat}>
            <dt>{item.label}</dt>
            <dd data-testid={item.testId}>{item.value === undefined ? '–' : formatNumber(item.value, locale)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
