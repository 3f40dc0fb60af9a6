import { TASK_STATUSES, TASK_TYPES, type AdminTask } from '@site/contracts';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'wouter';
import { AdminListPage } from '../../components/admin/admin-page-header';
import ui from '../../components/admin/admin-ui.module.css';
import { ConfirmDialog } from '../../components/admin/confirm-dialog';
import { errorText } from '../../components/admin/form-messages';
import { EmptyState, ListBody, type FilterSpec } from '../../components/admin/list';
import { SearchFilterBar } from '../../components/admin/list-filters';
import { FilteredListBody, ListPagination } from '../../components/admin/list-frame';
import { queryPage } from '../../components/admin/query-page';
import tabs from '../../components/admin/tabs.module.css';
import { useAdminPageMeta } from '../../components/admin/use-admin-page-meta';
import { useRovingTabs } from '../../components/admin/use-roving-tabs';
import { useLastPageClamp } from '../../components/admin/use-selection';
import { notify } from '../../lib/notify';
import { ChallengesPanel } from './challenges-panel';
import { ContactLog } from './contact-log';
import { ReviewQueue } from './review-queue';
import {
  DEFAULT_TASK_LIST_PARAMS,
  TASK_VIEWS,
  isTaskListFiltered,
  readTaskListParams,
  writeTaskListParams,
  type TaskListParams,
} from './task-list-params';
import { taskTitle } from './task-texts';
import { TasksTable } from './tasks-table';
import { useTaskDecisions, useTaskList } from './use-tasks';
import styles from './tasks.module.css';

interface TabProps {
  params: TaskListParams;
  /** Shows another state of the screen (`replace` unless it is a page of the list). */
  show: (next: TaskListParams, replace?: boolean) => void;
  /** Changes filters: back to the first page. */
  update: (changes: Partial<TaskListParams>) => void;
}

/** The submitted tasks waiting for a decision, searched. */
function ReviewTab({ params, show, update }: TabProps) {
  const { t } = useTranslation('adminVolunteers', { keyPrefix: 'tasks' });
  const list = useTaskList(params);
  useLastPageClamp(list.data?.last_page, params.page, (page) => show({ ...params, page }));
  const rows = list.data?.data ?? [];
  return (
    <>
      <SearchFilterBar t={t} specs={[]} params={params} onChange={update} />
      <ListBody
        query={list}
        isEmpty={rows.length === 0}
        loadingText={t('list.loading')}
        errorMessage={() => t('list.loadError', { message: errorText(list.error) })}
        retryLabel={t('list.retry')}
        empty={<EmptyState title={t('reviewEmpty.title')} text={t('reviewEmpty.text')} />}
      >
        <ReviewQueue rows={rows} />
      </ListBody>
      <ListPagination answer={list.data} onPageChange={(page) => show({ ...params, page }, false)} />
    </>
  );
}

