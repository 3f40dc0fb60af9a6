import { NATION_INDEX, STRATEGIES, STRATEGY_IDS } from '@site/game-theory';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage, localeOf } from '../../../lib/i18n';
import { useReducedMotion } from '../../../lib/use-reduced-motion';
import { useNationNames } from '../hooks/use-nation-names';
import { usePlayback } from '../hooks/use-playback';
import { useSimulation } from '../hooks/use-simulation';
import { extent, scoreColour, strategyColour } from '../lib/colours';
import { initialAssignment } from '../lib/initial';
import { draftOf, settingsOf, stateOfDraft } from '../lib/sim-draft';
import { namesRun, type PageState } from '../lib/url-state';
import { ColourControls } from './colour-legend';
import { CopyLink } from './copy-link';
import { GenerationControls } from './generation-controls';
import { NationMap } from './nation-map';
import styles from './play.module.css';
import { RankingTable } from './ranking-table';
import { SharesChart } from './shares-chart';
import { SimForm } from './sim-form';

/** Simulations on the map: settings, the run in a worker with its progress, the map, the shares chart, the ranking. */
export function SimulateMode({
  state,
  update,
  search,
}: {
  state: PageState;
  update: (patch: Partial<PageState>) => void;
  search: string;
}) {
  const { t } = useTranslation('gameTheory');
  const locale = localeOf(currentLanguage());
  const name = useNationNames();
  const reduced = useReducedMotion();
  const sim = useSimulation();
  const { start } = sim;
  const initial = useMemo(() => draftOf(state), []); // eslint-disable-line react-hooks/exhaustive-deps
  const opened = useRef(false);

  // An address that names a run (a shared link) runs it again when the page opens: same settings, same run.
  useEffect(() => {
    if (opened.current) return;
    opened.current = true;
    if (namesRun(search)) start(settingsOf(state));
  }, [search, start, state]);

  const format = useMemo(() => {
    const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
    const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 });
    return { number: (v: number) => number.format(v), percent: (v: number) => percent.format(v) };
  }, [locale]);

  const preview = useMemo(() => initialAssignment(state.mix, state.seed), [state.mix, state.seed]);
  const done = sim.status === 'done' ? sim.result : null;
  const last = Math.max(0, sim.assignments.length - 1);
  const playback = usePlayback(last, sim.result);
  // While a run is under way the map follows it, or stays at the start when the visitor asked for less motion.
  const shownIndex = done ? playback.shown : reduced ? 0 : last;
  const assignment = sim.assignments[shownIndex] ?? preview;
  const scores = sim.result?.scores;
  const range = useMemo(() => extent(scores ?? []), [scores]);
  const present = useMemo(() => new Set(assignment), [assignment]);
  const generations = sim.settings?.mode === 'axelrod' ? 0 : (sim.settings?.generations ?? 0);

  const byScore = state.colour === 'score' ? scores : undefined;
  const fill = useCallback(
    (cca3: string) => {
      const i = NATION_INDEX.get(cca3) ?? -1;
      return byScore ? scoreColour(byScore[i] ?? 0, range.min, range.max) : strategyColour(assignment[i]!);
    },
    [assignment, byScore, range],
  );
  const describe = useCallback(
    (cca3: string) => {
      const i = NATION_INDEX.get(cca3) ?? -1;
      const values = { nation: name(cca3), strategy: t(STRATEGIES[STRATEGY_IDS[assignment[i]!]!].nameKey) };
      return byScore
        ? t('map.describeScore', { ...values, score: format.number(byScore[i] ?? 0) })
        : t('map.describeStrategy', values);
    },
    [assignment, byScore, name, format, t],
  );

  const leader = done?.ranking[0];
  const status =
    sim.status === 'running'
      ? // Announced by quarters: a screen reader would otherwise read out every percent.
        t('sim.progressText', { percent: Math.floor(sim.progress * 4) * 25 })
      : sim.status === 'done' && leader
        ? t('sim.done', { first: t(STRATEGIES[leader.id].nameKey) })
        : sim.status === 'cancelled'
          ? t('sim.cancelled')
          : sim.status === 'failed'
            ? t('sim.failed', { message: sim.error ?? '' })
            : '';

  return (
    <div className={styles.mode}>
      <div className={styles.board}>
        <NationMap fill={fill} describe={describe} seaLinks="none" />
        <ColourControls
          colour={state.colour}
          onChange={(colour) => update({ colour })}
          present={present}
          score={{ min: format.number(range.min), max: format.number(range.max) }}
        />
        {done && generations > 0 && (
          <GenerationControls
            shown={playback.shown}
            last={last}
            playing={playback.playing}
            onShow={playback.show}
            onPlay={playback.play}
            format={format.number}
          />
        )}
        {sim.shares.length > 0 && generations > 0 && (
          <SharesChart shares={sim.shares} generations={generations} shown={shownIndex} percent={format.percent} />
        )}
        {done && <RankingTable rows={done.ranking} mode={done.mode} format={format} />}
      </div>
      <div className={styles.panel}>
        <SimForm
          initial={initial}
          running={sim.status === 'running'}
          onRun={(draft) => {
            const next = stateOfDraft(draft, state);
            update(next);
            start(settingsOf(next));
          }}
          onCancel={sim.cancel}
        />
        {sim.status === 'running' && (
          <progress className={styles.progress} value={sim.progress} max={1} aria-label={t('sim.progress')} />
        )}
        <p className={styles.live} role="status" aria-live="polite">
          {status}
        </p>
        {done && <CopyLink />}
      </div>
    </div>
  );
}
