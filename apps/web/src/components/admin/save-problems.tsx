import ui from './admin-ui.module.css';
import styles from './save-problems.module.css';

export interface SaveProblemsAlertProps {
  /** What went wrong while saving: a summary and the messages no field shows; nothing renders while null. */
  problems: { summary: string; unplaced: readonly string[] } | null;
  id?: string;
  /** Replaces the summary line's own class. */
  summaryClassName?: string;
}

/** The alert above a form that could not be saved. */
export function SaveProblemsAlert({ problems, id, summaryClassName }: SaveProblemsAlertProps) {
  if (!problems) return null;
  return (
    <div id={id} className={ui.errorBox} role="alert">
      <p className={summaryClassName ?? styles.summary}>{problems.summary}</p>
      {problems.unplaced.length > 0 && (
        <ul className={styles.list}>
          {problems.unplaced.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
