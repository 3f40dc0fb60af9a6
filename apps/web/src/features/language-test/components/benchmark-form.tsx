import { BENCHMARK_SCALE } from '@site/contracts';
import { useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { formatCount } from '../../../lib/format';
import { lazyResolver, usePreloadOnUse } from '../../../lib/lazy-resolver';
import {
  DEFAULT_FORM,
  REPEAT_OPTIONS,
  scaleErrorKey,
  scaleNeedsWarning,
  type BenchmarkFormInput,
  type BenchmarkFormValues,
} from '../lib/scale';
import styles from './benchmark-form.module.css';

export interface BenchmarkFormProps {
  running: boolean;
  locale: string;
  /** Server engines a round will request (those not listed as missing). */
  serverEngines: number;
  /** The server's limits, once known. */
  limits: { timeoutSeconds: number; perMinutePerIp: number } | undefined;
  onRun: (values: BenchmarkFormValues) => void;
}

/** The contract's scale rule, loaded with zod when the form is first used. */
const formResolver = lazyResolver(() => import('../lib/scale-schema').then((m) => m.benchmarkFormResolver));

/** Scale and repeat count, validated by the contract's rule before anything is sent. */
export function BenchmarkForm({ running, locale, serverEngines, limits, onRun }: BenchmarkFormProps) {
  const { t } = useTranslation('language-test');
  const id = useId();
  const {
    register,
    handleSubmit,
    control,
    formState: { errors },
  } = useForm<BenchmarkFormInput, unknown, BenchmarkFormValues>({
    resolver: formResolver,
    defaultValues: DEFAULT_FORM,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const preloadOnUse = usePreloadOnUse(formResolver);
  const [scale, repeat] = useWatch({ control, name: ['scale', 'repeat'] });
  const numbers = {
    min: formatCount(BENCHMARK_SCALE.min, locale),
    max: formatCount(BENCHMARK_SCALE.max, locale),
    step: formatCount(BENCHMARK_SCALE.step, locale),
  };
  const errorKey = scaleErrorKey(errors.scale?.message);
  const scaleError = errors.scale ? t(`errors.${errorKey ?? 'scaleInvalid'}`, numbers) : null;
  const warn = scaleNeedsWarning(scale);
  const requests = serverEngines * Number(repeat);
  const describedBy = [`${id}-scale-hint`, scaleError ? `${id}-scale-error` : null, warn ? `${id}-warning` : null]
    .filter(Boolean)
    .join(' ');

  return (
    <form
      ref={preloadOnUse}
      className={styles.form}
      noValidate
      aria-labelledby={`${id}-title`}
      onSubmit={handleSubmit((values) => {
        if (!running) onRun(values);
      })}
    >
      <h2 id={`${id}-title`} className={styles.title}>
        {t('form.title')}
      </h2>
      <div className={styles.fields}>
        <div className={styles.field}>
          <label htmlFor={`${id}-scale`}>{t('form.scale')}</label>
          <input
            id={`${id}-scale`}
            type="number"
            inputMode="numeric"
            dir="ltr"
            min={BENCHMARK_SCALE.min}
            max={BENCHMARK_SCALE.max}
            step={BENCHMARK_SCALE.step}
            aria-invalid={errors.scale ? true : undefined}
            aria-describedby={describedBy}
            {...register('scale')}
          />
          <p id={`${id}-scale-hint`} className={styles.hint}>
            {t('form.scaleHint', numbers)}
          </p>
        </div>
        <div className={styles.field}>
          <label htmlFor={`${id}-repeat`}>{t('form.repeat')}</label>
          <select id={`${id}-repeat`} aria-describedby={`${id}-repeat-hint`} {...register('repeat')}>
            {REPEAT_OPTIONS.map((count) => (
              <option key={count} value={String(count)}>
                {t('form.repeatOption', { count, formatted: formatCount(count, locale) })}
              </option>
            ))}
          </select>
          <p id={`${id}-repeat-hint`} className={styles.hint}>
            {t('form.repeatHint')}
          </p>
        </div>
        <div className={styles.actions}>
          <button type="submit" className="button button-primary" disabled={running} aria-busy={running}>
            {running && <span className={styles.spinner} aria-hidden="true" />}
            {running ? t('form.running') : t('form.run')}
          </button>
        </div>
      </div>

      {scaleError && (
        <p id={`${id}-scale-error`} className={styles.error} role="alert">
          {scaleError}
        </p>
      )}
      {warn && (
        <p id={`${id}-warning`} className={styles.warning}>
          <span aria-hidden="true">⚠️ </span>
          {t('form.warning', {
            limit: formatCount(BENCHMARK_SCALE.warnAbove, locale),
            seconds: formatCount(limits?.timeoutSeconds ?? 15, locale),
          })}
        </p>
      )}
      {limits && requests > 0 && (
        <p className={requests > limits.perMinutePerIp ? styles.warning : styles.note}>
          {t('form.requests', {
            count: requests,
            formatted: formatCount(requests, locale),
            limit: formatCount(limits.perMinutePerIp, locale),
          })}
        </p>
      )}
    </form>
  );
}
