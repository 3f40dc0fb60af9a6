import {
  QUICK_ADD_KEYS,
  SUGGESTIBLE_FIELDS,
  confidenceClass,
  type AdminReport,
  type ReportFormData,
} from '@site/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import ui from '../../components/admin/admin-ui.module.css';
import { FactList, type Fact } from '../../components/admin/fact-list';
import { PanelSection } from '../../components/admin/panel-section';
import { StatusBadge } from '../../components/admin/status-badge';
import { useLocale } from '../../components/admin/use-locale';
import { formatDate, formatDateTime, formatPercent } from '../../lib/format';
import { nameOf, occupationName, suggestionValue } from './report-names';
import { REPORT_STATUS_TONES, RiskLevel } from './reports-table';
import styles from './reports.module.css';

interface SectionProps {
  report: AdminReport;
  lists: ReportFormData | undefined;
}

/** An extra field's label: a quick-add key in the admin's language, any other name as the family wrote it. */
function extraLabel(t: (key: string) => string, name: string, fallback = name): string {
  return (QUICK_ADD_KEYS as readonly string[]).includes(name) ? t(`quickAdd.${name}`) : fallback;
}

/** The facts that have a value (a report leaves most optional fields blank). */
function present(facts: readonly (Fact & { value: ReactNode })[]): Fact[] {
  return facts.filter((fact) => fact.value !== null && fact.value !== undefined && fact.value !== '');
}

function Facts({ facts, empty }: { facts: Fact[]; empty: string }) {
  return facts.length > 0 ? <FactList facts={facts} className={styles.facts} /> : <p className={ui.hint}>{empty}</p>;
}

/** A date as written on the form (YYYY-MM-DD), in the admin's locale, without any time-zone shift. */
function useDay() {
  const { locale } = useLocale();
  return (value: string | null) => (value ? formatDate(value, locale, { timeZone: 'UTC' }) : null);
}

/** Who is missing. */
export function PersonFacts({ report, lists }: SectionProps) {
  const { t } = useTranslation('adminReunionReports');
  const day = useDay();
  return (
    <PanelSection title={t('detail.person')}>
      <Facts
        empty={t('detail.nothing')}
        facts={present([
          { key: 'name', label: t('fields.missing_person_name'), value: report.missing_person_name },
          { key: 'age', label: t('fields.age'), value: report.age },
          { key: 'dob', label: t('fields.date_of_birth'), value: day(report.date_of_birth) },
          { key: 'gender', label: t('fields.gender_id'), value: nameOf(lists, 'genders', report.gender_id) },
          {
            key: 'education',
            label: t('fields.education_level_id'),
            value: nameOf(lists, 'educationLevels', report.education_level_id),
          },
          {
            key: 'marital',
            label: t('fields.marital_status_id'),
            value: nameOf(lists, 'maritalStatuses', report.marital_status_id),
          },
          { key: 'occupation', label: t('fields.occupation_id'), value: occupationName(lists, report.occupation_id) },
        ])}
      />
    </PanelSection>
  );
}

/** When and how the person went missing, and how urgent it is. */
export function DisappearanceFacts({ report, lists }: SectionProps) {
  const { t } = useTranslation('adminReunionReports');
  const day = useDay();
  const conditions = report.medical_condition_ids.map((id) => nameOf(lists, 'medicalConditions', id)).join(', ');
  return (
    <PanelSection title={t('detail.disappearance')}>
      <Facts
        empty={t('detail.nothing')}
        facts={present([
          { key: 'date', label: t('fields.missing_date'), value: day(report.missing_date) },
          { key: 'time', label: t('fields.missing_time'), value: report.missing_time },
          { key: 'noticed', label: t('fields.discovered_missing_date'), value: day(report.discovered_missing_date) },
          { key: 'risk', label: t('fields.risk_level_id'), value: <RiskLevel level={report.risk_level_id} /> },
          {
            key: 'reason',
            label: t('fields.missing_reason_id'),
            value: nameOf(lists, 'missingReasons', report.missing_reason_id),
          },
          {
            key: 'locationType',
            label: t('fields.location_type_id'),
            value: nameOf(lists, 'locationTypes', report.location_type_id),
          },
          {
            key: 'context',
            label: t('fields.missing_context_id'),
            value: nameOf(lists, 'missingContexts', report.missing_context_id),
          },
          { key: 'medical', label: t('fields.medical_condition_ids'), value: conditions },
        ])}
      />
    </PanelSection>
  );
}

