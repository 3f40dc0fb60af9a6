import { type ExtraSuggestion, type ReportFormData } from '@site/contracts';
import { QueryClientContext, useQuery } from '@tanstack/react-query';
import { useCallback, useContext, useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { analyzeReportText, reformatReportText, reportFormDataQuery, submitReport } from '../../api/missing-reports';
import { DialogHead, useModalDialog } from '../../components/modal-dialog';
import { QueryScope } from '../../components/query-scope';
import { ApiError } from '../../lib/api-client';
import { currentLanguage } from '../../lib/i18n';
import { notify } from '../../lib/notify';
import { DetailedForm } from './detailed-form';
import { newExtraId } from './extra-fields-editor';
import { addExtra, type ExtraField } from './lib/extra-fields';
import {
  EMPTY_FORM,
  errorKey,
  setField as setFormField,
  toReportInput,
  toggleCondition,
  withPeriod,
  type ReportForm,
  type TextField,
} from './lib/report-form';
import {
  clearDraft,
  draftHasContent,
  enqueueReport,
  loadDraft,
  loadSent,
  rememberSent,
  saveDraft,
  peekRefusedReport,
  restoreRefused,
  type ReportDraft,
} from './lib/report-storage';
import { checkReport, type FieldCodes } from './lib/report-validity';
import { watchOnline } from './lib/send-queue';
import {
  applyAll,
  appliedByAll,
  applySuggestion,
  PLACE_FIELDS,
  suggestionsOf,
  type FieldSuggestion,
  type Suggestions,
} from './lib/suggestions';
import { QuickEntry } from './quick-entry';
import { ReportOutcome, SentReports } from './report-outcome';
import { extraLabel, SuggestionsPanel } from './suggestions-panel';
import { useIsMobile } from './use-is-mobile';
import styles from './report-dialog.module.css';

/** How long (ms) after an analysis with suggestions a phone moves to the detailed tab. */
export const TAB_SWITCH_MS = 500;
/** How long (ms) the typing pauses before the draft is saved. */
export const DRAFT_SAVE_MS = 500;

type Tab = 'quick' | 'detailed';
type Outcome = { kind: 'sent'; caseNumber: string } | { kind: 'queued' } | null;

const newSubmissionId = () =>
  typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : '10000000-1000-4000-8000-100000000000'.replace(/[018]/g, (c) =>
        (Number(c) ^ (crypto.getRandomValues(new Uint8Array(1))[0]! & (15 >> (Number(c) / 4)))).toString(16),
      );

const freshDraft = (): ReportDraft => ({
  text: '',
  form: { ...EMPTY_FORM, medical_condition_ids: [] },
  extras: [],
  submissionId: newSubmissionId(),
});

/** The family's date in Vietnam's terms: "hôm qua" in their text means their yesterday. */
const localToday = () => {
  const now = new Date();
  return new Date(now.getTime() - now.getTimezoneOffset() * 60_000).toISOString().slice(0, 10);
};

/**
 * The missing-person report: a quick entry (a template, free text typed or dictated, the analysis's
 * suggestions) and the detailed form, side by side on a desktop and as two tabs on a phone. Nothing is lost:
 * the draft is kept on this device while the family writes, and a report that cannot be sent (offline) is
 * queued and sent by any reunion page once the connection is back.
 */
export function ReportDialog({ onClose }: { onClose: () => void }) {
  // The reunion frame opens the dialog outside the page's query scope: it joins the app's one cache then.
  const client = useContext(QueryClientContext);
  return client ? (
    <ReportDialogContent onClose={onClose} />
  ) : (
    <QueryScope>
      <ReportDialogContent onClose={onClose} />
    </QueryScope>
  );
}

function ReportDialogContent({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('reunionReport');
  const lang = currentLanguage();
  const { ref: dialogRef, close, onClose: onDialogClose } = useModalDialog(onClose);
  const titleId = useId();
  const mobile = useIsMobile();
  const formData = useQuery({ ...reportFormDataQuery(lang), retry: false });
  const data: ReportFormData | undefined = formData.data?.data;

  // Read only here (React may run this twice); a refused queued report is moved into the draft by an effect.
  const [initial] = useState(() => {
    const draft = loadDraft();
    const refused = draft ? null : peekRefusedReport();
    const stored = draft ?? refused;
    return stored && draftHasContent(stored)
      ? { draft: stored, restored: true, refused: refused !== null }
      : { draft: freshDraft(), restored: false, refused: false };
  });
  useEffect(() => {
    if (initial.refused) restoreRefused(initial.draft);
  }, [initial]);
  const [restored, setRestored] = useState(initial.restored);
  const [text, setText] = useState(initial.draft.text);
  const [form, setForm] = useState<ReportForm>(initial.draft.form);
  const [extras, setExtras] = useState<ExtraField[]>(initial.draft.extras);
  const [submissionId, setSubmissionId] = useState(initial.draft.submissionId);
  const [showTemplates, setShowTemplates] = useState(initial.draft.text.trim() === '');
  const [tab, setTab] = useState<Tab>('quick');
  const [analyzing, setAnalyzing] = useState(false);
  const [reformatting, setReformatting] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [undoText, setUndoText] = useState<string | null>(null);
  const [suggestions, setSuggestions] = useState<Suggestions | null>(null);
  const [applied, setApplied] = useState<ReadonlySet<string>>(new Set());
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [serverErrors, setServerErrors] = useState<FieldCodes>({});
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [status, setStatus] = useState('');
  const finished = useRef(false);
  const tabTimer = useRef<number | undefined>(undefined);

  const body = useMemo(
    () => toReportInput(form, extras, { originalText: text, submissionId, language: lang }),
    [form, extras, text, submissionId, lang],
  );
  const check = useMemo(() => checkReport(body), [body]);

  // The draft follows the typing, half a second behind; the last state is kept when the dialog closes too.
  const latest = useRef<ReportDraft>({ text, form, extras, submissionId });
  useEffect(() => {
    latest.current = { text, form, extras, submissionId };
    if (finished.current) return;
    const timer = window.setTimeout(() => {
      // A report sent (or queued) in the meantime leaves no draft behind.
      if (!finished.current) saveDraft(latest.current);
    }, DRAFT_SAVE_MS);
    return () => window.clearTimeout(timer);
  }, [text, form, extras, submissionId]);
  useEffect(
    () => () => {
      window.clearTimeout(tabTimer.current);
      if (!finished.current) saveDraft(latest.current);
    },
    [],
  );

  const fieldError = (field: string) => {
    const server = serverErrors[field];
    const local = touched.has(field) || touched.has('*') ? check.errors[field] : undefined;
    const code = server ?? local;
    if (!code) return null;
    const key = errorKey(code);
    return { id: `report-${field}-error`, text: key ? t(`errors.${key}`) : code };
  };
  const blur = (field: string) => setTouched((prior) => (prior.has(field) ? prior : new Set(prior).add(field)));
  const updateForm = (update: (form: ReportForm) => ReportForm, fields: readonly string[] = []) => {
    setForm(update);
    if (fields.length) {
      setServerErrors((prior) => {
        const next = { ...prior };
        for (const field of fields) delete next[field];
        return next;
      });
    }
  };
  const setField = (field: TextField, value: string) =>
    updateForm((prior) => setFormField(prior, field, value), [field]);

  const resetAll = useCallback(() => {
    const fresh = freshDraft();
    setText(fresh.text);
    setForm(fresh.form);
    setExtras([]);
    setSubmissionId(fresh.submissionId);
    setSuggestions(null);
    setApplied(new Set());
    setTouched(new Set());
    setServerErrors({});
    setUndoText(null);
    setShowTemplates(true);
    setRestored(false);
    setTab('quick');
    clearDraft();
  }, []);

  const analyze = async () => {
    const input = text.trim();
    if (!input || analyzing || submitting) return;
    setAnalyzing(true);
    setStatus(t('quick.analyzing'));
    try {
      const answer = await analyzeReportText({ input_text: input, today: localToday() });
      const found = suggestionsOf(answer.data);
      setSuggestions(found);
      setApplied(new Set());
      notify('success', t('toast.analyzed'));
      const count = found.standard.length + found.extras.length;
      setStatus(t('suggestions.found', { count }));
      if (count > 0 && mobile) {
        window.clearTimeout(tabTimer.current);
        tabTimer.current = window.setTimeout(() => setTab('detailed'), TAB_SWITCH_MS);
      }
    } catch {
      notify('error', t('toast.analyzeFailed'), { autoClose: 5000 });
      setStatus(t('toast.analyzeFailed'));
    } finally {
      setAnalyzing(false);
    }
  };

  const reformat = async () => {
    const input = text.trim();
    if (!input || reformatting || submitting) return;
    setReformatting(true);
    setStatus(t('quick.reformatting'));
    try {
      const answer = await reformatReportText({ input_text: input, today: localToday() });
      setUndoText(text);
      setText(answer.data.reformatted_text);
      const shown = answer.data.improvements
        .slice(0, 3)
        .map((item) => t(`improvements.${item.code}`, { count: item.count }));
      const more = answer.data.improvements.length - shown.length;
      const list = [...shown, ...(more > 0 ? [t('toast.moreImprovements', { count: more })] : [])].join(', ');
      const message = list ? `${t('toast.reformatted')} ${list}` : t('toast.reformatted');
      notify('success', message);
      setStatus(message);
    } catch {
      notify('error', t('toast.reformatFailed'), { autoClose: 5000 });
      setStatus(t('toast.reformatFailed'));
    } finally {
      setReformatting(false);
    }
  };

  const apply = (suggestion: FieldSuggestion) => {
    const all = suggestions?.standard ?? [suggestion];
    // A place is applied whole: its other parts count as applied with it.
    const fields = PLACE_FIELDS.includes(suggestion.field)
      ? all.filter((other) => PLACE_FIELDS.includes(other.field)).map((other) => other.field)
      : [suggestion.field];
    updateForm((prior) => applySuggestion(prior, suggestion, all), fields);
    setApplied((prior) => new Set([...prior, suggestion.field, ...fields]));
  };
  const applyEvery = () => {
    const standard = suggestions?.standard ?? [];
    const taken = standard.filter(appliedByAll).map((suggestion) => suggestion.field);
    updateForm((prior) => applyAll(prior, standard), taken);
    setApplied((prior) => new Set([...prior, ...taken]));
    notify('success', t('toast.appliedAll', { count: taken.length }), { autoClose: 3000 });
  };
  const dropExtra = (extra: ExtraSuggestion) =>
    setSuggestions((prior) => (prior ? { ...prior, extras: prior.extras.filter((item) => item !== extra) } : prior));
  const accept = (extra: ExtraSuggestion) => {
    const name = extraLabel(extra, t);
    const result = addExtra(extras, name, extra.value, newExtraId());
    if (!result.ok) {
      notify('warning', result.reason === 'duplicate' ? t('extras.duplicate', { name }) : t(`extras.${result.reason}`));
      return;
    }
    setExtras(result.extras);
    dropExtra(extra);
    notify('info', t('extras.added', { name }), { autoClose: 2000 });
  };
  const ignore = (extra: ExtraSuggestion) => {
    dropExtra(extra);
    notify('info', t('toast.ignored', { name: extraLabel(extra, t) }), { autoClose: 2000 });
  };

  const queue = () => {
    enqueueReport({
      submissionId,
      body,
      draft: { text, form, extras, submissionId },
      queuedAt: new Date().toISOString(),
    });
    watchOnline();
    finished.current = true;
    clearDraft();
    setOutcome({ kind: 'queued' });
  };

  const submit = async () => {
    if (submitting) return;
    setTouched(new Set(['*']));
    if (!check.valid) return;
    if (!navigator.onLine) {
      queue();
      return;
    }
    setSubmitting(true);
    setStatus(t('form.submitting'));
    try {
      const answer = await submitReport(body);
      const caseNumber = answer.data.case_number;
      rememberSent(caseNumber);
      finished.current = true;
      clearDraft();
      notify('success', t('toast.submitted', { caseNumber }), { autoClose: false });
      setOutcome({ kind: 'sent', caseNumber });
      setStatus(t('toast.submitted', { caseNumber }));
    } catch (error) {
      if (error instanceof ApiError && (error.kind === 'network' || error.kind === 'timeout')) {
        queue();
        return;
      }
      if (error instanceof ApiError && error.status === 422) {
        const codes: FieldCodes = {};
        for (const field of Object.keys({ ...error.errors, ...error.coded.codes })) {
          const message = error.fieldMessage(field);
          if (message) codes[field] = message;
        }
        setServerErrors(codes);
      }
      const message =
        error instanceof ApiError
          ? errorKey(error.coded.code)
            ? t(`errors.${errorKey(error.coded.code)}`)
            : error.message
          : String(error);
      notify('error', t('toast.submitFailed', { message }), { autoClose: 5000 });
      setStatus(t('toast.submitFailed', { message }));
    } finally {
      setSubmitting(false);
    }
  };

  const clearEverything = () => {
    resetAll();
    notify('info', t('toast.cleared'), { autoClose: 2000 });
  };

  const onTabKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (!['ArrowLeft', 'ArrowRight', 'Home', 'End'].includes(event.key)) return;
    event.preventDefault();
    const next: Tab = tab === 'quick' ? 'detailed' : 'quick';
    const target: Tab = event.key === 'Home' ? 'quick' : event.key === 'End' ? 'detailed' : next;
    setTab(target);
    document.getElementById(`${titleId}-tab-${target}`)?.focus();
  };

  const quickPanel = (
    <>
      <QuickEntry
        text={text}
        onText={setText}
        showTemplates={showTemplates}
        onShowTemplates={setShowTemplates}
        short={mobile}
        analyzing={analyzing}
        reformatting={reformatting}
        submitting={submitting}
        canUndo={undoText !== null}
        onAnalyze={() => void analyze()}
        onReformat={() => void reformat()}
        onUndo={() => {
          if (undoText === null) return;
          setText(undoText);
          setUndoText(null);
        }}
      />
      {suggestions && (
        <SuggestionsPanel
          suggestions={suggestions}
          applied={applied}
          data={data}
          onApply={apply}
          onApplyAll={applyEvery}
          onAccept={accept}
          onIgnore={ignore}
        />
      )}
    </>
  );

  const formPanel = (
    <>
      {formData.isError && (
        <div className={styles.alert} role="alert">
          {t('toast.formDataFailed')}{' '}
          <button type="button" className={styles.linkButton} onClick={() => void formData.refetch()}>
            {t('form.retry')}
          </button>
        </div>
      )}
      <DetailedForm
        form={form}
        extras={extras}
        data={data}
        short={mobile}
        valid={check.valid}
        submitting={submitting}
        setField={setField}
        onPeriod={(period) =>
          updateForm(
            (prior) => withPeriod(prior, period),
            ['last_seen_province_id', 'last_seen_district_id', 'last_seen_ward_id'],
          )
        }
        onCondition={(id, on) => updateForm((prior) => toggleCondition(prior, id, on))}
        onExtras={(next) => {
          setExtras(next);
          setServerErrors((prior) => ({ ...prior, additional_info: undefined }));
        }}
        fieldError={fieldError}
        onBlur={blur}
        onSubmit={() => void submit()}
        onClear={clearEverything}
      />
    </>
  );

  return (
    <dialog
      ref={dialogRef}
      className={styles.dialog}
      aria-labelledby={titleId}
      onClose={onDialogClose}
      data-report-dialog=""
    >
      <DialogHead
        titleId={titleId}
        title={t('title')}
        closeLabel={t('close')}
        onClose={close}
        classes={{ head: styles.head, title: styles.title, close: styles.close }}
      />
      <p className="visually-hidden" aria-live="polite" role="status">
        {status}
      </p>
      {outcome ? (
        <ReportOutcome
          outcome={outcome}
          sent={loadSent()}
          onClose={close}
          onAnother={() => {
            finished.current = false;
            resetAll();
            setOutcome(null);
          }}
        />
      ) : (
        <>
          <p className={styles.intro}>{t('intro')}</p>
          {restored && (
            <div className={styles.restored} role="status">
              {t('draft.restored')}{' '}
              <button
                type="button"
                className={styles.linkButton}
                onClick={() => {
                  resetAll();
                  notify('info', t('draft.discarded'), { autoClose: 2000 });
                }}
              >
                {t('draft.discard')}
              </button>
            </div>
          )}
          <SentReports />
          {mobile ? (
            <>
              <div role="tablist" aria-label={t('tabs.label')} className={styles.tabs}>
                {(['quick', 'detailed'] as const).map((id) => (
                  <button
                    key={id}
                    id={`${titleId}-tab-${id}`}
                    type="button"
                    role="tab"
                    aria-selected={tab === id}
                    aria-controls={`${titleId}-panel-${id}`}
                    tabIndex={tab === id ? 0 : -1}
                    className={styles.tab}
                    onClick={() => setTab(id)}
                    onKeyDown={onTabKey}
                  >
                    {t(`tabs.${id}`)}
                  </button>
                ))}
              </div>
              {(['quick', 'detailed'] as const).map((id) => (
                <div
                  key={id}
                  role="tabpanel"
                  id={`${titleId}-panel-${id}`}
                  aria-labelledby={`${titleId}-tab-${id}`}
                  hidden={tab !== id}
                  className={styles.panel}
                >
                  {id === 'quick' ? quickPanel : formPanel}
                </div>
              ))}
            </>
          ) : (
            <div className={styles.columns}>
              <section className={styles.column} aria-labelledby={`${titleId}-quick`}>
                <h3 id={`${titleId}-quick`} className={styles.columnTitle}>
                  {t('tabs.quick')}
                </h3>
                {quickPanel}
              </section>
              <section className={styles.column} aria-labelledby={`${titleId}-detailed`}>
                <h3 id={`${titleId}-detailed`} className={styles.columnTitle}>
                  {t('tabs.detailed')}
                </h3>
                {formPanel}
              </section>
            </div>
          )}
        </>
      )}
    </dialog>
  );
}

export default ReportDialog;
