import {
  COOPERATE,
  NATIONS,
  nationGraph,
  NationsGame,
  nationIndex,
  neighboursOf,
  type Move,
  type NationsRound,
} from '@site/game-theory';
import { useCallback, useMemo, useState } from 'react';
import { initialAssignment } from '../lib/initial';
import type { PageState } from '../lib/url-state';

/**
 * The visitor's game as a nation: the other nations follow the strategies the mix and seed give them. A new game
 * starts whenever the nation, the mix, the seed or the noise changes (the same settings and the same choices play
 * the same rounds).
 */
export function useNationsGame(state: Pick<PageState, 'nation' | 'mix' | 'seed' | 'noise'>) {
  const { nation, mix, seed, noise } = state;
  const graph = useMemo(() => nationGraph(), []);
  const strategies = useMemo(() => initialAssignment(mix, seed), [mix, seed]);
  const player = nation && NATIONS.some((n) => n.cca3 === nation) ? nationIndex(nation) : null;
  const neighbours = useMemo(() => (player === null ? [] : Array.from(neighboursOf(graph, player))), [graph, player]);
  const [generation, setGeneration] = useState(0);
  const game = useMemo(() => {
    // A new game for every new setting, and for every restart (`generation` counts them).
    void generation;
    return player === null ? null : new NationsGame({ graph, strategies, player, noise, seed: `${seed}:play` });
  }, [graph, strategies, player, noise, seed, generation]);
  const [rounds, setRounds] = useState<{ game: NationsGame | null; list: readonly NationsRound[] }>({
    game: null,
    list: [],
  });
  const list = rounds.game === game ? rounds.list : [];

  const playRound = useCallback(
    (toward: Readonly<Record<number, Move>>) => {
      if (!game) return;
      const round = game.playRound({ all: COOPERATE, toward });
      setRounds((previous) => ({ game, list: [...(previous.game === game ? previous.list : []), round] }));
    },
    [game],
  );
  const restart = useCallback(() => setGeneration((g) => g + 1), []);

  return { player, neighbours, strategies, rounds: list, last: list.at(-1) ?? null, playRound, restart };
}