/** Where: as the family described it, today's commune and province, and the address before the reform. */
export function PlaceFacts({ report }: SectionProps) {
  const { t } = useTranslation('adminReunionReports');
  const { place } = report;
  const position =
    report.last_seen_latitude !== null && report.last_seen_longitude !== null
      ? `${report.last_seen_latitude}, ${report.last_seen_longitude}`
      : null;
  return (
    <PanelSection title={t('detail.place')}>
      <Facts
        empty={t('detail.nothing')}
        facts={present([
          { key: 'location', label: t('fields.last_seen_location'), value: report.last_seen_location },
          {
            key: 'current',
            label: t('place.current'),
            value: [place.communes.join(', '), place.province].filter(Boolean).join(', '),
          },
          {
            key: 'old',
            label: t('place.old'),
            value: place.old ? [place.old.ward, place.old.district, place.old.province].join(', ') : null,
          },
          { key: 'position', label: t('place.position'), value: position && <bdi dir="ltr">{position}</bdi> },
        ])}
      />
    </PanelSection>
  );
}

/** Who reported it: private, shown to the moderators only and never published. */
export function ReporterFacts({ report, lists }: SectionProps) {
  const { t } = useTranslation('adminReunionReports');
  return (
    <PanelSection title={t('detail.reporter')}>
      <p className={styles.private}>{t('detail.reporterPrivate')}</p>
      <Facts
        empty={t('detail.nothing')}
        facts={present([
          { key: 'name', label: t('fields.reporter_name'), value: report.reporter_name },
          {
            key: 'phone',
            label: t('fields.reporter_phone'),
            value: (
              <a href={`tel:${report.reporter_phone.replace(/[^\d+]/g, '')}`} dir="ltr">
                {report.reporter_phone}
              </a>
            ),
          },
          {
            key: 'email',
            label: t('fields.reporter_email'),
            value: report.reporter_email && (
              <a href={`mailto:${report.reporter_email}`} dir="ltr">
                {report.reporter_email}
              </a>
            ),
          },
          { key: 'address', label: t('fields.reporter_address'), value: report.reporter_address },
          {
            key: 'relationship',
            label: t('fields.reporter_relationship_id'),
            value: nameOf(lists, 'reporterRelationships', report.reporter_relationship_id),
          },
          { key: 'language', label: t('detail.language'), value: report.language },
        ])}
      />
    </PanelSection>
  );
}

/** The family's extra fields (height, clothing…), by the names they gave them. */
export function ExtraInfoFacts({ report }: SectionProps) {
  const { t } = useTranslation('adminReunionReports');
  const entries = Object.entries(report.additional_info);
  return (
    <PanelSection title={t('detail.extra')}>
      <Facts
        empty={t('detail.noExtra')}
        facts={entries.map(([name, value]) => ({
          key: name,
          label: extraLabel(t, name),
          value,
        }))}
      />
    </PanelSection>
  );
}

/** The circumstances and notes as the family wrote them in the form. */
export function NotesFacts({ report }: SectionProps) {
  const { t } = useTranslation('adminReunionReports');
  return (
    <PanelSection title={t('detail.notes')}>
      <Facts
        empty={t('detail.nothing')}
        facts={present([
          {
            key: 'circumstances',
            label: t('fields.circumstances'),
            value: report.circumstances && <span className={styles.historyNote}>{report.circumstances}</span>,
          },
          {
            key: 'notes',
            label: t('fields.additional_notes'),
            value: report.additional_notes && <span className={styles.historyNote}>{report.additional_notes}</span>,
          },
        ])}
      />
    </PanelSection>
  );
}

