import { expect, prepare, test } from './fixtures';

// Runs in the fake-microphone project: Chromium hears a generated piano striking C4 and G4 in turn.
test('listen mode: the setup hears the piano, then the played notes hit the song', async ({ page }) => {
  test.setTimeout(90_000);
  await prepare(page);
  await page.goto('/note-dance');
  await page.getByRole('radio', { name: /Listen mode/ }).check();
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: /^Twinkle/ }) });
  await card.getByRole('button', { name: 'Play', exact: true }).click();
  // The first bar (C C G G), looped, in wait mode: the song waits for each note until the microphone hears it.
  await page.getByLabel(/^Wait mode/).check();
  await page.getByLabel('Repeat these bars').check();
  await page.getByLabel('To bar').fill('1');
  await expect(page.getByTestId('listen-setup')).toHaveAttribute('data-microphone', 'unknown');
  await page.getByRole('button', { name: 'Allow the microphone' }).click();
  await expect(page.getByTestId('listen-setup')).toHaveAttribute('data-microphone', 'granted');
  await expect(page.getByTestId('tuner-note')).toHaveText(/^(C4|G4)$/, { timeout: 10_000 });
  await page.getByTestId('listen-ready').click();
  await page.getByTestId('start').click();
  // Four notes heard and hit (the fake microphone loops its recording, whatever the machine's load; wait mode
  // holds the song until each is heard).
  await expect
    .poll(async () => Number(await page.getByTestId('play-view').getAttribute('data-hits')), { timeout: 60_000 })
    .toBeGreaterThanOrEqual(4);
  await page.getByRole('button', { name: 'Stop' }).click();
  const results = page.getByTestId('results');
  const hits = Number((await results.locator('[data-field="notesHit"] dd').textContent())?.split('/')[0]?.trim());
  expect(hits).toBeGreaterThanOrEqual(4);
  await expect(page.getByText('Practice of a passage: not saved.')).toBeVisible();
});
