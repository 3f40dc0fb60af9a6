import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'wouter';
import { adminCaseKeys, fetchCase } from '../../api/admin-reunion-cases';
import { AdminPageHeading } from '../../components/admin/admin-page-header';
import { editGate, parseRecordId } from '../../components/admin/edit-gate';
import ui from '../../components/admin/admin-ui.module.css';
import { useAdminPageMeta } from '../../components/admin/use-admin-page-meta';
import { QueryScope } from '../../components/query-scope';
import { CaseForm } from './case-form';
import { caseToForm, emptyCaseForm } from './case-form-model';
import { CaseStatusPanel } from './case-status-panel';
import styles from './cases.module.css';

function EditScreen({ rawId }: { rawId: string | undefined }) {
  const { t } = useTranslation('adminReunion');
  const creating = rawId === undefined;
  const id = parseRecordId(rawId);
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

  const gate = editGate({
    header,
    creating,
    validId: id !== null,
    record,
    backHref: '/admin/reunion/cases',
    texts: {
      notFoundTitle: t('form.notFound.title'),
      notFoundText: t('form.notFound.text', { id: rawId ?? '' }),
      back: t('form.back'),
      loadError: (message) => t('form.loadError', { message }),
      retry: t('list.retry'),
      loading: t('form.loading'),
    },
  });
  if (gate) return gate;

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
