import { NOTE_DANCE_INPUTS, type ScoreRecord } from '@site/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { noteDanceKeys, noteDanceSheetsQuery } from '../../api/note-dance';
import { deleteNoteDanceScore, noteDanceAdminKeys, noteDanceAdminScoresQuery } from '../../api/note-dance-admin';
import { AdminListPage } from '../../components/admin/admin-page-header';
import ui from '../../components/admin/admin-ui.module.css';
import { ConfirmDialog } from '../../components/admin/confirm-dialog';
import { DataTable } from '../../components/admin/data-table';
import type { FilterSpec } from '../../components/admin/list';
import { FilteredListPanel } from '../../components/admin/list-frame';
import { queryPage } from '../../components/admin/query-page';
import { TimeAgo } from '../../components/admin/time-ago';
import { useAdminScreen } from '../../components/admin/use-admin-page-meta';
import { useInvalidate } from '../../components/admin/use-admin-queries';
import { useListAddress } from '../../components/admin/use-list-address';
import { useLastPageClamp } from '../../components/admin/use-selection';
import { formatNumber, formatPercent } from '../../lib/format';
import { notify } from '../../lib/notify';
import { scoreListQuery, scoreListState, type ScoreListParams } from './lib/list-params';
import { failureText } from './lib/messages';
import styles from './note-dance-admin.module.css';

/** /note-dance/admin/scores: every recorded score, filtered by sheet, player and input; each may be removed. */
function ScoresScreen() {
  const { t, locale } = useAdminScreen('noteDanceAdmin', 'noteDanceAdminScores');
  const tl = (key: string, options?: Record<string, unknown>) =>
    t(
      key === 'list.searchLabel'
        ? 'scores.player'
        : key === 'list.searchPlaceholder'
          ? 'scores.playerPlaceholder'
          : `scores.${key}`,
      options,
    );
  const address = useListAddress(scoreListState);
  const { params } = address;
  const list = useQuery({
    ...noteDanceAdminScoresQuery(scoreListQuery(params)),
    placeholderData: (previous) => previous,
  });
  useLastPageClamp(list.data?.last_page, params.page, address.clampToPage);
  const sheets = useQuery(noteDanceSheetsQuery({ page: 1, per_page: 200 }));

  const [pending, setPending] = useState<ScoreRecord | null>(null);
  const refresh = useInvalidate([
    noteDanceAdminKeys.scores.all,
    noteDanceAdminKeys.dashboard,
    noteDanceKeys.leaderboards,
  ]);
  const remove = useMutation({
    mutationFn: (score: ScoreRecord) => deleteNoteDanceScore(score.id),
    onSuccess: () => {
      notify('success', t('scores.removed'));
      setPending(null);
      void refresh();
    },
    onError: (error) => notify('error', t('common.failed', { message: failureText(t, error) })),
  });

  const rows = list.data?.data ?? [];
  const specs: FilterSpec<ScoreListParams>[] = [
    {
      name: 'categoryId',
      label: t('scores.sheet'),
      options: [
        ['', t('scores.anySheet')],
        ...(sheets.data?.data ?? []).map((sheet) => [String(sheet.id), sheet.title] as const),
      ],
    },
    {
      name: 'input',
      label: t('scores.input'),
      options: [['', t('scores.anyInput')], ...NOTE_DANCE_INPUTS.map((input) => [input, t(`input.${input}`)] as const)],
    },
  ];

  return (
    <AdminListPage page="noteDanceAdminScores">
      <FilteredListPanel t={tl} address={address} specs={specs} filterClassName={styles.filter} query={list}>
        <DataTable
          caption={t('scores.caption')}
          busy={list.isFetching}
          columns={[
            { key: 'player', label: t('scores.columns.player') },
            { key: 'sheet', label: t('scores.columns.sheet') },
            { key: 'input', label: t('scores.columns.input') },
            { key: 'score', label: t('scores.columns.score'), className: ui.numeric },
            { key: 'accuracy', label: t('scores.columns.accuracy'), className: ui.numeric },
            { key: 'combo', label: t('scores.columns.combo'), className: ui.numeric },
            { key: 'notes', label: t('scores.columns.notes'), className: ui.numeric },
            { key: 'played', label: t('scores.columns.played') },
            { key: 'actions', label: t('scores.columns.actions'), hidden: true },
          ]}
        >
          {rows.map((score) => (
            <tr key={score.id}>
              <td className={styles.strong}>{score.username}</td>
              <td>{score.sheet_title}</td>
              <td>{t(`input.${score.input}`)}</td>
              <td className={ui.numeric}>{formatNumber(score.score, locale)}</td>
              <td className={ui.numeric}>{formatPercent(score.accuracy, locale, 1)}</td>
              <td className={ui.numeric}>{formatNumber(score.max_combo, locale)}</td>
              <td className={ui.numeric}>
                {t('scores.notesValue', {
                  hit: formatNumber(score.notes_hit, locale),
                  total: formatNumber(score.notes_total, locale),
                })}
              </td>
              <td className={styles.muted}>
                <TimeAgo value={score.created_at} locale={locale} />
              </td>
              <td>
                <button
                  type="button"
                  className={`${ui.smallButton} ${ui.dangerButton}`}
                  aria-label={t('scores.removeNamed', { user: score.username, sheet: score.sheet_title })}
                  onClick={() => setPending(score)}
                >
                  {t('common.remove')}
                </button>
              </td>
            </tr>
          ))}
        </DataTable>
      </FilteredListPanel>
      <ConfirmDialog
        open={pending !== null}
        tone="danger"
        title={t('scores.removeTitle')}
        message={
          pending
            ? t('scores.removeText', {
                score: formatNumber(pending.score, locale),
                user: pending.username,
                sheet: pending.sheet_title,
              })
            : ''
        }
        confirmLabel={t('common.remove')}
        cancelLabel={t('common.cancel')}
        busy={remove.isPending}
        onConfirm={() => pending && remove.mutate(pending)}
        onCancel={() => setPending(null)}
      />
    </AdminListPage>
  );
}

export default queryPage(ScoresScreen);
