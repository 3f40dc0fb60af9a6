import type { NoteDanceInput } from '@site/contracts';
import {
  noteName,
  playableNotes,
  type PlayableNote,
  type PlaySummary,
  type PlayTally,
  type Sheet,
  type TimingWindows,
} from '@site/music';
import {
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type PointerEvent as ReactPointerEvent,
} from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../lib/format';
import { currentLanguage, localeOf } from '../../../lib/i18n';
import {
  baseForPitches,
  keyLabel,
  keyOfPitch,
  OCTAVE_DOWN_CODE,
  OCTAVE_UP_CODE,
  pitchOfKey,
  shiftBase,
} from '../lib/key-map';
import type { PlayLayout } from '../lib/game-state';
import type { MicrophoneInput } from '../lib/microphone';
import { connectMidi } from '../lib/midi-input';
import { pianoKeys, rangeOf } from '../lib/piano-layout';
import { createPlaySession, type PlaySession } from '../lib/play-session';
import type { Synth } from '../lib/synth';
import { drawFallingNotes, type Flash } from './falling-notes-canvas';
import styles from './note-dance.module.css';

// The staff view (and VexFlow with it) loads only when the player picks it.
const StaffLane = lazy(() => import('./staff-lane'));

export interface PlayViewProps {
  sheet: Sheet;
  input: NoteDanceInput;
  /** Falling notes over the keys, or the staff with a moving cursor. */
  layout: PlayLayout;
  tempoScale: number;
  waitMode: boolean;
  skipParts: readonly string[];
  windows: TimingWindows;
  /** A looped passage starts over when it ends, until the player stops. */
  loop: boolean;
  synth: () => Synth;
  microphone: MicrophoneInput | null;
  onFinish: (summary: PlaySummary) => void;
  onBack: () => void;
}

/** Ms a note takes to fall from the top of the lane to the hit line. */
const LOOKAHEAD_MS = 2400;
const LANE_HEIGHT = 320;

type Phase = 'ready' | 'running' | 'paused';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';
const subscribeMotion = (onChange: () => void) => {
  const query = window.matchMedia?.(REDUCED_MOTION);
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
};

/** The visitor's reduced-motion wish: the hit flashes then stay still instead of rising and fading. */
function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribeMotion,
    () => window.matchMedia?.(REDUCED_MOTION).matches ?? false,
    () => false,
  );
}

const isTyping = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

