import { useEffect, useRef, type RefObject } from 'react';
import { commandOf, type Command } from '../lib/keyboard';

/** Typing in these never drives the game. */
const TYPING = 'input, textarea, select, summary, [contenteditable="true"]';

/**
 * The game's shortcuts anywhere in the game area (not only in the grid): notes mode, undo, redo, hint and pause.
 * Moves, digits and clearing belong to the grid, which handles its own keys (`gridKeys`).
 */
export function useGameKeys(area: RefObject<HTMLElement | null>, run: (command: Command) => void) {
  const latest = useRef(run);
  useEffect(() => {
    latest.current = run;
  });

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const target = event.target as HTMLElement | null;
      if (!target || !area.current?.contains(target) || target.closest(TYPING) || target.closest('[role="grid"]'))
        return;
      const command = commandOf(event);
      if (!command || command.type === 'move' || command.type === 'digit' || command.type === 'clear') return;
      event.preventDefault();
      latest.current(command);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [area]);
}
