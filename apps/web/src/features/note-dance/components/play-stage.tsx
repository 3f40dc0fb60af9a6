import { NOTE_DANCE_LIMITS, type NoteDanceSettings, type SheetRecord } from '@site/contracts';
import type { Sheet } from '@site/music';
import { lazy, Suspense, useCallback, useId, useMemo, useRef, useState, type Dispatch } from 'react';
import { useTranslation } from 'react-i18next';
import { PageSpinner } from '../../../components/page-spinner';
import { formatNumber } from '../../../lib/format';
import { currentLanguage, localeOf } from '../../../lib/i18n';
import type { NoteDanceSessionState } from '../../../lib/note-dance-session';
import { useGameSettings } from '../hooks/use-note-dance';
import { PLAY_LAYOUTS, type GameEvent, type GameModel } from '../lib/game-state';
import type { MicrophoneInput } from '../lib/microphone';
import { barCount, passageSheet } from '../lib/play-session';
import { createSynth, type Synth } from '../lib/synth';
import { PlayView } from './play-view';
import { Results } from './results';
import styles from './note-dance.module.css';

// The microphone's setup (and its worklet) loads only for the listen mode.
const ListenSetup = lazy(() => import('./listen-setup'));

interface PlayStageProps {
  game: GameModel;
  record: SheetRecord;
  dispatch: Dispatch<GameEvent>;
  session: NoteDanceSessionState;
}

/** One AudioContext for the page's life, made on first use (a user gesture has happened by then). */
function useSynth(): () => Synth {
  const synth = useRef<Synth | null>(null);
  return useCallback(() => (synth.current ??= createSynth(new AudioContext({ latencyHint: 'interactive' }))), []);
}

function windowsOf(settings: NoteDanceSettings) {
  return { perfect: settings.perfect_ms, great: settings.great_ms, good: settings.good_ms };
}

