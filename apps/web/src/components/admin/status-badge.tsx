import type { ReactNode } from 'react';
import styles from './status-badge.module.css';

export type StatusTone = 'success' | 'warning' | 'danger' | 'info' | 'neutral';

/** A small coloured label for a state (published, draft, sent, failed…); the text carries the meaning. */
export function StatusBadge({ tone = 'neutral', children }: { tone?: StatusTone; children: ReactNode }) {
  return <span className={`${styles.badge} ${styles[tone]}`}>{children}</span>;
}
