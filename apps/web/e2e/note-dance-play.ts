import type { Page } from '@playwright/test';
import { KEY_OFFSETS } from '../src/features/note-dance/lib/key-map';
import { expect } from './fixtures';

/** Opens a song from the song choice (by the start of its title). */
export async function chooseSong(page: Page, title: RegExp) {
  await page.goto('/note-dance');
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title }) });
  await card.getByRole('button', { name: 'Play', exact: true }).click();
  await expect(page.getByTestId('play-view')).toBeVisible();
}

/**
 * Plays a song in wait mode to the end: whenever the song waits, `play` is called with the pitches it waits for,
 * once per wait, until the results show (or, with `waits`, until that many waits are played).
 */
export async function playThrough(page: Page, play: (pitches: number[]) => Promise<void>, waits = Infinity) {
  let last = '';
  let played = 0;
  for (let step = 0; step < 2000; step += 1) {
    if (played >= waits) return;
    // One look at the page that never waits for an element: the play view is gone the moment the song ends (a
    // locator would wait for it until the test's timeout). A wait is told apart from the one before by the notes
    // it waits for, not their pitches: a song often repeats a pitch, and under load the gap between two such
    // waits can pass between two looks.
    const look = await page.evaluate(() => {
      if (document.querySelector('[data-testid="results"]')) return null;
      const view = document.querySelector<HTMLElement>('[data-testid="play-view"]');
      return { notes: view?.dataset.waitingNotes ?? '', pitches: view?.dataset.waiting ?? '' };
    });
    if (look === null) return;
    if (look.notes && look.notes !== last) {
      await play(look.pitches.split(' ').map(Number));
      last = look.notes;
      played += 1;
    }
    await page.waitForTimeout(20);
  }
  throw new Error('The song did not end');
}

/** The computer key that plays `pitch` with the map starting at `base`. */
export function keyFor(pitch: number, base: number): string {
  const code = Object.entries(KEY_OFFSETS).find(([, offset]) => offset === pitch - base)?.[0];
  if (!code) throw new Error(`No key for pitch ${pitch} at base ${base}`);
  return code;
}