/** The chosen song: its play settings, the play view, then the results. */
export default function PlayStage({ game, record, dispatch, session }: PlayStageProps) {
  const { t } = useTranslation('noteDance');
  const locale = localeOf(currentLanguage());
  const owner = useGameSettings();
  const synth = useSynth();
  const [microphone, setMicrophone] = useState<MicrophoneInput | null>(null);
  const sheet = record.sheet as Sheet;
  const { settings } = game;
  const bars = barCount(sheet);
  const played = useMemo(
    () => (settings.loop ? passageSheet(sheet, settings.loop.from, settings.loop.to) : sheet),
    [sheet, settings.loop],
  );
  const windows = useMemo(() => windowsOf(owner), [owner]);
  const set = (changes: Partial<GameModel['settings']>) => dispatch({ type: 'settings', settings: changes });
  const tempoId = useId();
  const fromId = useId();
  const toId = useId();
  const skipParts = useMemo(() => settings.skipParts, [settings.skipParts]);

  if (game.state === 'complete' && game.summary)
    return (
      <Results
        record={record}
        summary={game.summary}
        settings={settings}
        session={session}
        onAgain={() => dispatch({ type: 'again' })}
        onAnother={() => dispatch({ type: 'back' })}
      />
    );

  const needsMicrophone = settings.input === 'microphone' && !microphone;
  return (
    <section className={styles.section} aria-labelledby="now-playing">
      <h2 id="now-playing" className={styles.sectionTitle}>
        {record.title}{' '}
        <span className={styles.badge} data-difficulty={record.difficulty}>
          {t(`difficulties.${record.difficulty}`)}
        </span>
      </h2>
      <details className={styles.settings} open>
        <summary>{t('settings.heading')}</summary>
        <div className={styles.settingsGrid}>
          <label htmlFor={tempoId}>
            {t('settings.tempo', {
              bpm: formatNumber(Math.round(sheet.tempo * settings.tempoScale), locale),
              percent: formatNumber(Math.round(settings.tempoScale * 100), locale),
            })}
          </label>
          <input
            id={tempoId}
            type="range"
            min={NOTE_DANCE_LIMITS.tempoScaleMin}
            max={NOTE_DANCE_LIMITS.tempoScaleMax}
            step={0.05}
            value={settings.tempoScale}
            onChange={(event) => set({ tempoScale: Number(event.target.value) })}
          />
          <fieldset className={styles.hands}>
            <legend>{t('settings.layout')}</legend>
            {PLAY_LAYOUTS.map((layout) => (
              <label key={layout} className={styles.check}>
                <input
                  type="radio"
                  name="play-layout"
                  value={layout}
                  checked={settings.layout === layout}
                  onChange={() => set({ layout })}
                />
                {t(`settings.layouts.${layout}`)}
              </label>
            ))}
          </fieldset>
          <label className={styles.check}>
            <input
              type="checkbox"
              checked={settings.waitMode}
              onChange={(event) => set({ waitMode: event.target.checked })}
            />
            {t('settings.waitMode')}
          </label>
          {/* A one-part song has no hand to switch off. */}
          {sheet.parts.length > 1 && (
            <fieldset className={styles.hands}>
              <legend>{t('settings.hands')}</legend>
              {sheet.parts.map((part) => (
                <label key={part.id} className={styles.check}>
                  <input
                    type="checkbox"
                    checked={!settings.skipParts.includes(part.id)}
                    // At least one part is always played.
                    disabled={
                      !settings.skipParts.includes(part.id) && settings.skipParts.length >= sheet.parts.length - 1
                    }
                    onChange={(event) =>
                      set({
                        skipParts: event.target.checked
                          ? settings.skipParts.filter((id) => id !== part.id)
                          : [...settings.skipParts, part.id],
                      })
                    }
                  />
                  {part.hand ? t(`settings.${part.hand}Hand`) : part.name}
                </label>
              ))}
            </fieldset>
          )}
          <fieldset className={styles.loop}>
            <legend>{t('settings.loop')}</legend>
            <label className={styles.check}>
              <input
                type="checkbox"
                checked={settings.loop !== null}
                onChange={(event) => set({ loop: event.target.checked ? { from: 1, to: Math.min(4, bars) } : null })}
              />
              {t('settings.loopOn')}
            </label>
            {settings.loop && (
              <>
                <label htmlFor={fromId}>{t('settings.fromBar')}</label>
                <input
                  id={fromId}
                  type="number"
                  min={1}
                  max={bars}
                  value={settings.loop.from}
                  onChange={(event) =>
                    set({
                      loop: {
                        from: Number(event.target.value),
                        to: Math.max(Number(event.target.value), settings.loop!.to),
                      },
                    })
                  }
                />
                <label htmlFor={toId}>{t('settings.toBar')}</label>
                <input
                  id={toId}
                  type="number"
                  min={settings.loop.from}
                  max={bars}
                  value={settings.loop.to}
                  onChange={(event) => set({ loop: { from: settings.loop!.from, to: Number(event.target.value) } })}
                />
                <p className={styles.muted}>{t('settings.loopNote')}</p>
              </>
            )}
          </fieldset>
        </div>
      </details>
      {needsMicrophone ? (
        <Suspense fallback={<PageSpinner />}>
          <ListenSetup synth={synth} sensitivity={owner.microphone_sensitivity} onReady={setMicrophone} />
        </Suspense>
      ) : (
        <PlayView
          key={`${game.run}-${settings.input}-${settings.tempoScale}-${settings.waitMode}-${skipParts.join(',')}-${settings.loop?.from}-${settings.loop?.to}`}
          sheet={played}
          input={settings.input}
          layout={settings.layout}
          tempoScale={settings.tempoScale}
          waitMode={settings.waitMode}
          skipParts={skipParts}
          windows={windows}
          loop={settings.loop !== null}
          synth={synth}
          microphone={microphone}
          onFinish={(summary) => dispatch({ type: 'finished', summary })}
          onBack={() => {
            microphone?.close();
            dispatch({ type: 'back' });
          }}
        />
      )}
    </section>
  );
}
