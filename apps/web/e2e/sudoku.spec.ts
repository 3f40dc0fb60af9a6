import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, namespaceTexts, PAGES, prepare, test } from './fixtures';

const { text } = namespaceTexts('sudoku');
const PATH = '/chic-sudoku';
const SOLUTION = '534678912672195348198342567859761423426853791713924856961537284287419635345286179';
/** The solution with a few cells emptied: one solution, a handful of singles away from done. */
const NEARLY_SOLVED = [...SOLUTION]
  .map((digit, cell) => ([0, 10, 20, 40, 60, 70, 80].includes(cell) ? '.' : digit))
  .join('');
/** A classic puzzle (30 givens, one solution). */
const PUZZLE = '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79';

const grid = (page: Page) => page.getByRole('grid', { name: text('grid.label') });
/** A cell by 1-based row and column. */
const cell = (page: Page, row: number, col: number) =>
  grid(page)
    .getByRole('gridcell')
    .nth((row - 1) * 9 + col - 1);
const position = (row: number, col: number) => text('cell.position', { row, col });

/** Serious or critical WCAG 2.1 AA violations on the page as it is now. */
async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

test.describe('Chic Sudoku', () => {
  for (const language of ['en', 'ar']) {
    test(`a game in play, with notes, a clash and a hint, passes axe (${language}); the grid stays left to right`, async ({
      page,
    }) => {
      const { text: say } = namespaceTexts('sudoku', [language]);
      await prepare(page, { language });
      await page.goto(`${PATH}?p=${PUZZLE}`);
      await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
      const board = page.getByRole('grid', { name: say('grid.label') });
      await expect(board).toHaveAttribute('dir', 'ltr');
      await board.getByRole('gridcell').nth(2).click();
      await page.keyboard.press('Shift+Digit2');
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('5');
      await page.getByRole('button', { name: say('pad.hint') }).click();
      await expect(page.locator('#sudoku-hint-title')).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });
  }

  test('a shared nearly-solved puzzle is finished with hints, shown in steps', async ({ page }) => {
    await prepare(page);
    await page.goto(`${PATH}?p=${NEARLY_SOLVED}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(PAGES.sudoku?.heading ?? '');
    await expect(cell(page, 1, 1)).toHaveAttribute('aria-label', `${position(1, 1)}, ${text('cell.empty')}`);

    const pad = page.getByRole('group', { name: text('pad.label') });
    for (let step = 0; step < 7; step++) {
      await pad.getByRole('button', { name: text('pad.hint') }).click();
      const panel = page.getByRole('region', { name: new RegExp(text('hints.kind.step')) });
      await expect(panel).toBeVisible();
      await panel.getByRole('button', { name: text('hints.showCells') }).click();
      await panel.getByRole('button', { name: text('hints.apply') }).click();
    }
    const done = page.getByRole('region', { name: text('done.title') });
    await expect(done).toBeVisible();
    await expect(done).toContainText(text('done.hints'));
    await expect(
      page.getByRole('status').filter({ hasText: text('live.done', { time: '' }).slice(0, 10) }),
    ).toHaveCount(1);
    await expect(cell(page, 1, 1)).toHaveAttribute(
      'aria-label',
      `${position(1, 1)}, ${text('cell.digit', { digit: 5 })}`,
    );
  });

  test('notes, undo and redo by keyboard, and the game resumed after a reload', async ({ page }) => {
    await prepare(page);
    await page.goto(`${PATH}?p=${PUZZLE}`);
    const target = cell(page, 1, 3);
    await expect(target).toHaveAttribute('aria-label', `${position(1, 3)}, ${text('cell.empty')}`);
    await target.click();

    // Notes mode: centre notes 1 and 4; Shift+7 a corner note.
    await page.keyboard.press('n');
    await page.keyboard.press('1');
    await page.keyboard.press('4');
    await page.keyboard.press('Shift+Digit7');
    const notes = `${position(1, 3)}, ${text('cell.empty')}, ${text('cell.notes', { digits: '1 4' })}`;
    const withCorner = `${notes}, ${text('cell.corner', { digits: '7' })}`;
    await expect(target).toHaveAttribute('aria-label', withCorner);
    await expect(target).toContainText('14');

    await page.keyboard.press('Control+z');
    await expect(target).toHaveAttribute('aria-label', notes);
    await page.keyboard.press('Control+y');
    await expect(target).toHaveAttribute('aria-label', withCorner);

    // A digit, then to the next cell and another; undo takes the last one back.
    await page.keyboard.press('n');
    await page.keyboard.press('4');
    await expect(target).toHaveAttribute('aria-label', `${position(1, 3)}, ${text('cell.digit', { digit: 4 })}`);
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('6');
    await expect(cell(page, 1, 4)).toHaveAttribute(
      'aria-label',
      `${position(1, 4)}, ${text('cell.digit', { digit: 6 })}`,
    );
    await page.keyboard.press('Control+z');
    await expect(cell(page, 1, 4)).toHaveAttribute('aria-label', `${position(1, 4)}, ${text('cell.empty')}`);

    // The page without the address's puzzle resumes the last game, as it was.
    await page.goto(PATH);
    await expect(cell(page, 1, 3)).toHaveAttribute(
      'aria-label',
      `${position(1, 3)}, ${text('cell.digit', { digit: 4 })}`,
    );
    await expect(cell(page, 1, 4)).toHaveAttribute('aria-label', `${position(1, 4)}, ${text('cell.empty')}`);
    await expect(page.getByRole('button', { name: text('pad.redo') })).toBeEnabled();
  });

  test("a first visit opens on today's puzzle; a new easy game is made in the worker, and pausing hides the grid", async ({
    page,
  }) => {
    await prepare(page);
    await page.goto(PATH);
    const status = page.locator('[role="timer"]').locator('xpath=..');
    await expect(grid(page).getByRole('gridcell')).toHaveCount(81, { timeout: 20_000 });
    await expect(status).toContainText(text('choose.daily'));
    await page.getByRole('button', { name: text('difficulty.easy'), exact: true }).click();
    await expect(status).not.toContainText(text('choose.daily'), { timeout: 20_000 });
    await expect(status).toContainText(text('difficulty.easy'));
    await expect(grid(page).getByRole('gridcell')).toHaveCount(81);
    await page.getByRole('button', { name: text('status.pause') }).click();
    await expect(grid(page)).toHaveCount(0);
    await expect(page.getByText(text('status.pausedText'))).toBeVisible();
    await page
      .getByRole('button', { name: text('status.resume') })
      .first()
      .click();
    await expect(grid(page)).toBeVisible();
  });

  test('an import that is not a Sudoku says why', async ({ page }) => {
    await prepare(page);
    await page.goto(PATH);
    await page.getByText(text('import.title')).click();
    await page.getByLabel(text('import.label')).fill('1'.repeat(81));
    await page.getByRole('button', { name: text('import.submit') }).click();
    await expect(page.getByRole('alert')).toHaveText(text('import.error.invalid'));
    await page.getByLabel(text('import.label')).fill('.'.repeat(81));
    await page.getByRole('button', { name: text('import.submit') }).click();
    await expect(page.getByRole('alert')).toHaveText(text('import.error.multiple'));
  });
});
