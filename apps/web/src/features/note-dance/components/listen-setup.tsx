import type { MicrophoneStatus } from '@site/contracts';
import { noteName } from '@site/music';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { needsPermissionSteps, type MicrophoneError } from '../lib/microphone-errors';
import { openMicrophone, type MicrophoneInput, type TunerReading } from '../lib/microphone';
import type { Synth } from '../lib/synth';
import styles from './note-dance.module.css';

interface ListenSetupProps {
  synth: () => Synth;
  sensitivity: number;
  onReady: (input: MicrophoneInput) => void;
}

/**
 * The setup the listen mode needs before it starts: the microphone's permission (unknown → checking → granted or
 * denied), every failure with its help, and a live tuner (note, cents needle, level) to check the piano is heard.
 */
export default function ListenSetup({ synth, sensitivity, onReady }: ListenSetupProps) {
  const { t } = useTranslation('noteDance');
  const [status, setStatus] = useState<MicrophoneStatus>('unknown');
  const [error, setError] = useState<MicrophoneError | null>(null);
  const [reading, setReading] = useState<TunerReading | null>(null);
  const [input, setInput] = useState<MicrophoneInput | null>(null);
  const handed = useRef(false);

  const ask = async () => {
    setStatus('checking');
    setError(null);
    const context = synth().context;
    await context.resume();
    const result = await openMicrophone(context, sensitivity);
    if (!result.ok) {
      setStatus('denied');
      setError(result.error);
      return;
    }
    result.input.listenTuner(setReading);
    setInput(result.input);
    setStatus('granted');
  };

  useEffect(
    () => () => {
      if (!handed.current) input?.close();
    },
    [input],
  );

  const level = reading ? Math.min(1, Math.max(0, (20 * Math.log10(Math.max(reading.rms, 1e-6)) + 70) / 70)) : 0;
  const cents = reading?.midi !== null && reading ? reading.cents : 0;

  return (
    <div className={styles.listen} data-microphone={status} data-testid="listen-setup">
      <h3 className={styles.sectionTitle}>{t('listen.heading')}</h3>
      <p>{t('listen.required')}</p>
      <p role="status">{t(`listen.status.${status}`)}</p>
      {error && (
        <div role="alert" className={styles.notice}>
          <p>
            <strong>{t(`listen.errors.${error}.title`)}</strong> {t(`listen.errors.${error}.help`)}
          </p>
          {needsPermissionSteps(error) && (
            <ol>
              <li>{t('listen.steps.icon')}</li>
              <li>{t('listen.steps.allow')}</li>
              <li>{t('listen.steps.refresh')}</li>
            </ol>
          )}
        </div>
      )}
      {status !== 'granted' ? (
        <button type="button" className="button" onClick={() => void ask()} disabled={status === 'checking'}>
          {status === 'denied' ? t('listen.retry') : t('listen.allow')}
        </button>
      ) : (
        <>
          <div className={styles.tuner} dir="ltr" aria-label={t('listen.tuner')} role="group">
            <p className={styles.tunerNote} aria-live="polite" data-testid="tuner-note">
              {reading && reading.midi !== null ? noteName(reading.midi) : '—'}
            </p>
            <div className={styles.needle} aria-hidden="true">
              <span style={{ insetInlineStart: `${50 + cents}%` }} />
            </div>
            <p className={styles.muted}>{t('listen.cents', { cents: Math.round(cents) })}</p>
            <meter min={0} max={1} value={level} aria-label={t('listen.level')} className={styles.meter} />
          </div>
          <p>{t('listen.check')}</p>
          <button
            type="button"
            className="button"
            data-testid="listen-ready"
            onClick={() => {
              if (!input) return;
              handed.current = true;
              input.listenTuner(null);
              onReady(input);
            }}
          >
            {t('listen.ready')}
          </button>
        </>
      )}
    </div>
  );
}
