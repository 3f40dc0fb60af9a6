import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'wouter';
import { adminCaseKeys, fetchCase } from '../../api/admin-reunion-cases';
import { AdminPageHeading } from '../../components/admin/admin-page-header';
import ui from '../../components/admin/admin-ui.module.css';
import { useAdminPageMeta } from '../../components/admin/use-admin-page-meta';
import { QueryScope } from '../../components/query-scope';
import { isNotFound } from '../../lib/api-client';
import { CaseForm } from './case-form';
import { caseToForm, emptyCaseForm } from './case-form-model';
import { CaseStatusPanel } from './case-status-panel';
import styles from './cases.module.css';

/** A route id that can name a case: a positive whole number. */
export function parseCaseId(raw: string | undefined): number | null {
  if (!raw || !/^\d+$/.test(raw)) return null;
  const id = Number(raw);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

function EditScreen({ rawId }: { rawId: string | undefined }) {
  const { t } = useTranslation('adminReunion');
  const creating = rawId === undefined;
  const id = parseCaseId(rawId);
  const pageKey = creating ? 'adminReunionCaseCreate' : 'adminReunionCaseEdit';
  useAdminPageMeta(pageKey);

  const record = useQuery({
    queryKey: adminCaseKeys.item(id ?? 0),
    queryFn: ({ signal }) => fetchCase(id ?? 0, signal),
    enabled: id !== null,
    staleTime: 0,
    refetchOnWindowFocus: false,
  });

  const back = (
    <Link href="/admin/reunion/cases" className="button button-ghost">
      <span aria-hidden="true" className={styles.backArrow}>
        ←
      </span>{' '}
      {t('form.back')}
    </Link>
  );
  const header = <AdminPageHeading page={pageKey} actions={back} />;

  if ((!creating && id === null) || isNotFound(record.error)) {
    return (
      <div>
        {header}
        <div className={`${ui.panel} ${styles.notFound}`} role="alert">
          <h2 className={ui.panelTitle}>{t('form.notFound.title')}</h2>
          <p>{t('form.notFound.text', { id: rawId ?? '' })}</p>
          <Link href="/admin/reunion/cases" className="button button-primary">
            {t('form.back')}
          </Link>
        </div>
      </div>
    );
  }

  if (!creating && record.isError) {
    return (
      <div>
        {header}
        <div className={ui.errorBox} role="alert">
          <p>{t('form.loadError', { message: record.error instanceof Error ? record.error.message : '' })}</p>
          <button type="button" className={ui.smallButton} onClick={() => void record.refetch()}>
            {t('list.retry')}
          </button>
        </div>
      </div>
    );
  }

  // Edit what is stored now: wait for this visit's fetch even when a cached copy exists.
  if (!creating && !(record.data && record.isFetchedAfterMount)) {
    return (
      <div>
        {header}
        <p className={ui.empty} role="status">
          {t('form.loading')}
        </p>
      </div>
    );
  }

  const stored = creating ? null : (record.data ?? null);
  return (
    <div className={styles.form}>
      {header}
      {stored && (
        <p className={ui.hint}>
          {t('form.caseNumber', { number: stored.case_number })}
          {stored.is_sample ? ` · ${t('list.sample')}` : ''}
        </p>
      )}
      <CaseForm
        key={stored ? stored.id : 'new'}
        record={stored}
        defaultValues={stored ? caseToForm(stored) : emptyCaseForm()}
      />
      {stored && <CaseStatusPanel record={stored} />}
    </div>
  );
}

/** /admin/reunion/cases/create and /admin/reunion/cases/:id/edit. */
export default function CaseEditPage() {
  const params = useParams<{ id?: string }>();
  return (
    <QueryScope>
      <EditScreen key={params.id ?? 'new'} rawId={params.id} />
    </QueryScope>
  );
}