/** The play view: falling notes over the on-screen piano, the live score, and the play's controls. */
export function PlayView(props: PlayViewProps) {
  const { sheet, input, layout, tempoScale, waitMode, skipParts, windows, loop, synth, microphone, onFinish, onBack } =
    props;
  const { t } = useTranslation('noteDance');
  const locale = localeOf(currentLanguage());
  const notes = useMemo<PlayableNote[]>(() => playableNotes(sheet, new Set(skipParts)), [sheet, skipParts]);
  const [low, high] = useMemo(() => rangeOf(notes.map((note) => note.pitch)), [notes]);
  const [base, setBase] = useState(() => baseForPitches(notes.map((note) => note.pitch)));
  const [phase, setPhase] = useState<Phase>('ready');
  const [tally, setTally] = useState<PlayTally | null>(null);
  const [next, setNext] = useState<string>('');
  const [midiDevices, setMidiDevices] = useState<string[] | null>(null);
  const [down, setDown] = useState<ReadonlySet<number>>(new Set());
  const reducedMotion = usePrefersReducedMotion();

  const canvasRef = useRef<HTMLCanvasElement>(null);
  const stageRef = useRef<HTMLDivElement>(null);
  const sessionRef = useRef<PlaySession | null>(null);
  const flashes = useRef<Flash[]>([]);
  const frame = useRef(0);
  const baseRef = useRef(base);
  useEffect(() => {
    baseRef.current = base;
  }, [base]);
  const keys = useMemo(() => pianoKeys(low, high, 1000), [low, high]);
  const pointers = useRef(new Map<number, number>());

  const beatNow = useCallback(() => {
    const session = sessionRef.current;
    return session ? session.songTime() / session.msPerBeat : null;
  }, []);

  const refreshLive = useCallback(() => {
    const session = sessionRef.current;
    if (!session) return;
    setTally(session.judge.tally());
    const upcoming = session.judge.notes.filter((note) => note.result === null).slice(0, 3);
    setNext(upcoming.map((note) => noteName(note.pitch)).join(' '));
  }, []);

  const newSession = useCallback(() => {
    const session = createPlaySession(sheet, {
      tempoScale,
      waitMode,
      skipParts,
      windows,
      now: () => performance.now(),
    });
    sessionRef.current = session;
    flashes.current = [];
    return session;
  }, [sheet, tempoScale, waitMode, skipParts, windows]);

  /** Sounds the count-in: one click a beat. */
  const countIn = useCallback(
    (session: PlaySession) => {
      const beats = Math.round(session.countInMs / session.msPerBeat);
      for (let beat = 0; beat < beats; beat += 1)
        window.setTimeout(() => {
          const voice = synth();
          voice.noteOn(beat === 0 ? 96 : 91, 50);
          window.setTimeout(() => voice.noteOff(beat === 0 ? 96 : 91), 60);
        }, beat * session.msPerBeat);
    },
    [synth],
  );

  const start = useCallback(() => {
    void synth().context.resume();
    const session = newSession();
    session.start();
    countIn(session);
    setPhase('running');
    refreshLive();
  }, [newSession, countIn, refreshLive, synth]);

  const press = useCallback(
    (pitch: number, latencyMs = 0, sound = true) => {
      if (sound) synth().noteOn(pitch);
      setDown((keys) => new Set(keys).add(pitch));
      const session = sessionRef.current;
      const outcome = session?.press(pitch, latencyMs);
      if (!session || !outcome) return;
      flashes.current.push({
        pitch,
        result: outcome.kind === 'hit' ? outcome.result : 'wrong',
        at: session.time(),
      });
      refreshLive();
    },
    [synth, refreshLive],
  );

  const release = useCallback(
    (pitch: number) => {
      synth().noteOff(pitch);
      setDown((keys) => {
        const left = new Set(keys);
        left.delete(pitch);
        return left;
      });
    },
    [synth],
  );

  const togglePause = useCallback(() => {
    const session = sessionRef.current;
    if (!session) return;
    if (session.paused) {
      session.resume();
      setPhase('running');
    } else {
      session.pause();
      synth().silence();
      setPhase('paused');
    }
  }, [synth]);

  const stop = useCallback(() => {
    const session = sessionRef.current;
    if (!session) return;
    cancelAnimationFrame(frame.current);
    synth().silence();
    onFinish(session.finish());
  }, [onFinish, synth]);

  // The computer keyboard (keyboard mode): mapped keys play, − and = shift the octave, Space pauses.
  useEffect(() => {
    if (input !== 'keyboard') return;
    const onDown = (event: KeyboardEvent) => {
      if (event.ctrlKey || event.metaKey || event.altKey || isTyping(event.target)) return;
      if (event.code === OCTAVE_DOWN_CODE || event.code === OCTAVE_UP_CODE) {
        setBase((value) => shiftBase(value, event.code === OCTAVE_UP_CODE ? 1 : -1));
        event.preventDefault();
        return;
      }
      const pitch = pitchOfKey(event.code, baseRef.current);
      if (pitch === null) return;
      event.preventDefault();
      if (!event.repeat) press(pitch);
    };
    const onUp = (event: KeyboardEvent) => {
      const pitch = pitchOfKey(event.code, baseRef.current);
      if (pitch !== null) release(pitch);
    };
    window.addEventListener('keydown', onDown);
    window.addEventListener('keyup', onUp);
    return () => {
      window.removeEventListener('keydown', onDown);
      window.removeEventListener('keyup', onUp);
    };
  }, [input, press, release]);

  // MIDI keyboards (MIDI mode), hot-plugged ones too.
  useEffect(() => {
    if (input !== 'midi') return;
    let closed = false;
    let close = () => {};
    void connectMidi(
      (key) => (key.kind === 'on' ? press(key.pitch) : release(key.pitch)),
      (names) => setMidiDevices(names),
    ).then((connection) => {
      if (!connection) setMidiDevices([]);
      else if (closed) connection.close();
      else close = () => connection.close();
    });
    return () => {
      closed = true;
      close();
    };
  }, [input, press, release]);

  // The microphone (listen mode): a heard note is a press made `latency` ms ago; the piano is heard, not synthesised.
  useEffect(() => {
    if (!microphone) return;
    microphone.listenNotes((midi, latency) => press(midi, latency, false));
    return () => microphone.listenNotes(null);
  }, [microphone, press]);

  // The animation loop: judge misses as time passes, draw, end the song.
  useEffect(() => {
    if (phase !== 'running') return;
    const canvas = canvasRef.current;
    const context = canvas?.getContext('2d');
    let lastWaiting = '';
    const draw = () => {
      const session = sessionRef.current;
      if (!session) return;
      const { missed, over } = session.tick();
      if (missed.length) {
        for (const index of missed)
          flashes.current.push({ pitch: session.judge.notes[index]!.pitch, result: 'miss', at: session.time() });
        refreshLive();
      }
      flashes.current = flashes.current.filter((flash) => session.time() - flash.at < 1000);
      const waiting = session.judge.waitingFor();
      // The stage says which notes the song waits for (their places in the song) and their pitches, so a test or
      // an assistive tool can tell two waits for the same pitch apart.
      const waitingNotes = waiting.join(' ');
      if (waitingNotes !== lastWaiting && stageRef.current) {
        lastWaiting = waitingNotes;
        stageRef.current.dataset.waitingNotes = waitingNotes;
        stageRef.current.dataset.waiting = waiting.map((index) => session.judge.notes[index]!.pitch).join(' ');
      }
      if (canvas && context) {
        const width = canvas.clientWidth;
        const height = canvas.clientHeight;
        const ratio = window.devicePixelRatio || 1;
        if (canvas.width !== Math.round(width * ratio)) {
          canvas.width = Math.round(width * ratio);
          canvas.height = Math.round(height * ratio);
        }
        context.setTransform(ratio, 0, 0, ratio, 0, 0);
        drawFallingNotes({
          context,
          width,
          height,
          keys: pianoKeys(low, high, width),
          notes: session.judge.notes,
          times: session.judge.notes.map((note) => note.time),
          now: session.songTime(),
          lookahead: LOOKAHEAD_MS,
          msPerBeat: session.msPerBeat,
          flashes: flashes.current,
          clock: session.time(),
          reducedMotion,
          waiting: new Set(waiting),
        });
      }
      if (over) {
        if (loop) {
          const again = newSession();
          again.start();
          countIn(again);
          refreshLive();
        } else {
          stop();
          return;
        }
      }
      frame.current = requestAnimationFrame(draw);
    };
    frame.current = requestAnimationFrame(draw);
    return () => cancelAnimationFrame(frame.current);
    // The layout is a dependency: switching to the falling notes mid-song picks up the canvas just drawn.
  }, [phase, layout, low, high, reducedMotion, loop, newSession, countIn, refreshLive, stop]);

  useEffect(() => () => synth().silence(), [synth]);

  const pointerDown = (pitch: number) => (event: ReactPointerEvent<HTMLButtonElement>) => {
    if (input !== 'keyboard') return;
    event.preventDefault();
    event.currentTarget.releasePointerCapture?.(event.pointerId);
    pointers.current.set(event.pointerId, pitch);
    press(pitch);
  };
  const pointerUp = (event: ReactPointerEvent<HTMLButtonElement>) => {
    const pitch = pointers.current.get(event.pointerId);
    if (pitch === undefined) return;
    pointers.current.delete(event.pointerId);
    release(pitch);
  };
  // Sliding onto another key plays it (a glissando with a finger).
  const pointerEnter = (pitch: number) => (event: ReactPointerEvent<HTMLButtonElement>) => {
    const held = pointers.current.get(event.pointerId);
    if (held === undefined || held === pitch) return;
    release(held);
    pointers.current.set(event.pointerId, pitch);
    press(pitch);
  };

  const live = tally
    ? t('play.live', {
        score: formatNumber(tally.score, locale),
        combo: formatNumber(tally.combo, locale),
        next: next || '—',
      })
    : '';

  return (
    <div
      className={styles.play}
      ref={stageRef}
      data-testid="play-view"
      data-base={base}
      data-phase={phase}
      data-hits={tally ? tally.perfect + tally.great + tally.good : 0}
    >
      <div className={styles.scoreBar}>
        <span>
          {t('play.score')} <strong data-testid="score">{formatNumber(tally?.score ?? 0, locale)}</strong>
        </span>
        <span>
          {t('play.combo')} <strong>{formatNumber(tally?.combo ?? 0, locale)}</strong>
        </span>
        <span className={styles.muted}>
          {t('play.next')} <span dir="ltr">{next || '—'}</span>
        </span>
      </div>
      <p className="visually-hidden" aria-live="polite">
        {t(layout === 'staff' ? 'play.staffLabel' : 'play.canvasLabel', { next: next || '—' })} {live}
      </p>
      <div className={styles.stage} dir="ltr">
        {layout === 'staff' ? (
          <Suspense fallback={<div className={styles.staffLane} style={{ blockSize: LANE_HEIGHT }} />}>
            <StaffLane sheet={sheet} beatNow={beatNow} running={phase === 'running'} reducedMotion={reducedMotion} />
          </Suspense>
        ) : (
          <canvas
            ref={canvasRef}
            className={styles.canvas}
            style={{ blockSize: LANE_HEIGHT }}
            // Its text alternative is the live region above: the next notes and the score, as they change.
            aria-hidden="true"
          />
        )}
        <div className={styles.piano} role="group" aria-label={t('play.piano')}>
          {keys.map((key) => {
            const label = keyOfPitch(key.pitch, base);
            return (
              <button
                key={key.pitch}
                type="button"
                tabIndex={-1}
                className={key.black ? styles.blackKey : styles.whiteKey}
                style={{ insetInlineStart: `${key.x / 10}%`, inlineSize: `${key.width / 10}%` }}
                data-down={down.has(key.pitch) || undefined}
                aria-label={noteName(key.pitch)}
                onPointerDown={pointerDown(key.pitch)}
                onPointerUp={pointerUp}
                onPointerCancel={pointerUp}
                onPointerLeave={pointerUp}
                onPointerEnter={pointerEnter(key.pitch)}
              >
                {input === 'keyboard' && label && <span className={styles.keyLabel}>{keyLabel(label)}</span>}
              </button>
            );
          })}
        </div>
      </div>
      {input === 'keyboard' && (
        <div className={styles.octave}>
          <button
            type="button"
            className="button button-ghost"
            onClick={() => setBase((value) => shiftBase(value, -1))}
          >
            {t('play.octaveDown')}
          </button>
          <span dir="ltr">
            {noteName(base)}–{noteName(base + 26)}
          </span>
          <button type="button" className="button button-ghost" onClick={() => setBase((value) => shiftBase(value, 1))}>
            {t('play.octaveUp')}
          </button>
          <p className={styles.muted}>{t('play.keyboardHelp')}</p>
        </div>
      )}
      {input === 'midi' && midiDevices !== null && (
        <p className={styles.muted} role="status">
          {midiDevices.length ? t('play.midiDevices', { names: midiDevices.join(', ') }) : t('play.midiNone')}
        </p>
      )}
      <div className={styles.controls}>
        {phase === 'ready' ? (
          <button type="button" className="button" onClick={start} data-testid="start">
            {t('play.start')}
          </button>
        ) : (
          <>
            <button type="button" className="button" onClick={togglePause}>
              {phase === 'paused' ? t('play.resume') : t('play.pause')}
            </button>
            <button type="button" className="button button-ghost" onClick={start}>
              {t('play.restart')}
            </button>
            <button type="button" className="button button-ghost" onClick={stop}>
              {t('play.stop')}
            </button>
          </>
        )}
        <button type="button" className="button button-ghost" onClick={onBack}>
          {t('results.another')}
        </button>
      </div>
    </div>
  );
}
