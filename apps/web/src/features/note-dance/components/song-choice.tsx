import {
  NOTE_DANCE_DIFFICULTIES,
  NOTE_DANCE_INPUTS,
  type NoteDanceDifficulty,
  type NoteDanceInput,
  type SheetSummary,
} from '@site/contracts';
import { useDeferredValue, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageSpinner } from '../../../components/page-spinner';
import { formatNumber, formatPercent } from '../../../lib/format';
import { currentLanguage, localeOf } from '../../../lib/i18n';
import { useLeaderboard, useMidiSupported, useMyBest, useSongs } from '../hooks/use-note-dance';
import { bestBySheet, songListQuery, type BestResult } from '../lib/song-list';
import styles from './note-dance.module.css';

interface SongChoiceProps {
  input: NoteDanceInput;
  onInput: (input: NoteDanceInput) => void;
  signedIn: boolean;
  onPlay: (sheetId: number) => void;
}

function Leaderboard({ sheetId, input }: { sheetId: number; input: NoteDanceInput }) {
  const { t } = useTranslation('noteDance');
  const locale = localeOf(currentLanguage());
  const board = useLeaderboard(sheetId, input, true);
  if (!board.data) return board.isError ? <p role="alert">{t('songs.boardFailed')}</p> : <PageSpinner />;
  if (board.data.data.length === 0) return <p className={styles.muted}>{t('songs.boardEmpty')}</p>;
  return (
    <ol className={styles.board} aria-label={t('songs.boardOf', { input: t(`inputs.${input}`) })}>
      {board.data.data.map((row) => (
        <li key={`${row.rank}-${row.username}`}>
          <span className={styles.rank}>{formatNumber(row.rank, locale)}</span>
          <span className={styles.player}>{row.username}</span>
          <span>{formatNumber(row.score, locale)}</span>
          <span className={styles.muted}>{formatPercent(row.accuracy, locale, 1)}</span>
        </li>
      ))}
    </ol>
  );
}

function SongCard({
  song,
  input,
  best,
  onPlay,
}: {
  song: SheetSummary;
  input: NoteDanceInput;
  best: BestResult | undefined;
  onPlay: (id: number) => void;
}) {
  const { t } = useTranslation('noteDance');
  const locale = localeOf(currentLanguage());
  const [boardOpen, setBoardOpen] = useState(false);
  const boardId = useId();
  const titleId = `song-${song.id}`;
  return (
    <li className={styles.song} aria-labelledby={titleId}>
      <div className={styles.songHead}>
        <h3 id={titleId} className={styles.songTitle}>
          {song.title}
        </h3>
        <span className={styles.badge} data-difficulty={song.difficulty}>
          {t(`difficulties.${song.difficulty}`)}
        </span>
      </div>
      {song.composer && <p className={styles.muted}>{song.composer}</p>}
      <p className={styles.facts}>
        {t('songs.facts', { notes: formatNumber(song.notes_count, locale), tempo: formatNumber(song.tempo, locale) })}
      </p>
      {best && (
        <p className={styles.best}>
          {t('songs.best', {
            score: formatNumber(best.score, locale),
            accuracy: formatPercent(best.accuracy, locale, 1),
            plays: formatNumber(best.plays, locale),
          })}
        </p>
      )}
      <div className={styles.songActions}>
        <button
          type="button"
          className="button"
          onClick={() => onPlay(song.id)}
          aria-describedby={titleId}
          data-testid={`play-${song.id}`}
        >
          {t('songs.play')}
        </button>
        <button
          type="button"
          className="button button-ghost"
          aria-expanded={boardOpen}
          aria-controls={boardId}
          onClick={() => setBoardOpen((open) => !open)}
        >
          {t('songs.leaderboard')}
        </button>
      </div>
      <div id={boardId} hidden={!boardOpen}>
        {boardOpen && <Leaderboard sheetId={song.id} input={input} />}
      </div>
    </li>
  );
}

/** The song choice: the input to play with, a search, the seven difficulties, and the published songs. */
export function SongChoice({ input, onInput, signedIn, onPlay }: SongChoiceProps) {
  const { t } = useTranslation('noteDance');
  const locale = localeOf(currentLanguage());
  const [search, setSearch] = useState('');
  const [difficulty, setDifficulty] = useState<NoteDanceDifficulty | null>(null);
  const deferredSearch = useDeferredValue(search);
  const songs = useSongs(songListQuery(deferredSearch, difficulty));
  const myBest = useMyBest(signedIn);
  const best = bestBySheet(myBest.data?.data ?? [], input);
  const midi = useMidiSupported();
  const inputs = NOTE_DANCE_INPUTS.filter((option) => option !== 'midi' || midi);
  const searchId = useId();

  return (
    <section className={styles.section} aria-labelledby="song-choice">
      <h2 id="song-choice" className={styles.sectionTitle}>
        {t('songs.heading')}
      </h2>
      <fieldset className={styles.inputs}>
        <legend>{t('inputs.legend')}</legend>
        {inputs.map((option) => (
          <label key={option} className={styles.inputOption}>
            <input
              type="radio"
              name="note-dance-input"
              value={option}
              checked={input === option}
              onChange={() => onInput(option)}
            />
            {t(`inputs.${option}`)}
            <span className={styles.muted}> — {t(`inputs.${option}Hint`)}</span>
          </label>
        ))}
      </fieldset>
      <div className={styles.filters}>
        <div className={styles.searchField}>
          <label htmlFor={searchId}>{t('songs.search')}</label>
          <input
            id={searchId}
            type="search"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            placeholder={t('songs.searchPlaceholder')}
          />
        </div>
        <div role="group" aria-label={t('songs.difficulty')} className={styles.chips}>
          <button
            type="button"
            className={styles.chip}
            aria-pressed={difficulty === null}
            onClick={() => setDifficulty(null)}
          >
            {t('songs.all')}
          </button>
          {NOTE_DANCE_DIFFICULTIES.map((level) => (
            <button
              key={level}
              type="button"
              className={styles.chip}
              aria-pressed={difficulty === level}
              onClick={() => setDifficulty(level)}
            >
              {t(`difficulties.${level}`)}
            </button>
          ))}
        </div>
      </div>
      {!songs.data ? (
        songs.isError ? (
          <p role="alert" className={styles.error}>
            {t('songs.loadFailed')}{' '}
            <button type="button" className="button button-ghost" onClick={() => void songs.refetch()}>
              {t('songs.retry')}
            </button>
          </p>
        ) : (
          <PageSpinner />
        )
      ) : songs.data.data.length === 0 ? (
        <p className={styles.muted}>{t('songs.empty')}</p>
      ) : (
        <>
          <p className={styles.muted} aria-live="polite">
            {t('songs.count', { count: formatNumber(songs.data.total, locale) })}
          </p>
          <ul className={styles.songs}>
            {songs.data.data.map((song) => (
              <SongCard key={song.id} song={song} input={input} best={best.get(song.id)} onPlay={onPlay} />
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
