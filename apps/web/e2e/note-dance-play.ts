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
  const view = page.getByTestId('play-view');
  const results = page.getByTestId('results');
  let last = '';
  let played = 0;
  for (let step = 0; step < 2000; step += 1) {
    if (played >= waits || (await results.isVisible())) return;
    // A wait is told apart from the one before by the notes it waits for, not their pitches: a song often repeats
    // a pitch, and under load the gap between two such waits can pass between two looks.
    const [notes, pitches] = await view
      .evaluate((element): [string, string] => [element.dataset.waitingNotes ?? '', element.dataset.waiting ?? ''])
      .catch((): [string, string] => ['', '']);
    if (notes && notes !== last) {
      await play(pitches.split(' ').map(Number));
      last = notes;
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
