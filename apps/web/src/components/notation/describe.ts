/**
 * The notation as words, for screen readers and for the owner checking a sheet: each bar, staff by staff, its
 * notes, chords and rests with their written values. Note letters are translated (C or Do), octaves are
 * scientific (C4 is middle C), sharps and flats are the signs ♯ and ♭.
 */
import type { Sheet, Spelling } from '@site/music';
import type { NotationEvent, NotationScore } from './layout';

/** A translator of the `notation` namespace. */
export type Translate = (key: string, values?: Record<string, string | number>) => string;

const SIGNS: Record<number, string> = { [-2]: '𝄫', [-1]: '♭', 0: '', 1: '♯', 2: '𝄪' };
/** Major and minor tonics by fifths (-7..7). */
const MAJOR_TONICS = ['C♭', 'G♭', 'D♭', 'A♭', 'E♭', 'B♭', 'F', 'C', 'G', 'D', 'A', 'E', 'B', 'F♯', 'C♯'];
const MINOR_TONICS = ['A♭', 'E♭', 'B♭', 'F', 'C', 'G', 'D', 'A', 'E', 'B', 'F♯', 'C♯', 'G♯', 'D♯', 'A♯'];

function letter(step: string, t: Translate): string {
  return t(`step.${step}`);
}

/** A written pitch as text: letter, sign, octave ("C♯4"). */
export function pitchName(spelling: Spelling, t: Translate): string {
  return `${letter(spelling.step, t)}${SIGNS[spelling.alter] ?? ''}${spelling.octave}`;
}

/** The key as text ("G major"). */
export function keyName(key: Sheet['key'], t: Translate): string {
  const index = Math.max(-7, Math.min(7, Math.round(key.fifths))) + 7;
  const tonic = (key.mode === 'minor' ? MINOR_TONICS : MAJOR_TONICS)[index]!;
  const name = `${letter(tonic[0]!, t)}${tonic.slice(1)}`;
  return t(key.mode === 'minor' ? 'key.minor' : 'key.major', { tonic: name });
}

function valueName(event: NotationEvent, t: Translate): string {
  const base = t(`value.${event.value.base}`);
  if (event.wholeBar) return t('wholeBarRest');
  const value = event.value.dots ? t('dotted', { value: base }) : base;
  return event.value.triplet ? t('triplet', { value }) : value;
}

function eventText(event: NotationEvent, t: Translate): string {
  const value = valueName(event, t);
  if (event.keys.length === 0) return event.wholeBar ? value : t('rest', { value });
  const names = event.keys.map((k) => pitchName(k.spelling, t)).join(' ');
  const text = event.keys.length > 1 ? t('chord', { notes: names, value }) : t('note', { note: names, value });
  return event.keys.some((k) => k.tie) ? t('tied', { event: text }) : text;
}

/** Each bar of the score as one sentence. */
export function describeBars(score: NotationScore, t: Translate): { index: number; text: string }[] {
  return score.bars.map((bar) => {
    const staves = bar.staves.map((staffBar, s) => {
      const events = staffBar.voices
        .map((voice) =>
          voice.events
            .filter((e) => !e.hidden)
            .map((e) => eventText(e, t))
            .join(', '),
        )
        .filter((text) => text.length > 0)
        .join('; ');
      const hand = score.staves[s]!.hand;
      return score.staves.length > 1 && hand ? t('staff', { staff: t(`hand.${hand}`), events }) : events;
    });
    return { index: bar.index, text: t('bar', { number: bar.number, content: staves.join(' — ') }) };
  });
}
