import { useEffect, useState, type Dispatch } from 'react';
import type { GameAction } from '../lib/game';

/**
 * The game's clock: a second is added while the game runs, never while it is paused or complete; hiding the tab
 * pauses it (and it stays paused until the player resumes, so the grid is not shown to someone who is not there).
 */
export function useTimer(running: boolean, dispatch: Dispatch<GameAction>) {
  const [paused, setPaused] = useState(false);

  useEffect(() => {
    if (!running || paused) return;
    const timer = window.setInterval(() => dispatch({ type: 'tick', seconds: 1 }), 1000);
    return () => window.clearInterval(timer);
  }, [running, paused, dispatch]);

  useEffect(() => {
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') setPaused(true);
    };
    document.addEventListener('visibilitychange', onVisibility);
    return () => document.removeEventListener('visibilitychange', onVisibility);
  }, []);

  return { paused, setPaused };
}