/** What the family wrote or dictated, exactly as they wrote it. */
export function OriginalText({ report }: SectionProps) {
  const { t } = useTranslation('adminReunionReports');
  return (
    <PanelSection title={t('detail.original')}>
      {report.original_report_text ? (
        <pre className={styles.original} lang={report.language}>
          {report.original_report_text}
        </pre>
      ) : (
        <p className={ui.hint}>{t('detail.noOriginal')}</p>
      )}
    </PanelSection>
  );
}

/** The server's own reading of the original text: each field it found, with how sure it is. */
export function AnalysisFacts({ report, lists }: SectionProps) {
  const { t } = useTranslation('adminReunionReports');
  const { locale } = useLocale();
  const analysis = report.analysis;
  if (!analysis) {
    return (
      <PanelSection title={t('detail.analysis')}>
        <p className={ui.hint}>{t('detail.noAnalysis')}</p>
      </PanelSection>
    );
  }
  const known = SUGGESTIBLE_FIELDS as readonly string[];
  const confidence = (value: number) => (
    <span className={styles.confidence}>
      {t('analysisPanel.confidence', {
        percent: formatPercent(value * 100, locale),
        level: t(`confidence.${confidenceClass(value)}`),
      })}
    </span>
  );
  const fields: Fact[] = Object.entries(analysis.extracted_fields).map(([field, suggestion]) => ({
    key: field,
    label: known.includes(field) ? t(`fields.${field}`) : field,
    value: (
      <>
        {suggestionValue(report, lists, field, suggestion.value, (period) =>
          t(period === 'current' ? 'place.current' : 'place.old'),
        )}{' '}
        · {confidence(suggestion.confidence)}
      </>
    ),
  }));
  const extras: Fact[] = analysis.extra_fields.map((extra) => ({
    key: `extra-${extra.key}`,
    label: extraLabel(t, extra.key, extra.label),
    value: (
      <>
        {extra.value} · {confidence(extra.confidence)}
      </>
    ),
  }));
  return (
    <PanelSection title={t('detail.analysis')}>
      <p className={ui.hint}>
        {t(`analysisPanel.provider.${analysis.analysis.provider}`)} ·{' '}
        {t('analysisPanel.overall', { percent: formatPercent(analysis.confidence_score * 100, locale) })}
      </p>
      <Facts facts={[...fields, ...extras]} empty={t('analysisPanel.nothingFound')} />
      {analysis.analysis.people.length > 0 && (
        <p>{t('analysisPanel.people', { names: analysis.analysis.people.join(', ') })}</p>
      )}
    </PanelSection>
  );
}

/** The report's history, newest first: received, each decision with its note and who made it. */
export function HistoryList({ report }: SectionProps) {
  const { t } = useTranslation('adminReunionReports');
  const { locale } = useLocale();
  const history = [...report.history].reverse();
  return (
    <PanelSection title={t('detail.history')}>
      <ol className={styles.history}>
        {history.map((entry, index) => (
          <li key={`${entry.changed_at}-${index}`}>
            <StatusBadge tone={REPORT_STATUS_TONES[entry.status]}>{t(`status.${entry.status}`)}</StatusBadge>
            <time className={styles.historyWhen} dateTime={entry.changed_at}>
              {formatDateTime(entry.changed_at, locale)}
            </time>
            <span className={styles.historyWhen}>{entry.actor ?? t('detail.byFamily')}</span>
            {entry.note && <p className={styles.historyNote}>{entry.note}</p>}
          </li>
        ))}
      </ol>
    </PanelSection>
  );
}
