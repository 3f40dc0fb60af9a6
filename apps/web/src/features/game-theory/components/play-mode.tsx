import { NATION_INDEX, NATIONS, STRATEGIES, STRATEGY_IDS, type Move } from '@site/game-theory';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage, localeOf } from '../../../lib/i18n';
import { useNationNames } from '../hooks/use-nation-names';
import { useNationsGame } from '../hooks/use-nations-game';
import { extent, scoreColour, strategyColour } from '../lib/colours';
import type { PageState } from '../lib/url-state';
import { ColourControls } from './colour-legend';
import { NationMap } from './nation-map';
import { NationPicker } from './nation-picker';
import styles from './play.module.css';
import { RoundForm } from './round-form';
import { RoundResults } from './round-results';

/** The player's own nation on the map: dark, apart from the fifteen strategies' colours. */
const PLAYER_COLOUR = '#14161c';
const PLAY_NOISE = 0.05;

/** Playing as a nation: choose one, then play rounds with its neighbours while the others follow their strategies. */
export function PlayMode({ state, update }: { state: PageState; update: (patch: Partial<PageState>) => void }) {
  const { t } = useTranslation('gameTheory');
  const locale = localeOf(currentLanguage());
  const name = useNationNames();
  const game = useNationsGame(state);
  const [choices, setChoices] = useState<Record<number, Move>>({});
  const totals = game.last?.totals;
  const range = useMemo(() => extent(totals ?? []), [totals]);
  const present = useMemo(() => new Set(game.strategies), [game.strategies]);
  const highlighted = useMemo(() => new Set(game.neighbours.map((n) => NATIONS[n]!.cca3)), [game.neighbours]);
  const number = useCallback(
    (value: number) => new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(value),
    [locale],
  );
  const { player, strategies } = game;
  const fill = useCallback(
    (cca3: string) => {
      const i = NATION_INDEX.get(cca3) ?? -1;
      if (i === player && state.colour === 'strategy') return PLAYER_COLOUR;
      return state.colour === 'score'
        ? scoreColour(totals?.[i] ?? 0, range.min, range.max)
        : strategyColour(strategies[i]!);
    },
    [player, strategies, state.colour, totals, range],
  );
  const describe = useCallback(
    (cca3: string) => {
      const i = NATION_INDEX.get(cca3) ?? -1;
      const nation = name(cca3);
      const score = number(totals?.[i] ?? 0);
      if (i === player) return t('map.describePlayer', { nation, score });
      const strategy = t(STRATEGIES[STRATEGY_IDS[strategies[i]!]!].nameKey);
      return state.colour === 'score'
        ? t('map.describeScore', { nation, strategy, score })
        : t('map.describeStrategy', { nation, strategy });
    },
    [player, strategies, state.colour, totals, name, number, t],
  );
  const last = game.last;

  return (
    <div className={styles.mode}>
      <div className={styles.board}>
        <NationMap
          fill={fill}
          describe={describe}
          selected={state.nation}
          onSelect={(cca3) => update({ nation: cca3 })}
          highlighted={highlighted}
          seaLinks="selected"
        />
        <ColourControls
          colour={state.colour}
          onChange={(colour) => update({ colour })}
          present={present}
          score={{ min: number(range.min), max: number(range.max) }}
          extra={game.player === null ? undefined : { colour: PLAYER_COLOUR, label: t('map.you') }}
        />
      </div>
      <div className={styles.panel}>
        {game.player === null || !state.nation ? (
          <NationPicker name={name} onChoose={(cca3) => update({ nation: cca3 })} />
        ) : (
          <>
            <div className={styles.chosen}>
              <h2>{t('nation.chosen', { nation: name(state.nation) })}</h2>
              <p>{t('nation.neighbours', { count: game.neighbours.length })}</p>
              <button type="button" className={styles.linkButton} onClick={() => update({ nation: null })}>
                {t('nation.change')}
              </button>
            </div>
            <div className={styles.switches}>
              <label>
                <input
                  type="checkbox"
                  checked={state.noise > 0}
                  onChange={(event) => update({ noise: event.target.checked ? PLAY_NOISE : 0 })}
                />
                {t('round.noise')}
              </label>
              {last && (
                <button type="button" className={styles.pill} onClick={game.restart}>
                  {t('round.newGame')}
                </button>
              )}
            </div>
            <RoundForm
              round={(last?.round ?? 0) + 1}
              neighbours={game.neighbours}
              choices={choices}
              onChoose={setChoices}
              onPlay={() => game.playRound(choices)}
              name={name}
            />
            <p className={styles.live} role="status" aria-live="polite">
              {last &&
                t('round.announce', {
                  round: last.round,
                  cooperated: last.exchanges.filter((e) => e.received === 0).length,
                  neighbours: last.exchanges.length,
                  points: number(last.points),
                  total: number(last.standing.total),
                  rank: last.standing.rank,
                  of: last.standing.of,
                })}
            </p>
            {last && <RoundResults round={last} strategies={game.strategies} name={name} />}
          </>
        )}
      </div>
    </div>
  );
}
