import type { SheetRecord } from '@site/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link, useParams } from 'wouter';
import { noteDanceSheetQuery } from '../../api/note-dance';
import { sheetQueriesToRefresh, updateNoteDanceSheet } from '../../api/note-dance-admin';
import { AdminPageHeading } from '../../components/admin/admin-page-header';
import ui from '../../components/admin/admin-ui.module.css';
import { SaveBar } from '../../components/admin/form/form-buttons';
import { ListLoading, LoadError } from '../../components/admin/list';
import { queryPage } from '../../components/admin/query-page';
import { useAdminScreen } from '../../components/admin/use-admin-page-meta';
import { useInvalidate } from '../../components/admin/use-admin-queries';
import { notify } from '../../lib/notify';
import { AbcEditor } from './components/abc-editor';
import { detailsBody, SheetDetailsFields, type SheetDetails } from './components/sheet-details';
import { SheetPreview } from './components/sheet-preview';
import { failureText } from './lib/messages';
import styles from './note-dance-admin.module.css';

/**
 * /note-dance/admin/sheets/:id/edit: a sheet's details and its published state; its ABC too when it was typed in
 * ABC (a converted file's notes stay as they were read).
 */
function SheetEditScreen() {
  const { t } = useAdminScreen('noteDanceAdmin', 'noteDanceAdminSheetEdit');
  const id = Number(useParams<{ id: string }>().id);
  const sheet = useQuery({ ...noteDanceSheetQuery(id), enabled: Number.isInteger(id) && id > 0 });
  return (
    <div className={ui.page}>
      <AdminPageHeading
        page="noteDanceAdminSheetEdit"
        actions={
          <Link href="/note-dance/admin/sheets" className="button button-ghost">
            {t('editor.back')}
          </Link>
        }
      />
      {sheet.isPending ? (
        <ListLoading text={t('common.loading')} />
      ) : sheet.isError ? (
        <LoadError
          message={failureText(t, sheet.error)}
          retryLabel={t('common.retry')}
          onRetry={() => void sheet.refetch()}
        />
      ) : (
        <SheetEditForm key={sheet.data.updated_at} record={sheet.data} />
      )}
    </div>
  );
}

function SheetEditForm({ record }: { record: SheetRecord }) {
  const { t } = useAdminScreen('noteDanceAdmin', 'noteDanceAdminSheetEdit');
  const initial: SheetDetails = {
    title: record.title,
    composer: record.composer ?? '',
    difficulty: record.difficulty,
    published: record.published,
  };
  const [details, setDetails] = useState(initial);
  const [abc, setAbc] = useState(record.abc ?? '');
  const [problem, setProblem] = useState<string | null>(null);
  const editsAbc = record.source_format === 'abc' && record.abc !== null;
  const dirty = JSON.stringify(details) !== JSON.stringify(initial) || (editsAbc && abc !== record.abc);
  const refresh = useInvalidate(sheetQueriesToRefresh(record.id));
  const save = useMutation({
    mutationFn: () =>
      updateNoteDanceSheet(record.id, {
        ...detailsBody(details),
        ...(editsAbc && abc !== record.abc ? { abc } : {}),
      }),
    onMutate: () => setProblem(null),
    onSuccess: (answer) => {
      notify('success', t('editor.saved', { title: answer.data.title }));
      void refresh();
    },
    onError: (error) => setProblem(failureText(t, error)),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!details.title.trim()) {
      setProblem(t('messages.titleRequired'));
      return;
    }
    save.mutate();
  };
  return (
    <form className={styles.editor} noValidate onSubmit={submit}>
      <SheetDetailsFields value={details} onChange={setDetails} />
      {editsAbc ? (
        <AbcEditor value={abc} onChange={setAbc} />
      ) : (
        <section className={styles.previewPanel}>
          <p className={styles.muted}>{t('editor.sourceNote', { format: t(`source.${record.source_format}`) })}</p>
          <SheetPreview sheet={record.sheet} />
        </section>
      )}
      <div aria-live="assertive">{problem && <p className={ui.errorBox}>{problem}</p>}</div>
      <SaveBar dirty={dirty} busy={save.isPending} saveLabel={t('editor.save')}>
        {null}
      </SaveBar>
    </form>
  );
}

export default queryPage(SheetEditScreen);
