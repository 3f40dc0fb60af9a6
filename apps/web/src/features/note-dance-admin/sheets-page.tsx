import { NOTE_DANCE_DIFFICULTIES, type SheetSummary } from '@site/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'wouter';
import { noteDanceSheetsQuery } from '../../api/note-dance';
import { deleteNoteDanceSheet, sheetQueriesToRefresh } from '../../api/note-dance-admin';
import { AdminListPage } from '../../components/admin/admin-page-header';
import ui from '../../components/admin/admin-ui.module.css';
import { ConfirmDialog } from '../../components/admin/confirm-dialog';
import { DataTable } from '../../components/admin/data-table';
import { Icon } from '../../components/admin/icons';
import type { FilterSpec } from '../../components/admin/list';
import { FilteredListPanel } from '../../components/admin/list-frame';
import { queryPage } from '../../components/admin/query-page';
import { StatusBadge } from '../../components/admin/status-badge';
import { TimeAgo } from '../../components/admin/time-ago';
import { useAdminScreen } from '../../components/admin/use-admin-page-meta';
import { useInvalidate } from '../../components/admin/use-admin-queries';
import { useListAddress } from '../../components/admin/use-list-address';
import { useLastPageClamp } from '../../components/admin/use-selection';
import { formatNumber } from '../../lib/format';
import { notify } from '../../lib/notify';
import { sheetListQuery, sheetListState, type SheetListParams } from './lib/list-params';
import { failureText } from './lib/messages';
import styles from './note-dance-admin.module.css';

/**
 * /note-dance/admin/sheets: every sheet (published or not), searched by title or composer and filtered by
 * difficulty, with its notes count, tempo and where it came from; each is edited or deleted (confirmed).
 */
function SheetsScreen() {
  const { t, locale } = useAdminScreen('noteDanceAdmin', 'noteDanceAdminSheets');
  const tl = (key: string, options?: Record<string, unknown>) => t(`sheets.${key}`, options);
  const address = useListAddress(sheetListState);
  const { params } = address;
  const list = useQuery({ ...noteDanceSheetsQuery(sheetListQuery(params)), placeholderData: (previous) => previous });
  useLastPageClamp(list.data?.last_page, params.page, address.clampToPage);

  const [pending, setPending] = useState<SheetSummary | null>(null);
  const refresh = useInvalidate(sheetQueriesToRefresh());
  const remove = useMutation({
    mutationFn: (sheet: SheetSummary) => deleteNoteDanceSheet(sheet.id),
    onSuccess: (_answer, sheet) => {
      notify('success', t('sheets.deleted', { title: sheet.title }));
      setPending(null);
      void refresh();
    },
    onError: (error) => notify('error', t('common.failed', { message: failureText(t, error) })),
  });

  const rows = list.data?.data ?? [];
  const specs: FilterSpec<SheetListParams>[] = [
    {
      name: 'difficulty',
      label: t('sheets.difficulty'),
      options: [
        ['', t('sheets.anyDifficulty')],
        ...NOTE_DANCE_DIFFICULTIES.map((d) => [d, t(`difficulty.${d}`)] as const),
      ],
    },
  ];
  const addAction = (
    <Link href="/note-dance/admin/sheets/create" className="button button-primary">
      <Icon name="plus" size={18} /> {t('sheets.create')}
    </Link>
  );

  return (
    <AdminListPage page="noteDanceAdminSheets" actions={addAction}>
      <FilteredListPanel
        t={tl}
        address={address}
        specs={specs}
        filterClassName={styles.filter}
        query={list}

        addAction={addAction}
      >
        <DataTable
          caption={t('sheets.caption')}
          busy={list.isFetching}
          columns={[
            { key: 'title', label: t('sheets.columns.title') },
            { key: 'difficulty', label: t('sheets.columns.difficulty') },
            { key: 'published', label: t('sheets.columns.published') },
            { key: 'notes', label: t('sheets.columns.notes'), className: ui.numeric },
            { key: 'tempo', label: t('sheets.columns.tempo'), className: ui.numeric },
            { key: 'source', label: t('sheets.columns.source') },
            { key: 'updated', label: t('sheets.columns.updated') },
            { key: 'actions', label: t('sheets.columns.actions'), hidden: true },
          ]}
        >
          {rows.map((sheet) => (
            <tr key={sheet.id}>
              <td>
                <span className={styles.strong}>{sheet.title}</span>
                {sheet.composer && <span className={styles.secondary}>{sheet.composer}</span>}
              </td>
              <td>{t(`difficulty.${sheet.difficulty}`)}</td>
              <td>
                <StatusBadge tone={sheet.published ? 'success' : 'neutral'}>
                  {sheet.published ? t('sheets.published') : t('sheets.draft')}
                </StatusBadge>
              </td>
              <td className={ui.numeric}>{formatNumber(sheet.notes_count, locale)}</td>
              <td className={ui.numeric}>{t('sheets.tempoValue', { tempo: formatNumber(sheet.tempo, locale) })}</td>
              <td>{t(`source.${sheet.source_format}`)}</td>
              <td className={styles.muted}>
                <TimeAgo value={sheet.updated_at} locale={locale} />
              </td>
              <td>
                <div className={ui.rowActions}>
                  <Link
                    href={`/note-dance/admin/sheets/${sheet.id}/edit`}
                    className={ui.smallButton}
                    aria-label={t('sheets.editNamed', { title: sheet.title })}
                  >
                    {t('common.edit')}
                  </Link>
                  <button
                    type="button"
                    className={`${ui.smallButton} ${ui.dangerButton}`}
                    aria-label={t('sheets.deleteNamed', { title: sheet.title })}
                    onClick={() => setPending(sheet)}
                  >
                    {t('common.delete')}
                  </button>
                </div>
              </td>
            </tr>
          ))}
        </DataTable>
      </FilteredListPanel>
      <ConfirmDialog
        open={pending !== null}
        tone="danger"
        title={t('sheets.deleteTitle')}
        message={pending ? t('sheets.deleteText', { title: pending.title }) : ''}
        confirmLabel={t('common.delete')}
        cancelLabel={t('common.cancel')}
        busy={remove.isPending}
        onConfirm={() => pending && remove.mutate(pending)}
        onCancel={() => setPending(null)}
      />
    </AdminListPage>
  );
}

export default queryPage(SheetsScreen);