/** Every task, filtered by status and type and searched; an open or claimed one may be cancelled. */
function AllTasksTab({ params, show, update }: TabProps) {
  const { t } = useTranslation('adminVolunteers');
  // The list's own texts (search, filters, empty states) sit under `tasks.list.*`.
  const { t: tl } = useTranslation('adminVolunteers', { keyPrefix: 'tasks' });
  const list = useTaskList(params);
  useLastPageClamp(list.data?.last_page, params.page, (page) => show({ ...params, page }));
  const { cancel } = useTaskDecisions();
  const [cancelling, setCancelling] = useState<AdminTask | null>(null);
  const rows = list.data?.data ?? [];
  const filtered = isTaskListFiltered(params);
  const reset = () => show({ ...DEFAULT_TASK_LIST_PARAMS, view: params.view });
  const specs: FilterSpec<TaskListParams>[] = [
    {
      name: 'status',
      label: tl('list.status'),
      options: [
        ['', tl('list.anyStatus')],
        ...TASK_STATUSES.map((status) => [status, t(`taskStatus.${status}`)] as const),
      ],
    },
    {
      name: 'type',
      label: tl('list.type'),
      options: [['', tl('list.anyType')], ...TASK_TYPES.map((type) => [type, t(`types.${type}`)] as const)],
    },
  ];
  const confirmCancel = () => {
    if (!cancelling) return;
    const title = taskTitle(cancelling, t);
    cancel.mutate(cancelling.id, {
      onSuccess: () => {
        notify('success', t('tasks.cancelled', { title }));
        setCancelling(null);
      },
      onError: (error) => notify('error', t('tasks.cancelFailed', { message: errorText(error) })),
    });
  };
  return (
    <>
      <SearchFilterBar t={tl} specs={specs} params={params} onChange={update} onReset={filtered ? reset : undefined} />
      <FilteredListBody
        t={tl}
        query={list}
        isEmpty={rows.length === 0}
        filtered={filtered}
        onReset={reset}
        addAction={
          <Link href="/admin/reunion/tasks/create" className="button button-primary">
            {t('tasks.new')}
          </Link>
        }
        onPageChange={(page) => show({ ...params, page }, false)}
      >
        <TasksTable rows={rows} fetching={list.isFetching} onCancel={setCancelling} />
      </FilteredListBody>
      <ConfirmDialog
        open={cancelling !== null}
        tone="danger"
        title={t('tasks.confirmCancel.title')}
        message={
          cancelling
            ? t(cancelling.status === 'claimed' ? 'tasks.confirmCancel.claimed' : 'tasks.confirmCancel.open', {
                title: taskTitle(cancelling, t),
                name: cancelling.holder?.name ?? '',
              })
            : ''
        }
        confirmLabel={t('tasks.cancel')}
        cancelLabel={t('tasks.keep')}
        busy={cancel.isPending}
        onConfirm={confirmCancel}
        onCancel={() => setCancelling(null)}
      />
    </>
  );
}

/**
 * /admin/reunion/tasks: the volunteer tasks in four tabs — the review queue (submissions to approve or return),
 * every task (filtered, cancellable while nobody finished it), the special challenges, and the log of readings
 * of reporters' contacts by first responders.
 */
function TasksScreen() {
  const { t, i18n } = useTranslation('adminVolunteers');
  const base = useId();
  useAdminPageMeta('adminReunionTasks');

  const [searchParams, setSearchParams] = useSearchParams();
  const params = useMemo(() => readTaskListParams(searchParams), [searchParams]);
  const show = (next: TaskListParams, replace = true) => setSearchParams(writeTaskListParams(next), { replace });
  const update = (changes: Partial<TaskListParams>) => show({ ...params, page: 1, ...changes });
  // A tab starts on its own first page with no filter of another tab.
  const selectView = (view: TaskListParams['view']) => show({ ...DEFAULT_TASK_LIST_PARAMS, view }, false);
  const tabKeys = useRovingTabs(TASK_VIEWS, params.view, selectView, i18n.dir() === 'rtl');

  return (
    <AdminListPage
      page="adminReunionTasks"
      actions={
        <Link href="/admin/reunion/tasks/create" className="button button-primary">
          {t('tasks.new')}
        </Link>
      }
    >
      <div className={tabs.list} role="tablist" aria-label={t('tabs.label')}>
        {TASK_VIEWS.map((view) => {
          const active = params.view === view;
          return (
            <button
              key={view}
              ref={tabKeys.ref(view)}
              id={`${base}-tab-${view}`}
              type="button"
              role="tab"
              aria-selected={active}
              aria-controls={`${base}-panel`}
              tabIndex={active ? 0 : -1}
              className={`${tabs.tab} ${styles.tab}`}
              onClick={() => selectView(view)}
              onKeyDown={tabKeys.onKeyDown}
            >
              {t(`tabs.${view}`)}
            </button>
          );
        })}
      </div>
      <section
        id={`${base}-panel`}
        role="tabpanel"
        aria-labelledby={`${base}-tab-${params.view}`}
        className={`${ui.listPanel} ${styles.panel}`}
      >
        {params.view === 'review' && <ReviewTab params={params} show={show} update={update} />}
        {params.view === 'all' && <AllTasksTab params={params} show={show} update={update} />}
        {params.view === 'challenges' && <ChallengesPanel />}
        {params.view === 'contact' && (
          <ContactLog page={params.page} onPageChange={(page) => show({ ...params, page }, false)} />
        )}
      </section>
    </AdminListPage>
  );
}

export default queryPage(TasksScreen);
