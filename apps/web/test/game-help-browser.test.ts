import { expectOk, seededPuzzle, type GameName } from '@gridrace/core';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { chromiumAvailable } from './support/chromium.ts';
import { holdPuzzleAnswers, screenshot } from './support/pages.ts';
import { browserSession, DESKTOP, PHONE } from './support/session.ts';

const WALLS = expectOk(seededPuzzle('walls', { preset: 'simple' }, 'game-help')).id;
const OTHERS: readonly { game: GameName; params: object }[] = [
  { game: 'fifteen', params: { size: 4 } },
  { game: 'same', params: { cols: 10, rows: 10, colors: 3 } },
  { game: 'pipes', params: { cols: 6, rows: 5 } },
];

/** What the walls help must say, in each language: the runner's rule, word for word enough to be found. */
const WORDS = {
  en: { locale: 'en-GB', rule: ['shortest path', 'checkpoints in order', 'cannot block'], goal: 'Goal: the longest path you can build', end: 'End run', submit: 'Submit layout' },
  es: {
    locale: 'es-ES',
    rule: ['camino más corto', 'puntos de control en orden', 'No puedes cerrarle el paso'],
    goal: 'Meta: el camino más largo que puedas construir',
    end: 'Terminar',
    submit: 'Entregar disposición',
  },
} as const;

const helpOf = (page: Page, game: GameName) => page.locator(`details[data-help="${game}"]`);
const isOpen = (help: Locator) => help.evaluate((el) => (el as HTMLDetailsElement).open);
/** A painted colour (or picture) of the first element of `selector` under `root`. */
const paint = (root: Locator, selector: string, property: 'backgroundColor' | 'backgroundImage') =>
  root
    .locator(selector)
    .first()
    .evaluate((el, p) => getComputedStyle(el)[p], property);

