import { useEffect, useState } from 'react';

/** Time between two generations while the map plays them. */
const STEP_MS = 250;

/**
 * Which generation of a finished run the map shows, and playing them one after another when asked (from the
 * start if the last one is shown). A new run shows its last generation.
 */
export function usePlayback(last: number, runKey: unknown) {
  const [state, setState] = useState({ runKey, shown: last, playing: false });
  const current = state.runKey === runKey ? state : { runKey, shown: last, playing: false };
  if (current !== state) setState(current);
  const { shown, playing } = current;

  useEffect(() => {
    if (!playing) return;
    const timer = window.setInterval(() => {
      setState((previous) => {
        const next = previous.shown + 1;
        return next >= last ? { ...previous, shown: last, playing: false } : { ...previous, shown: next };
      });
    }, STEP_MS);
    return () => window.clearInterval(timer);
  }, [playing, last]);

  const show = (generation: number) =>
    setState((previous) => ({ ...previous, shown: Math.max(0, Math.min(last, generation)), playing: false }));
  const play = (on: boolean) =>
    setState((previous) => ({ ...previous, playing: on, shown: on && previous.shown >= last ? 0 : previous.shown }));

  return { shown: Math.min(shown, last), playing, show, play };
}
