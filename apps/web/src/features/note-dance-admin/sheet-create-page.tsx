import { NOTE_DANCE_LIMITS, SHEET_FILE_FORMATS, type SheetData } from '@site/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { Link, useLocation, useSearchParams } from 'wouter';
import {
  convertAndSaveNoteDanceSheet,
  convertNoteDanceSheet,
  createNoteDanceSheet,
  noteDanceOmrStatusQuery,
  sheetQueriesToRefresh,
} from '../../api/note-dance-admin';
import { AdminPageHeading } from '../../components/admin/admin-page-header';
import ui from '../../components/admin/admin-ui.module.css';
import { SubmitButton } from '../../components/admin/form/form-buttons';
import { PanelSection } from '../../components/admin/panel-section';
import { queryPage } from '../../components/admin/query-page';
import { useAdminScreen } from '../../components/admin/use-admin-page-meta';
import { useInvalidate } from '../../components/admin/use-admin-queries';
import { formatBytes } from '../../lib/format';
import { notify } from '../../lib/notify';
import { AbcEditor } from './components/abc-editor';
import { detailsBody, EMPTY_DETAILS, SheetDetailsFields, type SheetDetails } from './components/sheet-details';
import { SheetPreview } from './components/sheet-preview';
import { failureText } from './lib/messages';
import styles from './note-dance-admin.module.css';

type Mode = 'abc' | 'upload';

const ACCEPT = SHEET_FILE_FORMATS.flatMap((format) => format.extensions).join(',');

/**
 * /note-dance/admin/sheets/create: a new sheet typed in ABC (read in the browser as it is typed) or uploaded as a
 * file (MusicXML, MXL, MIDI, ABC), which the server reads first so that the admin sees what it holds before saving.
 * A refusal shows the server's message; scanned pages need an OMR engine, whose status is said as it is.
 */
function SheetCreateScreen() {
  const { t, locale } = useAdminScreen('noteDanceAdmin', 'noteDanceAdminSheetCreate');
  const [searchParams, setSearchParams] = useSearchParams();
  const mode: Mode = searchParams.get('mode') === 'upload' ? 'upload' : 'abc';
  const [, navigate] = useLocation();
  const [details, setDetails] = useState<SheetDetails>(EMPTY_DETAILS);
  const [abc, setAbc] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [converted, setConverted] = useState<{ format: string; sheet: SheetData } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const refresh = useInvalidate(sheetQueriesToRefresh());
  const fileId = useId();

  const done = (title: string) => {
    notify('success', t('editor.created', { title }));
    void refresh();
    navigate('/note-dance/admin/sheets');
  };
  const create = useMutation({
    mutationFn: () =>
      mode === 'abc'
        ? createNoteDanceSheet({ ...detailsBody(details), abc }).then((answer) => answer.data)
        : convertAndSaveNoteDanceSheet(file!, fields(details)).then((answer) => answer.data),
    onMutate: () => setProblem(null),
    onSuccess: (sheet) => done(sheet.title),
    onError: (error) => setProblem(failureText(t, error)),
  });
  const convert = useMutation({
    mutationFn: (chosen: File) => convertNoteDanceSheet(chosen),
    onMutate: () => {
      setProblem(null);
      setConverted(null);
    },
    onSuccess: (answer) => setConverted({ format: answer.format, sheet: answer.sheet }),
    onError: (error) => setProblem(failureText(t, error)),
  });

  const ready = mode === 'abc' ? abc.trim() !== '' : file !== null && converted !== null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!ready) {
      setProblem(mode === 'abc' ? t('editor.previewEmpty') : file ? t('editor.convertFirst') : t('editor.chooseFile'));
      return;
    }
    create.mutate();
  };

  return (
    <div className={ui.page}>
      <AdminPageHeading
        page="noteDanceAdminSheetCreate"
        actions={
          <Link href="/note-dance/admin/sheets" className="button button-ghost">
            {t('editor.back')}
          </Link>
        }
      />
      <div role="tablist" aria-label={t('editor.modeLabel')} className={styles.modes}>
        {(['abc', 'upload'] as const).map((value) => (
          <button
            key={value}
            type="button"
            role="tab"
            aria-selected={mode === value}
            className={styles.mode}
            onClick={() => {
              setProblem(null);
              setSearchParams(value === 'abc' ? {} : { mode: value }, { replace: true });
            }}
          >
            {value === 'abc' ? t('editor.modeAbc') : t('editor.modeUpload')}
          </button>
        ))}
      </div>
      <form className={styles.editor} noValidate onSubmit={submit}>
        <SheetDetailsFields value={details} onChange={setDetails} titleHint />
        {mode === 'abc' ? (
          <AbcEditor value={abc} onChange={setAbc} />
        ) : (
          <div className={styles.upload}>
            <div className={ui.field}>
              <label htmlFor={fileId} className={ui.label}>
                {t('editor.file')}
              </label>
              <input
                id={fileId}
                type="file"
                accept={ACCEPT}
                className={ui.input}
                aria-describedby={`${fileId}-hint`}
                onChange={(event) => {
                  setFile(event.target.files?.[0] ?? null);
                  setConverted(null);
                  setProblem(null);
                }}
              />
              <p id={`${fileId}-hint`} className={ui.hint}>
                {t('editor.fileHint', { size: formatBytes(NOTE_DANCE_LIMITS.sheetFileBytes, locale) })}
              </p>
            </div>
            <p>
              <button
                type="button"
                className="button button-ghost"
                disabled={!file || convert.isPending}
                aria-busy={convert.isPending}
                onClick={() => file && convert.mutate(file)}
              >
                {convert.isPending ? t('editor.converting') : t('editor.convert')}
              </button>
            </p>
            {converted && (
              <div aria-live="polite">
                <p className={styles.strong}>
                  {t('editor.converted', { format: t(`source.${converted.format}`), title: converted.sheet.title })}
                </p>
                <SheetPreview sheet={converted.sheet} />
              </div>
            )}
          </div>
        )}
        <div aria-live="assertive">
          {problem && (
            <p className={ui.errorBox} data-testid="sheet-problem">
              {problem}
            </p>
          )}
        </div>
        <div className={styles.formActions}>
          <SubmitButton busy={create.isPending} label={t('editor.create')} busyLabel={t('editor.creating')} />
        </div>
      </form>
      {mode === 'upload' && <OmrStatus />}
    </div>
  );
}

/** The form fields of a converted file's details (multipart: text values). */
function fields(details: SheetDetails): Record<string, string> {
  const body = detailsBody(details);
  return {
    ...(body.title ? { title: body.title } : {}),
    ...(body.composer ? { composer: body.composer } : {}),
    difficulty: body.difficulty,
    published: String(body.published),
  };
}

/** Whether this server reads scanned pages: the engine when one is configured, else plainly that none is. */
function OmrStatus() {
  const { t } = useAdminScreen('noteDanceAdmin', 'noteDanceAdminSheetCreate');
  const status = useQuery(noteDanceOmrStatusQuery());
  if (!status.data) return null;
  return (
    <PanelSection title={t('editor.omr')}>
      <p data-testid="omr-status">
        {status.data.available ? t('editor.omrAvailable', { engine: status.data.engine ?? '' }) : t('editor.omrNone')}
      </p>
    </PanelSection>
  );
}

export default queryPage(SheetCreateScreen);
