import { BULK_ACTIONS, type AdminProject, type BulkAction, type LanguageCode } from '@site/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { useAdminPageMeta } from '../../components/admin/use-admin-page-meta';
import { AdminListPage } from '../../components/admin/admin-page-header';
import ui from '../../components/admin/admin-ui.module.css';
import { BulkActionBar } from '../../components/admin/bulk-action-bar';
import { errorText } from '../../components/admin/form-messages';
import { FilteredListBody, PendingDeleteDialog } from '../../components/admin/list-frame';
import { useListActions } from '../../components/admin/use-list-actions';
import { useListAddress } from '../../components/admin/use-list-address';
import { useLastPageClamp, useSelection } from '../../components/admin/use-selection';
import { queryPage } from '../../components/admin/query-page';
import { isNotFound } from '../../lib/api-client';
import { currentLanguage } from '../../lib/i18n';
import { notify } from '../../lib/notify';
import { ProjectFilters } from './project-filters';
import { projectListState } from './project-list-params';
import { ProjectsTable } from './projects-table';
import { useProjectCategoryOptions, useProjectList, useProjectMutations, useRefreshProjects } from './use-projects';

type BulkName = BulkAction['action'];

function ProjectsScreen() {
  const { t, i18n } = useTranslation('admin-editor');
  const lang = (i18n.resolvedLanguage as LanguageCode | undefined) ?? currentLanguage();
  useAdminPageMeta('adminProjects');

  const address = useListAddress(projectListState);
  const { params, update, filtered, reset } = address;

  const list = useProjectList(params);
  const categories = useProjectCategoryOptions();
  const { bulk, remove } = useProjectMutations();
  const refresh = useRefreshProjects();
  const selection = useSelection(JSON.stringify(params));
  const { selected, setSelected, toggle } = selection;

  // After deleting the last rows of the last page, show the page that now is the last.
  useLastPageClamp(list.data?.last_page, params.page, address.clampToPage);

  const actions = useListActions<{ project: AdminProject; title: string }, BulkName>({
    selection,
    idOf: ({ project }) => project.id,
    runBulk: (body, callbacks) => bulk.mutate(body, callbacks),
    runDelete: ({ project }, callbacks) => remove.mutate(project, callbacks),
    onBulkDone: (action, result) => notify('success', t(`bulk.done.${action}`, { count: result.affected })),
    onBulkFailed: (error) => notify('error', t('toast.bulkFailed', { message: errorText(error) })),
    closeOnBulkError: false,
    onDeleted: () => notify('success', t('toast.deleted')),
    onDeleteFailed: (error) => {
      if (isNotFound(error)) {
        notify('info', t('toast.alreadyDeleted'));
        void refresh();
        return;
      }
      notify('error', t('toast.deleteFailed', { message: errorText(error) }));
    },
  });

  const rows = list.data?.data ?? [];
  const categoryById = new Map((categories.data ?? []).map((c) => [c.id, c]));
  const busy = bulk.isPending || remove.isPending;

  return (
    <AdminListPage
      page="adminProjects"
      actions={
        <Link href="/admin/projects/create" className="button button-primary">
          <span aria-hidden="true">+</span> {t('list.add')}
        </Link>
      }
    >
      <section className={ui.listPanel} aria-labelledby="page-heading">
        <ProjectFilters
          params={params}
          categories={categories.data ?? []}
          language={lang}
          onChange={update}
          onReset={filtered || params.sort !== 'order' ? reset : undefined}
        />

        <BulkActionBar<BulkName>
          selectedCount={selected.size}
          actions={BULK_ACTIONS.map((action) => ({ value: action, label: t(`bulk.${action}`) }))}
          onApply={actions.onBulk}
          onClear={() => setSelected(new Set())}
          busy={bulk.isPending}
        />

        <FilteredListBody
          t={t}
          query={list}
          isEmpty={rows.length === 0}
          filtered={filtered}
          onReset={reset}
          addAction={
            <Link href="/admin/projects/create" className="button button-primary">
              {t('list.add')}
            </Link>
          }
          onPageChange={address.goToPage}
        >
          <ProjectsTable
            rows={rows}
            lang={lang}
            categories={categoryById}
            selected={selected}
            onToggle={toggle}
            onToggleAll={(on) =>
              setSelected((current) => {
                const next = new Set(current);
                rows.forEach((row) => (on ? next.add(row.id) : next.delete(row.id)));
                return next;
              })
            }
            onDelete={(project, title) => actions.askDelete({ project, title })}
            busy={busy}
            fetching={list.isFetching}
          />
        </FilteredListBody>
      </section>

      <PendingDeleteDialog
        actions={actions}
        title={actions.pending?.kind === 'bulk' ? t('confirm.bulkDeleteTitle') : t('confirm.deleteTitle')}
        one={(item) => t('confirm.deleteMessage', { title: item.title })}
        many={(count) => t('confirm.bulkDeleteMessage', { count })}
        busy={busy}
      />
    </AdminListPage>
  );
}

export default queryPage(ProjectsScreen);
