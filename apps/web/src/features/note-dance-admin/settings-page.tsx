import { NOTE_DANCE_SETTING_RANGES as RANGES, type NoteDanceSettings } from '@site/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { noteDanceKeys, noteDanceSettingsQuery } from '../../api/note-dance';
import { updateNoteDanceSettings } from '../../api/note-dance-admin';
import { AdminPageHeading } from '../../components/admin/admin-page-header';
import ui from '../../components/admin/admin-ui.module.css';
import { SaveBar } from '../../components/admin/form/form-buttons';
import { ListLoading, LoadError } from '../../components/admin/list';
import { PanelSection } from '../../components/admin/panel-section';
import { queryPage } from '../../components/admin/query-page';
import { useAdminScreen } from '../../components/admin/use-admin-page-meta';
import { formatNumber } from '../../lib/format';
import { notify } from '../../lib/notify';
import { failureText } from './lib/messages';
import styles from './note-dance-admin.module.css';

type Field = keyof NoteDanceSettings;
const LIMITS: Record<Field, { min: number; max: number; step: number }> = {
  perfect_ms: { min: RANGES.windowMin, max: RANGES.windowMax, step: 1 },
  great_ms: { min: RANGES.windowMin, max: RANGES.windowMax, step: 1 },
  good_ms: { min: RANGES.windowMin, max: RANGES.windowMax, step: 1 },
  default_tempo_scale: { min: RANGES.tempoScaleMin, max: RANGES.tempoScaleMax, step: 0.05 },
  microphone_sensitivity: { min: RANGES.sensitivityMin, max: RANGES.sensitivityMax, step: 0.05 },
};

/** The fields whose values are out of their range (a window must also be a whole number of ms). */
export function settingsProblems(values: Record<Field, string>): { fields: Field[]; order: boolean } {
  const fields = (Object.keys(LIMITS) as Field[]).filter((field) => {
    const value = Number(values[field]);
    const { min, max } = LIMITS[field];
    return (
      values[field].trim() === '' ||
      !Number.isFinite(value) ||
      value < min ||
      value > max ||
      (field.endsWith('_ms') && !Number.isInteger(value))
    );
  });
  const [perfect, great, good] = [values.perfect_ms, values.great_ms, values.good_ms].map(Number);
  return { fields, order: fields.length === 0 && !(perfect! < great! && great! < good!) };
}

/** /note-dance/admin/settings: the timing windows, the default tempo scale and the microphone's sensitivity. */
function SettingsScreen() {
  const { t } = useAdminScreen('noteDanceAdmin', 'noteDanceAdminSettings');
  const settings = useQuery(noteDanceSettingsQuery());
  return (
    <div className={ui.page}>
      <AdminPageHeading page="noteDanceAdminSettings" />
      {settings.isPending ? (
        <ListLoading text={t('settings.loading')} />
      ) : settings.isError ? (
        <LoadError
          message={failureText(t, settings.error)}
          retryLabel={t('common.retry')}
          onRetry={() => void settings.refetch()}
        />
      ) : (
        <SettingsForm initial={settings.data} />
      )}
    </div>
  );
}

const asText = (settings: NoteDanceSettings) =>
  Object.fromEntries(Object.entries(settings).map(([key, value]) => [key, String(value)])) as Record<Field, string>;

function SettingsForm({ initial }: { initial: NoteDanceSettings }) {
  const { t, locale } = useAdminScreen('noteDanceAdmin', 'noteDanceAdminSettings');
  const client = useQueryClient();
  const [saved, setSaved] = useState(() => asText(initial));
  const [values, setValues] = useState(saved);
  const [shown, setShown] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const ids = {
    perfect_ms: useId(),
    great_ms: useId(),
    good_ms: useId(),
    default_tempo_scale: useId(),
    microphone_sensitivity: useId(),
  };
  const problems = settingsProblems(values);
  const dirty = JSON.stringify(values) !== JSON.stringify(saved);
  const save = useMutation({
    mutationFn: () =>
      updateNoteDanceSettings(
        Object.fromEntries(Object.entries(values).map(([key, value]) => [key, Number(value)])) as NoteDanceSettings,
      ),
    onMutate: () => setProblem(null),
    onSuccess: (answer) => {
      client.setQueryData(noteDanceKeys.settings, answer.data);
      const next = asText(answer.data);
      setSaved(next);
      setValues(next);
      notify('success', t('settings.saved'));
    },
    onError: (error) => setProblem(failureText(t, error)),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setShown(true);
    if (problems.fields.length > 0 || problems.order) return;
    save.mutate();
  };
  const range = (field: Field) => ({
    min: formatNumber(LIMITS[field].min, locale),
    max: formatNumber(LIMITS[field].max, locale),
  });
  const input = (field: Field, label: string, hint?: string) => {
    const id = ids[field];
    const wrong = shown && problems.fields.includes(field);
    return (
      <div className={ui.field}>
        <label htmlFor={id} className={ui.label}>
          {label}
        </label>
        <input
          id={id}
          type="number"
          inputMode="decimal"
          className={`${ui.input} ${styles.number}`}
          min={LIMITS[field].min}
          max={LIMITS[field].max}
          step={LIMITS[field].step}
          value={values[field]}
          aria-invalid={wrong || undefined}
          aria-describedby={
            [hint ? `${id}-hint` : '', wrong ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined
          }
          onChange={(event) => setValues((old) => ({ ...old, [field]: event.target.value }))}
        />
        {hint && (
          <p id={`${id}-hint`} className={ui.hint}>
            {hint}
          </p>
        )}
        {wrong && (
          <p id={`${id}-error`} className={ui.fieldError}>
            {t('settings.outOfRange', range(field))}
          </p>
        )}
      </div>
    );
  };
  return (
    <form className={styles.editor} noValidate onSubmit={submit}>
      <PanelSection title={t('settings.timing')}>
        <div className={styles.settingsStack}>
          <p className={ui.hint}>{t('settings.timingHint', range('perfect_ms'))}</p>
          <div className={styles.settingsRow}>
            {input('perfect_ms', t('settings.perfect'))}
            {input('great_ms', t('settings.great'))}
            {input('good_ms', t('settings.good'))}
          </div>
          {shown && problems.order && (
            <p className={ui.fieldError} role="alert">
              {t('messages.windowsOrder')}
            </p>
          )}
        </div>
      </PanelSection>
      <PanelSection title={t('settings.play')}>
        <div className={styles.settingsStack}>
          {input('default_tempo_scale', t('settings.tempo'), t('settings.tempoHint', range('default_tempo_scale')))}
          {input(
            'microphone_sensitivity',
            t('settings.sensitivity'),
            t('settings.sensitivityHint', range('microphone_sensitivity')),
          )}
        </div>
      </PanelSection>
      <div aria-live="assertive">{problem && <p className={ui.errorBox}>{problem}</p>}</div>
      <SaveBar dirty={dirty} busy={save.isPending} saveLabel={t('settings.save')}>
        {null}
      </SaveBar>
    </form>
  );
}

export default queryPage(SettingsScreen);
