import type { ReactNode } from 'react';
import styles from './page-section.module.css';

export interface PageSectionProps {
  id: string;
  title: string;
  summary: string;
  /** On the muted surface, so that neighbouring sections stand apart. */
  muted?: boolean;
  /**
   * Far below the first screen on a long page: the browser skips its style, layout and paint until it comes
   * near (`content-visibility: auto`), which shortens the page's first tasks; its text stays in the page
   * (find, screen readers, anchors).
   */
  later?: boolean;
  children: ReactNode;
}

/** A section of a page below its intro: a titled band with one sentence on what it shows. */
export function PageSection({ id, title, summary, muted = false, later = false, children }: PageSectionProps) {
  const className = [styles.section, muted && styles.muted, later && styles.later].filter(Boolean).join(' ');
  return (
    <section id={id} className={className} aria-labelledby={`${id}-title`}>
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
