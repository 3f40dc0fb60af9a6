import { expect, prepare, test } from './fixtures';
import { chooseSong, keyFor, playThrough } from './note-dance-play';

const TWINKLE = /^Twinkle/;

test.describe('Note Dance', () => {
  test.beforeEach(async ({ page }) => prepare(page));

  test('shows the song choice server-rendered with its difficulties and search', async ({ page }) => {
    await page.goto('/note-dance');
    await expect(page.getByRole('heading', { name: 'Choose a song' })).toBeVisible();
    await expect(page.getByRole('heading', { name: TWINKLE })).toBeVisible();
    await page.getByRole('button', { name: 'Expert', exact: true }).click();
    await expect(page.getByRole('heading', { name: /Prelude in C/ })).toBeVisible();
    await expect(page.getByRole('heading', { name: TWINKLE })).toHaveCount(0);
    await page.getByRole('button', { name: 'All', exact: true }).click();
    await page.getByLabel('Search songs').fill('Cò lả');
    await expect(page.getByRole('heading', { name: 'Cò lả' })).toBeVisible();
    await expect(page.getByRole('heading', { name: TWINKLE })).toHaveCount(0);
  });

  test('plays a song to the end on the computer keyboard, then saves it after registering', async ({ page }) => {
    test.setTimeout(120_000);
    await chooseSong(page, TWINKLE);
    await page.getByLabel(/^Tempo/).fill('2');
    await page.getByLabel(/^Wait mode/).check();
    await page.getByTestId('start').click();
    const view = page.getByTestId('play-view');
    await playThrough(page, async (pitches) => {
      const base = Number(await view.getAttribute('data-base'));
      for (const pitch of pitches) await page.keyboard.press(keyFor(pitch, base));
    });
    const results = page.getByTestId('results');
    await expect(results.locator('[data-field="notesHit"] dd')).toHaveText('42 / 42');
    await expect(results.locator('[data-field="miss"] dd')).toHaveText('0');
    await expect(results.locator('[data-field="difficulty"] dd')).toHaveText('Beginner');
    // A guest is invited to sign in; registering saves the result.
    await expect(page.getByText('Sign in or create an account to save this score')).toBeVisible();
    await page.getByRole('button', { name: 'No account? Create one' }).click();
    const name = `player${Date.now()}`;
    await page.getByLabel('Username').fill(name);
    await page.getByLabel('Email').fill(`${name}@example.com`);
    await page.getByLabel('Password', { exact: true }).fill('secret-123');
    await page.getByLabel('Confirm password').fill('secret-123');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByTestId('save-status')).toHaveText('Score saved.');
    // The best shows on the song choice, and the leaderboard names the player.
    await page.getByRole('button', { name: 'Choose another song' }).click();
    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: TWINKLE }) });
    await expect(card.getByText(/^Your best:/)).toBeVisible();
    await card.getByRole('button', { name: 'Leaderboard' }).click();
    await expect(card.getByText(name)).toBeVisible();
  });

  test('shows the song as a staff whose cursor runs along with the play', async ({ page }) => {
    test.setTimeout(60_000);
    await chooseSong(page, TWINKLE);
    await page.getByRole('radio', { name: 'Staff with a moving cursor' }).check();
    await page.getByLabel(/^Wait mode/).check();
    const lane = page.getByTestId('staff-lane');
    await expect(lane.getByRole('img', { name: /^Twinkle/ })).toBeVisible();
    await page.getByTestId('start').click();
    const view = page.getByTestId('play-view');
    const keys = async (pitches: number[]) => {
      const base = Number(await view.getAttribute('data-base'));
      for (const pitch of pitches) await page.keyboard.press(keyFor(pitch, base));
    };
    // The first phrase (C C G G A A G, the G a half note): the song then waits for the next bar's first note.
    await playThrough(page, keys, 7);
    await expect(view).toHaveAttribute('data-hits', '7');
    await expect(lane).toHaveAttribute('data-beat', '8.00');
    // The cursor stands on the drawn score, over the third bar.
    const cursor = await lane.evaluate((element) => {
      const line = [...element.querySelectorAll<HTMLElement>('[aria-hidden="true"]')].find((node) =>
        node.style.transform.startsWith('translate'),
      );
      return line && !line.hidden ? line.getBoundingClientRect().width : 0;
    });
    expect(cursor).toBeGreaterThan(0);
    await page.getByRole('button', { name: 'Stop' }).click();
    await expect(page.getByTestId('results').locator('[data-field="notesHit"] dd')).toHaveText('7 / 42');
  });

  test('plays a song to the end with a MIDI keyboard', async ({ page }) => {
    test.setTimeout(120_000);
    // A fake Web MIDI keyboard: the test strikes its keys through window.__strike(pitch).
    await page.addInitScript(() => {
      const input = { id: 'fake', name: 'E2E Piano', onmidimessage: null as null | ((event: unknown) => void) };
      const access = { inputs: new Map([['fake', input]]), outputs: new Map(), onstatechange: null };
      Object.defineProperty(navigator, 'requestMIDIAccess', { value: () => Promise.resolve(access) });
      (window as unknown as { __strike: (pitch: number) => void }).__strike = (pitch) => {
        input.onmidimessage?.({ data: new Uint8Array([0x90, pitch, 90]) });
        input.onmidimessage?.({ data: new Uint8Array([0x80, pitch, 0]) });
      };
    });
    await page.goto('/note-dance');
    await page.getByRole('radio', { name: /MIDI piano/ }).check();
    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: TWINKLE }) });
    await card.getByRole('button', { name: 'Play', exact: true }).click();
    await expect(page.getByText('MIDI keyboards: E2E Piano')).toBeVisible();
    await page.getByLabel(/^Tempo/).fill('2');
    await page.getByLabel(/^Wait mode/).check();
    await page.getByTestId('start').click();
    await playThrough(page, async (pitches) => {
      for (const pitch of pitches)
        await page.evaluate((note) => (window as never as { __strike: (p: number) => void }).__strike(note), pitch);
    });
    await expect(page.getByTestId('results').locator('[data-field="notesHit"] dd')).toHaveText('42 / 42');
  });
});
