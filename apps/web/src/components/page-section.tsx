import type { ReactNode } from 'react';
import styles from './page-section.module.css';

export interface PageSectionProps {
  id: string;
  title: string;
  summary: string;
  /** On the muted surface, so that neighbouring sections stand apart. */
  muted?: boolean;
  children: ReactNode;
}

/** A section of a page below its intro: a titled band with one sentence on what it shows. */
export function PageSection({ id, title, summary, muted = false, children }: PageSectionProps) {
  return (
    <section id={id} className={`${styles.section} ${muted ? styles.muted : ''}`} aria-labelledby={`${id}-title`}>
      <div className="container">
        <header className={styles.header}>
          <h2 id={`${id}-title`} className={styles.title}>
            {title}
          </h2>
          <p className={styles.summary}>{summary}</p>
        </header>
        {children}
      </div>
    </section>
  );
}
