import { expectOk, openPuzzle, seededPuzzle, solvePuzzle, type GameName } from '@gridrace/core';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessibilityViolations } from './support/axe.ts';
import { catalogKeysShown } from './support/catalog-keys.ts';
import { chromiumAvailable, launchChromium } from './support/chromium.ts';
import { cell, finishedRunId, newPlayerPage, screenshot, TEST_PREFS } from './support/pages.ts';
import { buildWebApp, startServer, type RunningServer } from './support/server.ts';
import { humanPauseMs } from './support/human-pace.ts';

type Move = { x: number; y: number; turn?: 'cw' | 'ccw' };

/** Small boards, so that each is finished in a few dozen clicks. */
const GAMES: readonly { game: GameName; params: object }[] = [
  { game: 'fifteen', params: { size: 3 } },
  { game: 'pipes', params: { cols: 5, rows: 4 } },
  { game: 'same', params: { cols: 6, rows: 6, colors: 3, generator: 'soluble' } },
  { game: 'walls', params: { preset: 'simple' } },
];

const DESKTOP = { viewport: { width: 1280, height: 800 } };
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

/**
 * Every page is checked on a desktop and a phone, in both themes and both languages (from the
 * browser's language): each screen sees each theme and each language once, as does each theme
 * each language, in four runs rather than eight.
 */
const VARIANTS = [
  { name: 'desktop-light-en', theme: 'light', options: { ...DESKTOP, locale: 'en-GB' } },
  { name: 'desktop-dark-es', theme: 'dark', options: { ...DESKTOP, locale: 'es-ES' } },
  { name: 'phone-light-es', theme: 'light', options: { ...PHONE, locale: 'es-ES' } },
  { name: 'phone-dark-en', theme: 'dark', options: { ...PHONE, locale: 'en-GB' } },
] as const;

/** A solution played by plain clicks: a counter-clockwise turn is three clockwise ones, whatever the device. */
const clicks = (moves: readonly Move[]): Move[] => moves.flatMap((move) => (move.turn === 'ccw' ? [move, move, move].map(({ x, y }) => ({ x, y })) : [move]));

/** Each game's board and the clicks that solve it, solved once for all the variants (a walls solve takes seconds). */
const solved = new Map<GameName, { id: string; clicks: Move[] }>();
function solvedBoard(game: GameName, params: object): { id: string; clicks: Move[] } {
  const known = solved.get(game);
  if (known) return known;
  const puzzle = solvePuzzle(expectOk(seededPuzzle(game, params, `a11y-${game}`)));
  const made = { id: puzzle.id, clicks: clicks(puzzle.solution as readonly Move[]) };
  solved.set(game, made);
  return made;
}

/**
 * axe-core on every page and page state of the app (issue 16): no serious or critical
 * violation anywhere, desktop and phone, light and dark, English and Spanish; and no message
 * key shown in place of its message (issue 32: Pipes' touch choice read "↻ pipes.cw").
 */
