import type { ReactNode } from 'react';
import styles from './page-intro.module.css';

/** The heading band of a page: its real heading and one sentence on what it offers. */
export function PageIntro({ heading, summary, children }: { heading: string; summary: string; children?: ReactNode }) {
  return (
    <section className={styles.intro} aria-labelledby="page-heading">
      <div className="container">
        <h1 id="page-heading" className={`${styles.heading} accent-rule`}>
          {heading}
        </h1>
        <p className={styles.summary}>{summary}</p>
        {children}
      </div>
    </section>
  );
}
