import { useTranslation } from 'react-i18next';
import { useCopyText } from '../../components/use-copy-text';
import { useState } from 'react';
import { loadSent, type SentReport } from './lib/report-storage';
import styles from './report-dialog.module.css';

/**
 * After sending: the case number (to copy and keep) and what happens next; or, offline, that the report is
 * kept on this device and goes by itself when the connection is back. Below, the numbers sent from here.
 */
export function ReportOutcome({
  outcome,
  sent,
  onClose,
  onAnother,
}: {
  outcome: { kind: 'sent'; caseNumber: string } | { kind: 'queued' };
  sent: readonly SentReport[];
  onClose: () => void;
  onAnother: () => void;
}) {
  const { t } = useTranslation('reunionReport');
  return (
    <div className={styles.outcome} data-report-outcome={outcome.kind}>
      {outcome.kind === 'sent' ? (
        <>
          <h3>{t('outcome.sentTitle')}</h3>
          <p>{t('outcome.caseNumberIntro')}</p>
          <CaseNumber caseNumber={outcome.caseNumber} />
          <h4>{t('outcome.nextTitle')}</h4>
          <ol className={styles.steps}>
            <li>{t('outcome.next1')}</li>
            <li>{t('outcome.next2')}</li>
            <li>{t('outcome.next3')}</li>
          </ol>
        </>
      ) : (
        <>
          <h3>{t('outcome.queuedTitle')}</h3>
          <p role="alert">{t('outcome.queued')}</p>
        </>
      )}
      {sent.length > 0 && (
        <section aria-labelledby="report-sent-title">
          <h4 id="report-sent-title">{t('outcome.yourReports')}</h4>
          <ul className={styles.sentList}>
            {sent.map((item) => (
              <li key={item.caseNumber}>
                <code>{item.caseNumber}</code>
              </li>
            ))}
          </ul>
        </section>
      )}
      <div className={styles.actions}>
        <button type="button" className="button button-ghost" onClick={onAnother}>
          {t('outcome.another')}
        </button>
        <button type="button" className="button button-primary" onClick={onClose}>
          {t('outcome.close')}
        </button>
      </div>
    </div>
  );
}

/** The case numbers sent from this device, folded away (only the numbers are kept here). */
export function SentReports() {
  const { t } = useTranslation('reunionReport');
  const [sent] = useState(loadSent);
  if (!sent.length) return null;
  return (
    <details className={styles.sent}>
      <summary>{t('outcome.yourReports')}</summary>
      <ul className={styles.sentList}>
        {sent.map((item) => (
          <li key={item.caseNumber}>
            <code>{item.caseNumber}</code>
          </li>
        ))}
      </ul>
    </details>
  );
}

function CaseNumber({ caseNumber }: { caseNumber: string }) {
  const { t } = useTranslation('reunionReport');
  const { copy, state } = useCopyText(2000);
  return (
    <p className={styles.caseNumber}>
      <strong data-case-number="">{caseNumber}</strong>
      <button type="button" className="button button-ghost" onClick={() => void copy(caseNumber)}>
        {state === 'copied' ? t('outcome.copied') : state === 'failed' ? t('outcome.copyFailed') : t('outcome.copy')}
      </button>
    </p>
  );
}
