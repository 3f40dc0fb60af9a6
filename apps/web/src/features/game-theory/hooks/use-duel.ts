import { Duel, type DuelRound, type Move, type StrategyId } from '@site/game-theory';
import { useCallback, useRef, useState } from 'react';

/** The landing's seed: without noise only the stochastic strategies (random, generous, Joss) draw from it. */
const DUEL_SEED = 'landing-duel';

/** A hand-played duel against one strategy: its rounds so far, a move, and starting again (also on a new opponent). */
export function useDuel(initial: StrategyId) {
  const [opponent, setOpponentState] = useState<StrategyId>(initial);
  const [rounds, setRounds] = useState<readonly DuelRound[]>([]);
  const duel = useRef<Duel | null>(null);

  const play = useCallback(
    (move: Move) => {
      duel.current ??= new Duel(opponent, { seed: DUEL_SEED });
      const round = duel.current.play(move);
      setRounds((previous) => [...previous, round]);
    },
    [opponent],
  );

  const reset = useCallback(() => {
    duel.current = null;
    setRounds([]);
  }, []);

  const setOpponent = useCallback((id: StrategyId) => {
    duel.current = null;
    setRounds([]);
    setOpponentState(id);
  }, []);

  return { opponent, setOpponent, rounds, play, reset };
}
