import { STRATEGY_LIST } from '@site/game-theory';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { STRATEGY_COLOURS } from '../lib/colours';
import { draftHasStrategy, type SimDraft } from '../lib/sim-draft';
import { DEFAULT_TURNS, freshSeed, LIMITS, SIM_MODES } from '../lib/url-state';
import styles from './play.module.css';

/** The simulation's settings: mode, strategy mix, noise, turns, generations or repetitions, seed; run and cancel. */
export function SimForm({
  initial,
  running,
  onRun,
  onCancel,
}: {
  initial: SimDraft;
  running: boolean;
  onRun: (draft: SimDraft) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('gameTheory');
  const id = useId();
  const [draft, setDraft] = useState(initial);
  const [missing, setMissing] = useState(false);
  const set = (patch: Partial<SimDraft>) => setDraft((previous) => ({ ...previous, ...patch }));
  const number = (key: 'noise' | 'turns' | 'generations' | 'repetitions', label: string, step = 1) => (
    <div className={styles.field}>
      <label htmlFor={`${id}-${key}`}>{label}</label>
      <input
        id={`${id}-${key}`}
        type="number"
        inputMode="decimal"
        dir="ltr"
        min={LIMITS[key].min}
        max={LIMITS[key].max}
        step={step}
        value={draft[key]}
        onChange={(event) => set({ [key]: event.target.value })}
      />
    </div>
  );

  return (
    <form
      className={styles.simForm}
      aria-label={t('sim.settings')}
      onSubmit={(event) => {
        event.preventDefault();
        if (!draftHasStrategy(draft)) return setMissing(true);
        setMissing(false);
        onRun(draft);
      }}
    >
      <div className={styles.field}>
        <label htmlFor={`${id}-mode`}>{t('sim.mode')}</label>
        <select
          id={`${id}-mode`}
          value={draft.mode}
          aria-describedby={`${id}-mode-hint`}
          onChange={(event) => {
            const mode = event.target.value as SimDraft['mode'];
            // A mode's own default turns replace the previous mode's default, never a number the visitor typed.
            set({
              mode,
              turns: draft.turns === String(DEFAULT_TURNS[draft.mode]) ? String(DEFAULT_TURNS[mode]) : draft.turns,
            });
          }}
        >
          {SIM_MODES.map((mode) => (
            <option key={mode} value={mode}>
              {t(`sim.${mode}`)}
            </option>
          ))}
        </select>
        <p id={`${id}-mode-hint`} className={styles.hint}>
          {t(`sim.${draft.mode}Hint`)}
        </p>
      </div>
      <fieldset className={styles.mix}>
        <legend>{t('sim.mix')}</legend>
        <p className={styles.hint}>{t('sim.mixHint')}</p>
        <label className={styles.check}>
          <input type="checkbox" checked={draft.random} onChange={(event) => set({ random: event.target.checked })} />
          {t('sim.randomMix')}
        </label>
        {!draft.random && (
          <ul className={styles.weights}>
            {STRATEGY_LIST.map((strategy) => (
              <li key={strategy.id}>
                <label htmlFor={`${id}-w-${strategy.id}`}>
                  <span
                    className={styles.swatch}
                    style={{ background: STRATEGY_COLOURS[strategy.id] }}
                    aria-hidden="true"
                  />
                  {t(strategy.nameKey)}
                </label>
                <input
                  id={`${id}-w-${strategy.id}`}
                  type="number"
                  dir="ltr"
                  min={LIMITS.weight.min}
                  max={LIMITS.weight.max}
                  step={1}
                  value={draft.weights[strategy.id]}
                  onChange={(event) => set({ weights: { ...draft.weights, [strategy.id]: event.target.value } })}
                />
              </li>
            ))}
          </ul>
        )}
        {missing && (
          <p className={styles.error} role="alert">
            {t('sim.noStrategy')}
          </p>
        )}
      </fieldset>
      <div className={styles.numbers}>
        {number('noise', t('sim.noise'), 0.01)}
        {number('turns', t('sim.turns'))}
        {draft.mode !== 'axelrod' && number('generations', t('sim.generations'))}
        {draft.mode !== 'spatial' && number('repetitions', t('sim.repetitions'))}
        <div className={styles.field}>
          <label htmlFor={`${id}-seed`}>{t('sim.seed')}</label>
          <div className={styles.seed}>
            <input
              id={`${id}-seed`}
              dir="ltr"
              maxLength={24}
              value={draft.seed}
              onChange={(event) => set({ seed: event.target.value })}
            />
            <button type="button" className={styles.pill} onClick={() => set({ seed: freshSeed() })}>
              {t('sim.newSeed')}
            </button>
          </div>
        </div>
      </div>
      <div className={styles.actions}>
        <button type="submit" className={styles.primary}>
          {t('sim.run')}
        </button>
        {running && (
          <button type="button" className={styles.pill} onClick={onCancel}>
            {t('sim.cancel')}
          </button>
        )}
      </div>
    </form>
  );
}