describe.runIf(chromiumAvailable())('accessibility, checked by axe-core', () => {
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    buildWebApp();
    server = await startServer();
    browser = await launchChromium();
  }, 300_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  describe.each(VARIANTS)('$name', (variant) => {
    const pages: Page[] = [];
    let page: Page;

    /** A new player's page in this variant's screen and theme (axe's script needs the CSP bypassed). */
    async function open(): Promise<Page> {
      const made = await newPlayerPage(browser, { ...variant.options, bypassCSP: true }, { prefs: { ...TEST_PREFS, theme: variant.theme } });
      pages.push(made);
      return made;
    }

    /** Looks at the page as it stands: a screenshot for people, axe's verdict and the keys shown for the test. */
    async function audit(on: Page, state: string): Promise<void> {
      await screenshot(on, `a11y-${variant.name}-${state}`);
      expect.soft(await accessibilityViolations(on), `${variant.name}: ${state}`).toEqual([]);
      expect.soft(await catalogKeysShown(on), `${variant.name}: ${state}, message keys shown`).toEqual([]);
    }

    beforeAll(async () => {
      page = await open();
    });

    afterAll(async () => {
      for (const made of pages) await made.context().close();
    });

    it('the home page, and the pages that say a thing is not there', async () => {
      await page.goto(server.url);
      await expect.poll(() => page.locator('[data-daily] .daily-status').count(), { timeout: 60_000 }).toBe(4);
      await audit(page, 'home');
      await page.goto(`${server.url}/no/such/page`);
      await page.locator('main h1').waitFor();
      await audit(page, 'not-found');
      await page.goto(`${server.url}/race/ZZZZZZ`);
      await page.locator('[data-race-error]').waitFor({ timeout: 20_000 });
      await audit(page, 'race-not-found');
    });

    it.each(GAMES)('$game: in play, finished, its leaderboard and its replay', async ({ game, params }) => {
      const puzzle = solvedBoard(game, params);
      const moves = puzzle.clicks;
      await page.goto(`${server.url}/play/${puzzle.id}`);
      await page.locator(`[data-board="${game}"]`).waitFor({ timeout: 60_000 });
      const [first, ...rest] = moves;
      if (!first) throw new Error(`no solution to play for ${puzzle.id}`);
      await cell(page, first.x, first.y).click();
      await expect.poll(() => page.locator('[data-moves]').textContent()).toBe('1');
      // A phone shows Pipes' choice of which way a tap turns (a mouse has its secondary button): audited with the board.
      if (game === 'pipes') expect(await page.locator('.pipes-turn').isVisible()).toBe('hasTouch' in variant.options);
      await audit(page, `play-${game}`);
      if (game === 'fifteen') {
        // The pieces as slices of a picture carry no number to read.
        await page.locator('select[data-pref="background"]').selectOption('mandelbrot');
        await expect.poll(() => page.locator('[data-board]').getAttribute('data-background-kind')).toBe('picture');
        await audit(page, 'play-fifteen-picture');
        await page.locator('select[data-pref="background"]').selectOption('numbers');
      }
      // At a person's pace: a run played at Playwright's speed is flagged by the fair-play check and is on no leaderboard.
      for (const [i, move] of rest.entries()) {
        await page.waitForTimeout(humanPauseMs(i));
        await cell(page, move.x, move.y).click();
      }
      // `walls` stays open to improvement: the layout is submitted.
      if (game === 'walls') await page.locator('[data-action="finish"]').click();
      await page.locator('[data-finished="solved"]').waitFor({ timeout: 30_000 });
      await expect.poll(() => page.locator('[data-rank]').textContent()).not.toBe('…');
      await audit(page, `finished-${game}`);
      const runId = await finishedRunId(page);
      await page.locator('[data-finished] a[href^="/leaderboard/"]').click();
      await page.locator(`tr[data-run="${runId}"]`).waitFor({ timeout: 20_000 });
      await audit(page, `leaderboard-${game}`);
      await page.goto(`${server.url}/replay/${runId}`);
      await page.locator('[data-replay-last]').waitFor({ timeout: 20_000 });
      await page.locator('[data-replay="forward"]').click();
      await audit(page, `replay-${game}`);
    });

    it("today's daily in play, the daily leaderboard, and the player's page", async () => {
      const daily = (await (await fetch(`${server.url}/api/v1/daily/pipes`)).json()) as { id: string };
      const first = clicks(solvePuzzle(expectOk(openPuzzle(daily.id))).solution as readonly Move[])[0] as Move;
      await page.goto(`${server.url}/daily/pipes`);
      await page.locator('[data-board="pipes"]').waitFor({ timeout: 60_000 });
      await cell(page, first.x, first.y).click();
      await expect.poll(() => page.locator('[data-moves]').textContent()).toBe('1');
      await audit(page, 'daily');
      await page.goto(`${server.url}/leaderboard/daily/fifteen`);
      await page.locator('.leaderboard p.muted').waitFor({ timeout: 60_000 });
      await audit(page, 'daily-leaderboard');
      await page.goto(server.url);
      await page.locator('a.me').click();
      await page.locator('.player table').first().waitFor({ timeout: 20_000 });
      await audit(page, 'player');
    });

    it('a race: the lobby as its host and as one who watches, the race running, and its results', async () => {
      const seed = `a11y-${variant.name}`;
      const moves = solvePuzzle(expectOk(seededPuzzle('fifteen', { size: 3 }, seed))).solution as readonly Move[];
      await page.goto(server.url);
      const form = page.locator('[data-race-form]');
      await form.locator('select[name="board"]').selectOption('seed');
      await form.locator('select[name="preset"]').selectOption('3x3');
      await form.locator('input[name="seed"]').fill(seed);
      await form.locator('[data-race-action="create"]').click();
      await page.locator('[data-race-lobby]').waitFor({ timeout: 30_000 });
      const watcher = await open();
      await watcher.goto(await page.locator('[data-race-link]').inputValue());
      await watcher.locator('[data-race-watching]').waitFor({ timeout: 30_000 });
      await page.locator('[data-spectators] li').waitFor();
      await audit(page, 'race-lobby-host');
      await audit(watcher, 'race-lobby-watching');

      await page.locator('[data-race-action="start"]').click();
      await page.locator('[data-board="fifteen"]').waitFor({ timeout: 20_000 });
      await watcher.locator('[data-progress-list]').waitFor({ timeout: 20_000 });
      await audit(page, 'race-running');
      await audit(watcher, 'race-running-watching');
      for (const move of moves) await cell(page, move.x, move.y).click();
      await page.locator('[data-race-results]').waitFor({ timeout: 20_000 });
      await watcher.locator('[data-race-results]').waitFor({ timeout: 20_000 });
      await audit(page, 'race-results');
      await audit(watcher, 'race-results-watching');
    });
  });
});