describe.runIf(chromiumAvailable())('"How to play": open on a game’s first visit, folded afterwards, naming the board’s parts and the button in sight', () => {
  const { url, newPage } = browserSession();

  async function open(page: Page, puzzleId: string): Promise<void> {
    await page.goto(`${url()}/play/${puzzleId}`);
    await page.locator('[data-board]').waitFor({ timeout: 60_000 });
  }

  describe.each(['en', 'es'] as const)('in %s', (language) => {
    const words = WORDS[language];

    it('walls: the first visit shows the runner’s rule, the end button’s own name and a legend drawn as the board draws it; the next visit folds it', async () => {
      for (const [device, screen] of [
        ['desktop', DESKTOP],
        ['phone', PHONE],
      ] as const) {
        const page = await newPage({ ...screen, locale: words.locale });
        await open(page, WALLS);
        const help = helpOf(page, 'walls');
        expect(await isOpen(help)).toBe(true);
        const text = (await help.textContent()) ?? '';
        for (const part of words.rule) expect(text).toContain(part);
        // The button it names is the one under the board.
        expect(await page.locator('[data-action="finish"]').textContent()).toBe(words.end);
        expect(text).toContain(`${language === 'en' ? '“' : '«'}${words.end}${language === 'en' ? '”' : '»'}`);
        // Each part of the board, painted by the board's own classes: the same colours as the board's cells.
        const board = page.locator('[data-board="walls"]');
        for (const part of ['start', 'finish', 'checkpoint', 'rock', 'wall', 'path']) expect(await help.locator(`[data-legend="${part}"]`).isVisible(), part).toBe(true);
        expect(await paint(help, '[data-legend="start"] .walls-cell', 'backgroundColor')).toBe(await paint(board, '.walls-start', 'backgroundColor'));
        expect(await paint(help, '[data-legend="finish"] .walls-cell', 'backgroundImage')).toBe(await paint(board, '.walls-finish', 'backgroundImage'));
        expect(await paint(help, '[data-legend="rock"] .walls-cell', 'backgroundColor')).toBe(await paint(board, '.walls-rock', 'backgroundColor'));
        expect(await help.locator('[data-legend="checkpoint"] .walls-mark text').allTextContents()).toEqual(['A', 'B']);
        // On a phone the open help leaves the board's top in the window.
        const top = await board.evaluate((el) => el.getBoundingClientRect().top);
        expect(top).toBeLessThan(screen.viewport.height * 0.6);
        await screenshot(page, `walls-help-walls-${device}-${language}`, { fullPage: false });

        await page.reload();
        await board.waitFor({ timeout: 60_000 });
        expect(await isOpen(help)).toBe(false);
        expect(await help.locator('.game-help-body').isVisible()).toBe(false);
        await help.locator('summary').click();
        expect(await isOpen(help)).toBe(true);
        expect(await help.locator('[data-legend="path"]').isVisible()).toBe(true);
        // Reopened, it stays open: the player's own choice is remembered.
        await page.reload();
        await board.waitFor({ timeout: 60_000 });
        expect(await isOpen(help)).toBe(true);
        await page.context().close();
      }
    });

    it('walls: while par is being computed the goal is a whole sentence, no dash in place of a number', async () => {
      const puzzle = expectOk(seededPuzzle('walls', { preset: 'simple' }, `game-help-pending-${language}`));
      const page = await newPage({ ...DESKTOP, locale: words.locale });
      const release = await holdPuzzleAnswers(page);
      try {
        await open(page, puzzle.id);
        const goal = (await page.locator('.walls-goal').textContent()) ?? '';
        expect(goal).toContain(words.goal);
        expect(goal).not.toContain('—');
        await screenshot(page, `walls-help-goal-pending-${language}`, { fullPage: false });
      } finally {
        release();
      }
      await expect.poll(() => page.locator('.walls-par').textContent(), { timeout: 60_000 }).toMatch(/^\d+$/);
      expect(await page.locator('.walls-goal').textContent()).not.toContain(words.goal);
      await page.context().close();
    });

    it('walls in a race: the help names "Submit layout", the button the racer sees', async () => {
      const page = await newPage({ ...DESKTOP, locale: words.locale });
      await page.goto(url());
      await page.locator('[data-race-game="walls"]').click();
      const form = page.locator('[data-race-form]');
      await form.locator('select[name="board"]').selectOption('seed');
      await form.locator('input[name="seed"]').fill(`game-help-${language}`);
      await form.locator('[data-race-action="create"]').click();
      await page.locator('[data-race-lobby]').waitFor({ timeout: 30_000 });
      await page.locator('[data-race-action="start"]').click();
      await page.locator('[data-board="walls"]').waitFor({ timeout: 30_000 });
      const help = helpOf(page, 'walls');
      expect(await isOpen(help)).toBe(true);
      expect(await page.locator('[data-action="finish"]').textContent()).toBe(words.submit);
      expect(await help.textContent()).toContain(words.submit);
      expect(await help.textContent()).not.toContain(words.end);
      await screenshot(page, `walls-help-race-${language}`, { fullPage: false });
      await page.context().close();
    });
  });

  it.each(OTHERS)('$game: open on a first visit with its legend, on a desktop in English and a phone in Spanish', async ({ game, params }) => {
    const id = expectOk(seededPuzzle(game, params, 'game-help')).id;
    for (const [device, screen, language] of [
      ['desktop', DESKTOP, 'en-GB'],
      ['phone', PHONE, 'es-ES'],
    ] as const) {
      const page = await newPage({ ...screen, locale: language });
      await open(page, id);
      const help = helpOf(page, game);
      expect(await isOpen(help)).toBe(true);
      expect(await help.locator('.help-legend li').count()).toBeGreaterThan(1);
      expect(await help.locator('.help-rules').textContent()).toContain((await page.locator('[data-action="finish"]').textContent()) ?? '?');
      const top = await page.locator('[data-board]').evaluate((el) => el.getBoundingClientRect().top);
      expect(top).toBeLessThan(screen.viewport.height * 0.6);
      await screenshot(page, `walls-help-${game}-${device}-${language.slice(0, 2)}`, { fullPage: false });
      await page.context().close();
    }
  });
});
