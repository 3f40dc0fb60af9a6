import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, namespaceTexts, PAGES, prepare, test, texts } from './fixtures';

const { text } = namespaceTexts('gameTheory');
const STRATEGY_NAMES = Object.values(
  texts<{ strategy: Record<string, { name: string }> }>('en', 'gameTheory').strategy,
).map((s) => s.name.replace(/[()]/g, '\\$&'));
const LANDING = '/game-theory-nations';
const PLAY = '/game-theory-nations/play';

/** Serious or critical WCAG 2.1 AA violations on the page as it is now (after playing, not only on arrival). */
async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** The rows of the final ranking, as text. */
async function ranking(page: Page): Promise<string[]> {
  const table = page.getByRole('region', { name: text('ranking.caption') });
  await expect(table).toBeVisible({ timeout: 20_000 });
  return table.locator('tbody tr').allInnerTexts();
}

test.describe('game theory of nations', () => {
  test('the landing explains the dilemma and lets the visitor play a duel by hand', async ({ page }) => {
    await prepare(page);
    await page.goto(LANDING);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(PAGES.gameTheory?.heading ?? '');
    await expect(page.getByRole('table', { name: text('dilemma.matrixCaption') })).toContainText(
      text('dilemma.cell', { mine: 5, theirs: 0 }),
    );
    await expect(page.getByRole('heading', { level: 3, name: text('strategy.gradual.name') })).toBeVisible();

    await page.getByLabel(text('demo.opponent')).selectOption({ label: text('strategy.alwaysDefect.name') });
    // Cooperate, defect, cooperate against always defect: 0–5, 1–1, 0–5.
    await page.getByRole('button', { name: text('move.cooperate') }).click();
    await page.getByRole('button', { name: text('move.defect') }).click();
    await page.getByRole('button', { name: text('move.cooperate') }).click();

    const rows = page.getByRole('region', { name: text('demo.rounds') }).locator('tbody tr');
    await expect(rows).toHaveCount(4);
    const cooperate = text('move.cooperate');
    const defect = text('move.defect');
    await expect(rows.nth(0)).toHaveText(new RegExp(`1\\s*${cooperate}\\s*${defect}\\s*0\\s*5`));
    await expect(rows.nth(1)).toHaveText(new RegExp(`2\\s*${defect}\\s*${defect}\\s*1\\s*1`));
    await expect(rows.nth(2)).toHaveText(new RegExp(`3\\s*${cooperate}\\s*${defect}\\s*0\\s*5`));
    await expect(rows.nth(3)).toHaveText(new RegExp(`${text('demo.total')}\\s*1\\s*11`));
    await expect(page.getByRole('status').filter({ hasText: text('demo.round') })).toContainText('11');

    await page.getByRole('button', { name: text('demo.reset') }).click();
    await expect(page.getByText(text('demo.empty'))).toBeVisible();
    await expect(page.getByRole('link', { name: text('cta.play') }).first()).toHaveAttribute('href', PLAY);
  });

  test('playing three rounds as a nation shows each round, the totals and the standing', async ({ page }) => {
    await prepare(page);
    await page.goto(PLAY);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(PAGES.gameTheoryPlay?.heading ?? '');
    await page.getByLabel(text('nation.search')).fill('France');
    await page
      .getByRole('list', { name: text('nation.choose') })
      .getByRole('button', { name: 'France' })
      .click();
    await expect(page.getByRole('heading', { name: text('nation.chosen', { nation: 'France' }) })).toBeVisible();
    await expect(page).toHaveURL(/nation=FRA/);

    // Defect towards the first neighbour only, cooperate with the others; then all defect.
    const toward = page.getByRole('group', { name: text('round.perNeighbour') });
    await toward
      .getByRole('radio', { name: text('move.defect') })
      .first()
      .check();
    await page.getByRole('button', { name: text('round.play') }).click();
    await expect(page.getByRole('region', { name: text('round.resultsCaption', { round: 1 }) })).toBeVisible();
    await page.getByRole('button', { name: text('round.play') }).click();
    await page
      .getByRole('group', { name: text('round.policy') })
      .getByRole('button', { name: text('move.defect') })
      .click();
    await page.getByRole('button', { name: text('round.play') }).click();

    const results = page.getByRole('region', { name: text('round.resultsCaption', { round: 3 }) });
    await expect(results).toBeVisible();
    expect(await results.locator('tbody tr').count()).toBeGreaterThan(3);
    await expect(results.locator('tbody tr').first()).toContainText(text('move.defect'));
    await expect(page.getByText(new RegExp(text('round.rank', { rank: '\\d+', of: '195' }))).first()).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: text('round.title', { round: 3 }) })).toContainText('195');
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('a nation is chosen on the map too, and the map names each nation with its strategy', async ({ page }) => {
    await prepare(page);
    await page.goto(PLAY);
    const map = page.getByRole('group', { name: text('map.label') });
    await map.getByRole('button', { name: /^Germany: / }).click();
    await expect(page.getByRole('heading', { name: text('nation.chosen', { nation: 'Germany' }) })).toBeVisible();
    await expect(page).toHaveURL(/nation=DEU/);
    await expect(map.getByRole('button', { name: /^Germany: / })).toHaveAttribute(
      'aria-label',
      text('map.describePlayer', { nation: 'Germany', score: '0' }),
    );
    await expect(map.getByRole('button', { name: /^France: / })).toHaveAttribute(
      'aria-label',
      new RegExp(`^France: (${STRATEGY_NAMES.join('|')})$`),
    );
  });

  test('a simulation finishes with a ranking, and its shared address replays the same run', async ({
    page,
    context,
  }) => {
    await prepare(page);
    await page.goto(PLAY);
    await page.getByRole('button', { name: text('play.modeSimulate') }).click();
    await expect(page).toHaveURL(/mode=spatial/);
    const form = page.getByRole('form', { name: text('sim.settings') });
    await form.getByLabel(text('sim.turns')).fill('10');
    await form.getByLabel(text('sim.generations')).fill('8');
    await form.getByLabel(text('sim.noise')).fill('0.05');
    await form.getByLabel(text('sim.seed')).fill('e2e-seed');
    await form.getByRole('button', { name: text('sim.run') }).click();

    const first = await ranking(page);
    expect(first.length).toBeGreaterThan(1);
    await expect(page.getByRole('status').filter({ hasText: /./ }).first()).toBeVisible();
    await expect(page.getByRole('figure', { name: text('chart.title') })).toBeVisible();
    await expect(page).toHaveURL(/seed=e2e-seed/);
    await expect(page).toHaveURL(/gen=8/);
    expect(await seriousViolations(page)).toEqual([]);

    const shared = page.url();
    const other = await context.newPage();
    await prepare(other);
    await other.goto(shared);
    expect(await ranking(other)).toEqual(first);
  });

  test('the duel plays in Arabic, mirrored, with its texts translated', async ({ page }) => {
    const ar = namespaceTexts('gameTheory', ['ar']);
    await prepare(page, { language: 'ar' });
    await page.goto(LANDING);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await page.getByRole('button', { name: ar.text('move.defect') }).click();
    const rows = page.getByRole('region', { name: ar.text('demo.rounds') }).locator('tbody tr');
    await expect(rows).toHaveCount(2);
    await expect(rows.first()).toContainText(ar.text('move.defect'));
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('a round robin from an address ranks the strategies of its mix: reciprocity beats defection', async ({
    page,
  }) => {
    await prepare(page);
    await page.goto(`${PLAY}?mode=axelrod&seed=rr&noise=0&turns=20&rep=1&mix=tft.2-alld.1`);
    const rows = await ranking(page);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toContain(text('strategy.titForTat.name'));
  });
});
