import { useCallback, useRef, useState, type Dispatch } from 'react';
import { hintNotes, type GameAction, type GameState } from '../lib/game';
import type { HintInfo } from '../lib/texts';
import { runTask } from '../worker/client';

/** A hint shows in steps: 1 the technique and where to look, 2 the cells and the explanation; then it is applied. */
export type HintStage = 1 | 2;

export interface ShownHint {
  hint: HintInfo;
  stage: HintStage;
}

/** A hint with the grid it was asked for: it is shown only while the grid is still that one. */
interface HeldHint extends ShownHint {
  position: string;
}

/** Whether applying a hint changes the grid (a finished or refused grid has nothing to apply). */
export const applicable = (hint: HintInfo): boolean =>
  hint.placements.length + hint.eliminations.length + hint.erase.length + hint.restore.length > 0;

/**
 * The hint being shown, asked from the engine's worker for the grid as it is, and dropped as soon as the grid
 * changes; `next` moves it a step on (asks, shows the cells, applies).
 */
export function useHint(game: GameState | null, dispatch: Dispatch<GameAction>, countMistakes: boolean) {
  const [held, setHeld] = useState<HeldHint | null>(null);
  const [asking, setAsking] = useState(false);
  const asked = useRef<string | null>(null);
  const position = game ? `${game.id}|${game.entries}|${game.centre.join()}` : '';
  const shown: ShownHint | null = held && held.position === position ? held : null;

  const next = useCallback(async () => {
    if (!game || game.completed) return;
    if (held && shown?.stage === 1) return setHeld({ ...held, stage: 2 });
    if (shown?.stage === 2) {
      if (applicable(shown.hint)) dispatch({ type: 'hint', change: shown.hint, countMistakes });
      return setHeld(null);
    }
    if (asked.current === position) return;
    asked.current = position;
    setAsking(true);
    try {
      const result = await runTask({ type: 'hint', grid: game.entries, notes: hintNotes(game), puzzle: game.puzzle });
      // A logical step starts with where to look; a fix, the end or a refusal is said at once.
      if (result.type === 'hint' && asked.current === position)
        setHeld({ hint: result.hint, stage: result.hint.kind === 'step' ? 1 : 2, position });
    } finally {
      if (asked.current === position) asked.current = null;
      setAsking(false);
    }
  }, [game, held, shown, position, dispatch, countMistakes]);

  const close = useCallback(() => {
    asked.current = null;
    setHeld(null);
  }, []);
  return { shown, asking, next, close };
}
