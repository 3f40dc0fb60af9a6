import { BENCHMARK_ENGINES, type BenchmarkEngine } from '@site/contracts';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageIntro } from '../../components/page-intro';
import { usePageMeta } from '../../components/page-meta';
import { QueryScope } from '../../components/query-scope';
import { TIMEOUTS } from '../../lib/api-client';
import { currentLanguage, localeOf } from '../../lib/i18n';
import { AboutBenchmark } from './components/about-benchmark';
import { BenchmarkForm } from './components/benchmark-form';
import { BenchmarkSummary } from './components/benchmark-summary';
import { EngineCard } from './components/engine-card';
import { SourceDialog } from './components/source-dialog';
import { useBenchmarkRun } from './hooks/use-benchmark-run';
import { useEngines } from './hooks/use-benchmark-queries';
import { useBrowserVersion } from './hooks/use-browser-version';
import { runTimeoutMs } from './lib/failure';
import { aggregates, ranking, summaryOf, type EngineRun } from './lib/run-state';
import type { BenchmarkFormValues } from './lib/scale';
import styles from './language-test-page.module.css';

function LanguageTest() {
  const { t } = useTranslation('pages');
  const { t: tl } = useTranslation('language-test');
  usePageMeta({ title: t('languageTest.title'), description: t('languageTest.summary') });
  const locale = localeOf(currentLanguage());

  const engines = useEngines();
  const { state, start, running } = useBenchmarkRun();
  const limits = engines.data?.limits;
  const timeoutMs = runTimeoutMs(limits?.timeoutSeconds ?? TIMEOUTS.perf / 1000);

  // Engines the server lists as not installed are shown offline and never requested.
  const unavailable = useMemo(() => {
    const missing: Partial<Record<BenchmarkEngine, string | undefined>> = {};
    for (const info of engines.data?.data ?? []) if (!info.available) missing[info.engine] = info.detail;
    return missing;
  }, [engines.data]);
  const serverEngines = BENCHMARK_ENGINES.filter((engine) => engine !== 'browser' && !(engine in unavailable)).length;

  const nameOf = useCallback((engine: BenchmarkEngine) => tl(`engines.${engine}`), [tl]);
  const browser = useBrowserVersion();
  const versionOf = (engine: BenchmarkEngine): string | undefined => {
    const fromRun = state.engines[engine].runs[0]?.version;
    if (fromRun) return fromRun;
    if (engine === 'browser') return browser;
    return engines.data?.data.find((info) => info.engine === engine)?.version;
  };

  // Before a first round, engines the server lists as missing already show offline.
  const runOf = (engine: BenchmarkEngine): EngineRun => {
    const run = state.engines[engine];
    if (run.status !== 'idle' || !(engine in unavailable)) return run;
    const detail = unavailable[engine];
    return { status: 'offline', runs: [], failure: { kind: 'unavailable', ...(detail ? { detail } : {}) } };
  };

  const perEngine = aggregates(state);
  const ranked = ranking(state);
  const summary = summaryOf(state);
  const current = BENCHMARK_ENGINES.find((engine) => state.engines[engine].status === 'running');

  const run = (values: BenchmarkFormValues) =>
    void start({ scale: values.scale, repeat: values.repeat, unavailable, timeoutMs });

  // ── Source dialog ────────────────────────────────────────────────────────────
  const [sourceEngine, setSourceEngine] = useState<BenchmarkEngine | null>(null);
  const openerRef = useRef<HTMLButtonElement | null>(null);
  const openSource = useCallback((engine: BenchmarkEngine, opener: HTMLButtonElement) => {
    openerRef.current = opener;
    setSourceEngine(engine);
  }, []);
  const closeSource = useCallback(() => {
    setSourceEngine(null);
    requestAnimationFrame(() => openerRef.current?.focus());
  }, []);

  let progress = '';
  if (current) progress = tl('progress.running', { engine: nameOf(current) });
  else if (summary?.kind === 'unavailable') progress = tl('summary.unavailable');
  else if (summary) progress = tl('progress.done');

  return (
    <div className={styles.page}>
      <PageIntro heading={t('languageTest.heading')} summary={t('languageTest.summary')} />

      <section className={styles.run} aria-labelledby="benchmark-engines-title">
        <div className={`container ${styles.stack}`}>
          <BenchmarkForm running={running} locale={locale} serverEngines={serverEngines} limits={limits} onRun={run} />
          {engines.isError && (
            <p className={styles.notice} role="status">
              {tl('enginesFailed')}
            </p>
          )}

          <p className="visually-hidden" aria-live="polite">
            {progress}
          </p>

          {summary && state.scale !== null && (
            <BenchmarkSummary
              summary={summary}
              ranked={ranked}
              scale={state.scale}
              repeat={state.repeat}
              locale={locale}
              nameOf={nameOf}
            />
          )}

          <h2 id="benchmark-engines-title" className={`${styles.enginesTitle} accent-rule`}>
            {tl('enginesTitle')}
          </h2>
          <ul className={styles.grid}>
            {BENCHMARK_ENGINES.map((engine) => (
              <li key={engine}>
                <EngineCard
                  engine={engine}
                  name={nameOf(engine)}
                  version={versionOf(engine)}
                  run={runOf(engine)}
                  aggregate={perEngine[engine]}
                  ranked={ranked.find((entry) => entry.engine === engine)}
                  repeat={state.repeat}
                  locale={locale}
                  onViewSource={openSource}
                />
              </li>
            ))}
          </ul>
        </div>
      </section>

      <AboutBenchmark limits={limits} clientWaitSeconds={timeoutMs / 1000} locale={locale} />

      {sourceEngine && <SourceDialog engine={sourceEngine} name={nameOf(sourceEngine)} onClose={closeSource} />}
    </div>
  );
}

/**
 * The language benchmark: the same five tasks in seven engines — JavaScript in the visitor's
 * browser (a Web Worker) and six languages on the server — compared by operations per second.
 */
export default function LanguageTestPage() {
  return (
    <QueryScope>
      <LanguageTest />
    </QueryScope>
  );
}
