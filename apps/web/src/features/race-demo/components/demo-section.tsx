import { RACE_LIMITS, type RaceSimulateResponse, type RaceSolution } from '@site/contracts';
import { useCallback, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { currentLanguage, localeOf } from '../../../lib/i18n';
import { useAccountBusy, useClearDatabase, useRaceCode, useRaceResults } from '../hooks/use-race-demo';
import { describeFailure, failureText, messageText } from '../lib/errors';
import { DATABASE_NAMES, formatAmount } from '../lib/ledger';
import { lazyResolver, usePreloadOnUse } from '../../../lib/lazy-resolver';
import { DEFAULT_SETTINGS, SOLUTIONS, solutionKey } from '../lib/solutions';
import { CodeDialog } from './code-dialog';
import { DemoCard, type DemoSettings } from './demo-card';
import styles from './demo.module.css';

const FIELDS = [
  {
    name: 'concurrentRequests',
    label: 'demo.requests',
    hint: 'demo.requestsHint',
    min: 'requestsMin',
    max: 'requestsMax',
  },
  { name: 'amount', label: 'demo.amount', hint: 'demo.amountHint', min: 'amountMin', max: 'amountMax' },
] as const;

/** The server's rules for the settings, loaded with zod when the demo is first used. */
const settingsResolver = lazyResolver(() => import('../lib/settings-schema').then((m) => m.settingsResolver));

/** The live demo: settings, the account's balance, the clear button and the four modes. */
export function DemoSection({ onResult }: { onResult: (result: RaceSimulateResponse) => void }) {
  const { t } = useTranslation('race-demo');
  const locale = localeOf(currentLanguage());
  const id = useId();
  const results = useRaceResults();
  const clear = useClearDatabase();
  const busy = useAccountBusy();
  const [codeFor, setCodeFor] = useState<RaceSolution | null>(null);
  const translate = useCallback((key: string, values?: Record<string, string | number>) => t(key, values ?? {}), [t]);

  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<DemoSettings>({
    resolver: settingsResolver,
    defaultValues: DEFAULT_SETTINGS,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });

  // Every run button submits the same settings; invalid ones show their messages and send nothing.
  const withSettings = useCallback(
    (run: (settings: DemoSettings) => void) => void handleSubmit((settings) => run(settings))(),
    [handleSubmit],
  );

  const preloadOnUse = usePreloadOnUse(settingsResolver);

  const account = results.data?.account;
  const start = formatAmount(RACE_LIMITS.startingBalance, locale);
  const openSolution = codeFor ? solutionKey(codeFor) : null;

  return (
    <section ref={preloadOnUse} id="demo" className={`${styles.section} ${styles.muted}`} aria-labelledby="demo-title">
      <div className="container">
        <h2 id="demo-title" className={`${styles.sectionTitle} accent-rule`}>
          {t('demo.title')}
        </h2>
        <p className={styles.lead}>{t('demo.intro', { start })}</p>

        <div className={styles.controls}>
          <form
            className={styles.settings}
            aria-labelledby={`${id}-settings`}
            noValidate
            // Enter in a field checks the values; runs start from a mode's own button.
            onSubmit={handleSubmit(() => undefined)}
          >
            <h3 id={`${id}-settings`} className={styles.panelTitle}>
              {t('demo.settings')}
            </h3>
            <div className={styles.fields}>
              {FIELDS.map((field) => {
                const error = errors[field.name]?.message;
                const hintId = `${id}-${field.name}-hint`;
                const errorId = `${id}-${field.name}-error`;
                return (
                  <div key={field.name} className={styles.field}>
                    <label htmlFor={`${id}-${field.name}`}>{t(field.label)}</label>
                    <input
                      id={`${id}-${field.name}`}
                      type="number"
                      inputMode="numeric"
                      dir="ltr"
                      min={RACE_LIMITS[field.min]}
                      max={RACE_LIMITS[field.max]}
                      step={1}
                      aria-invalid={error ? true : undefined}
                      aria-describedby={error ? `${hintId} ${errorId}` : hintId}
                      {...register(field.name, { valueAsNumber: true })}
                    />
                    <p id={hintId} className={styles.hint}>
                      {t(field.hint, {
                        min: formatAmount(RACE_LIMITS[field.min], locale),
                        max: formatAmount(RACE_LIMITS[field.max], locale),
                      })}
                    </p>
                    {error && (
                      <p id={errorId} className={styles.fieldError}>
                        {messageText(error, undefined, translate)}
                      </p>
                    )}
                  </div>
                );
              })}
            </div>
          </form>

          <div className={styles.account}>
            <p className={styles.balanceLabel} id={`${id}-balance`}>
              {t('demo.balance')}
            </p>
            <div role="status" aria-labelledby={`${id}-balance`} className={styles.balanceBox}>
              {account ? (
                <>
                  <p className={styles.balance}>{formatAmount(account.balance, locale)}</p>
                  <p className={styles.version}>
                    {t('demo.version', { version: formatAmount(account.version, locale) })}
                  </p>
                </>
              ) : results.isError ? (
                <p className={styles.hint}>
                  {t('demo.balanceFailed')}{' '}
                  <button type="button" className={styles.linkButton} onClick={() => void results.refetch()}>
                    {t('demo.retry')}
                  </button>
                </p>
              ) : (
                <p className={styles.hint}>{t('demo.balanceLoading')}</p>
              )}
            </div>
            <button type="button" className="button button-ghost" disabled={busy} onClick={() => clear.mutate()}>
              {clear.isPending ? t('demo.clearing') : t('demo.clear')}
            </button>
            <div aria-live="polite">
              {clear.isSuccess && results.data?.transactions.length === 0 && (
                <p className={styles.hint}>{t('demo.cleared', { start })}</p>
              )}
            </div>
            {clear.isError && (
              <p className={styles.error} role="alert">
                {t('errors.clearFailed', { message: failureText(describeFailure(clear.error), translate) })}
              </p>
            )}
            <p className={styles.hint}>{t('demo.runsRestart', { start })}</p>
          </div>
        </div>

        <div className={styles.cards}>
          {SOLUTIONS.map((solution) => (
            <DemoCard
              key={solution}
              solution={solution}
              busy={busy}
              withSettings={withSettings}
              onViewCode={setCodeFor}
              onResult={onResult}
            />
          ))}
        </div>
      </div>

      {codeFor && openSolution && (
        <SolutionCode
          solution={codeFor}
          title={t(`solutions.${openSolution}.title`)}
          onClose={() => {
            const opener = codeFor;
            setCodeFor(null);
            // Focus back on the button that opened the dialog.
            requestAnimationFrame(() => document.querySelector<HTMLElement>(`[data-code-for="${opener}"]`)?.focus());
          }}
        />
      )}
    </section>
  );
}

/** The code dialog of one mode, with the code the server runs (fetched with the page, kept for good). */
function SolutionCode({ solution, title, onClose }: { solution: RaceSolution; title: string; onClose: () => void }) {
  const code = useRaceCode();
  return (
    <CodeDialog
      title={title}
      database={code.data ? DATABASE_NAMES[code.data.database] : undefined}
      status={code.status}
      code={code.data?.data.find((entry) => entry.solutionType === solution)?.code}
      onRetry={() => void code.refetch()}
      onClose={onClose}
    />
  );
}
