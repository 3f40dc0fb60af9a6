import type { AdminReport, ReportMatch } from '@site/contracts';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import ui from '../../components/admin/admin-ui.module.css';
import { PanelSection } from '../../components/admin/panel-section';
import { useLocale } from '../../components/admin/use-locale';
import { formatPercent } from '../../lib/format';
import styles from './reports.module.css';

/** The admin page of a candidate: a case's edit page (by id), another report's moderation page. */
export function matchHref(match: Pick<ReportMatch, 'kind' | 'id'>): string {
  return match.kind === 'case' ? `/admin/reunion/cases/${match.id}/edit` : `/admin/reunion/reports/${match.id}`;
}

/** A score from 0 to 1 as a whole percentage from 0 to 100 (out-of-range answers are held to the ends). */
export function scorePercent(score: number): number {
  return Math.round(Math.min(1, Math.max(0, score)) * 100);
}

/**
 * The cases and reports that may be about the same person (or about the family the person is looking for), best
 * first: the score as a bar, the direction, and why, each reason in the admin's language with its detail.
 */
export function ReportMatches({ report }: { report: AdminReport }) {
  const { t } = useTranslation('adminReunionReports');
  const { locale } = useLocale();
  const matches = [...report.matches].sort((a, b) => b.score - a.score);
  return (
    <PanelSection title={t('matches.title')}>
      {matches.length === 0 ? (
        <p className={ui.hint}>{t('matches.none')}</p>
      ) : (
        <ol className={styles.matches} aria-label={t('matches.title')}>
          {matches.map((match) => {
            const percent = scorePercent(match.score);
            const status =
              match.kind === 'case'
                ? t(`matches.caseStatus.${match.status}`, { defaultValue: match.status })
                : t(`status.${match.status}`, { defaultValue: match.status });
            return (
              <li key={`${match.kind}-${match.id}`} className={styles.match}>
                <div className={styles.matchHead}>
                  <Link href={matchHref(match)} className={styles.nameLink}>
                    {match.full_name}
                  </Link>
                  <span className={styles.caseNumber}>
                    {t(`matches.kind.${match.kind}`)} · {match.case_number} · {status}
                  </span>
                </div>
                <div className={styles.score}>
                  <span
                    className={styles.scoreBar}
                    role="meter"
                    aria-valuemin={0}
                    aria-valuemax={100}
                    aria-valuenow={percent}
                    aria-label={t('matches.score')}
                  >
                    <span className={styles.scoreFill} style={{ '--score': `${percent}%` } as CSSProperties} />
                  </span>
                  <span className={styles.confidence}>{formatPercent(percent, locale)}</span>
                </div>
                <p className={ui.hint}>{t(`matches.direction.${match.direction}`)}</p>
                {match.reasons.length > 0 && (
                  <ul className={styles.reasons}>
                    {match.reasons.map((reason, index) => (
                      <li key={`${reason.code}-${index}`}>
                        {t(`matches.reason.${reason.code}`)}
                        {reason.detail && `: ${reason.detail}`}
                      </li>
                    ))}
                  </ul>
                )}
              </li>
            );
          })}
        </ol>
      )}
    </PanelSection>
  );
}
