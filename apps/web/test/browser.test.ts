import { applyMove, expectOk, openPuzzle, seededPuzzle, solvePuzzle, startState, type GameName, type PuzzleBoard } from '@gridrace/core';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumAvailable, launchChromium } from './support/chromium.ts';
import { cell, finishedRunId, holdPuzzleAnswers, screenshot } from './support/pages.ts';
import { buildWebApp, startServer, type RunningServer } from './support/server.ts';
import { humanPauseMs } from './support/human-pace.ts';

/** Small seeded boards, so a whole game is a few dozen clicks. */
const GAMES: readonly { game: GameName; params: object }[] = [
  { game: 'fifteen', params: { size: 3 } },
  { game: 'pipes', params: { cols: 5, rows: 4 } },
  { game: 'same', params: { cols: 6, rows: 6, colors: 3, generator: 'soluble' } },
  { game: 'walls', params: { preset: 'simple' } },
];

type Move = { x: number; y: number; turn?: 'cw' | 'ccw' };

const PREFS = { theme: 'light', animationSpeed: 0, fifteenBackground: 'numbers', colorBlind: false };

describe.runIf(chromiumAvailable())('the browser client on the real server', () => {
  let server: RunningServer;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  const finished: Partial<Record<GameName, string>> = {};

  beforeAll(async () => {
    buildWebApp();
    server = await startServer();
    browser = await launchChromium();
    context = await browser.newContext({ viewport: { width: 1100, height: 900 } });
    // Animations off for speed; set once, so that a test may change a preference afterwards.
    await context.addInitScript((prefs) => {
      if (!localStorage.getItem('gridrace.prefs')) localStorage.setItem('gridrace.prefs', prefs);
    }, JSON.stringify(PREFS));
    page = await context.newPage();
    page.on('pageerror', (error) => console.error('page error:', error));
  }, 300_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('opens the home page with the four games and today’s dailies', async () => {
    await page.goto(server.url);
    await expect.poll(() => page.locator('[data-daily]').count(), { timeout: 60_000 }).toBe(4);
    expect(await page.locator('.card[data-game]').count()).toBe(4);
    expect(await page.locator('[data-daily] .daily-status').first().textContent()).toBe('not played');
    await screenshot(page, 'home');
  });

  it.each(GAMES)('plays a seeded $game puzzle to the solved state by clicks, then finds the run on the leaderboard', async ({ game, params }) => {
    const puzzle = solvePuzzle(expectOk(seededPuzzle(game, params, `browser-${game}`)));
    await page.goto(`${server.url}/play/${puzzle.id}`);
    await page.locator('[data-board]').waitFor({ timeout: 60_000 });
    expect(await page.locator('[data-action="undo"]').isDisabled()).toBe(true);
    // `same` shows the best score known for the puzzle as a target beside the points.
    if (game === 'same') expect(Number((await page.locator('.run-bar [data-best-score]').textContent())?.replace(/\D/g, ''))).toBeGreaterThan(0);
    const moves = puzzle.solution as readonly Move[];
    for (const [i, move] of moves.entries()) {
      // At a person's pace: a run played at Playwright's speed is flagged by the fair-play check and ranks nowhere.
      await page.waitForTimeout(humanPauseMs(i));
      await cell(page, move.x, move.y).click({ button: move.turn === 'ccw' ? 'right' : 'left' });
      if (i === Math.floor(moves.length / 2)) {
        expect(await page.locator('[data-action="undo"]').isDisabled()).toBe(false);
        await screenshot(page, `play-${game}`);
      }
    }
    // `walls` stays open to improvement: the player ends it with the par layout in place.
    if (game === 'walls') await page.locator('[data-action="finish"]').click();
    // A run ended before its par came is settled when it comes: `walls` at par is solved then.
    await page.locator('[data-finished="solved"]').waitFor({ timeout: 60_000 });
    await expect.poll(() => page.locator('[data-rank]').textContent()).toBe('#1');
    expect(await page.locator('.share-text').inputValue()).toContain(`/play/${puzzle.id}`);
    await screenshot(page, `finished-${game}`);
    if (game === 'walls') {
      // The board takes no more walls, but the runner can still be watched on the final layout.
      const runButton = page.locator('.walls-run');
      expect(await page.locator('.walls-clear').isDisabled()).toBe(true);
      expect(await runButton.isDisabled()).toBe(false);
      await runButton.click();
      expect(await runButton.getAttribute('aria-pressed')).toBe('true');
      await runButton.click();
      expect(await runButton.getAttribute('aria-pressed')).toBe('false');
    }

    const runId = await finishedRunId(page);
    finished[game] = runId;
    await page.locator('[data-finished] a[href^="/leaderboard/"]').click();
    await page.locator(`tr[data-run="${runId}"]`).waitFor();
    expect(await page.locator(`tr[data-run="${runId}"]`).getAttribute('class')).toBe('own');
    if (game === 'same') {
      // Beside the time board, the score board, with the best-known score to beat.
      await page.locator(`tr[data-score-run="${runId}"]`).waitFor();
      expect(await page.locator(`tr[data-score-run="${runId}"]`).getAttribute('class')).toBe('own');
      await page.locator('[data-score-board] [data-best-score]').waitFor();
    }
    await screenshot(page, `leaderboard-${game}`);
  });

  it('shows a new board at once while the server computes its par, and the par when it comes', async () => {
    const puzzle = expectOk(seededPuzzle('walls', { preset: 'simple' }, 'browser-slow'));
    const release = await holdPuzzleAnswers(page);
    try {
      await page.goto(`${server.url}/play/${puzzle.id}`);
      // Nobody waits for a solver: the board is there to play, the par on its way.
      await page.locator('[data-board="walls"]').waitFor({ timeout: 60_000 });
      expect(await page.locator('.run-bar [data-par]').textContent()).toBe('computing…');
      const wall = legalWall(puzzle);
      await cell(page, wall.x, wall.y).click();
      await expect.poll(() => page.locator('[data-action="undo"]').isDisabled()).toBe(false);
      await screenshot(page, 'par-computing-walls');
    } finally {
      release();
    }
    await expect.poll(() => page.locator('.run-bar [data-par]').textContent(), { timeout: 60_000 }).toMatch(/^\d+$/);
    await page.unroute('**/api/v1/puzzles/**');
  });

  it('starts a new walls game from the home page, and the next one from the play page, each on a fresh server-drawn puzzle', async () => {
    // The server draws new games (POST /api/v1/puzzles), and keeps walls presets ready. When none
    // is ready the answer waits for a par, whose solver thread runs only on a core left idle: on
    // a machine busy with the rest of the suite that can take far longer than a click's wait.
    const drawn = () => page.waitForResponse((r) => r.url().endsWith('/api/v1/puzzles') && r.request().method() === 'POST', { timeout: 100_000 });
    const playedId = () => decodeURIComponent(new URL(page.url()).pathname.split('/')[2] ?? '');
    await page.goto(server.url);
    const firstDrawn = drawn();
    await page.locator('[data-new-game="walls:simple"]').click();
    const first = ((await (await firstDrawn).json()) as { id: string; par: unknown }).id;
    await page.locator('[data-board="walls"]').waitFor({ timeout: 60_000 });
    expect(first).toMatch(/^walls\./);
    expect(playedId()).toBe(first);

    const secondDrawn = drawn();
    await page.locator('[data-action="new"]').click();
    const second = ((await (await secondDrawn).json()) as { id: string }).id;
    await expect.poll(playedId, { timeout: 60_000 }).toBe(second);
    await page.locator('[data-board="walls"]').waitFor({ timeout: 60_000 });
    expect(second).not.toBe(first);
  }, 300_000);

  it("plays today's pipes daily, then the home page shows its time and rank, and so does the daily leaderboard", async () => {
    const daily = (await (await fetch(`${server.url}/api/v1/daily/pipes`)).json()) as { id: string };
    const moves = solvePuzzle(expectOk(openPuzzle(daily.id))).solution as readonly Move[];
    await page.goto(server.url);
    await page.locator('[data-daily="pipes"] a.daily-title').click();
    await page.locator('[data-board="pipes"]').waitFor({ timeout: 60_000 });
    for (const move of moves) await cell(page, move.x, move.y).click({ button: move.turn === 'ccw' ? 'right' : 'left' });
    await page.locator('[data-finished="solved"]').waitFor();
    await page.locator('a.brand').click();
    await expect.poll(() => page.locator('[data-daily="pipes"] .daily-status').textContent(), { timeout: 20_000 }).toMatch(/^solved \d+:\d\d\.\d · rank 1 of 1$/);
    await screenshot(page, 'home-after-daily');
    await page.locator('[data-daily="pipes"] a.daily-board').click();
    await expect.poll(() => page.locator('tr.own').count()).toBe(1);
  });

  it('switches the fifteen background to the video mid-game, the pieces show it, and a reload keeps run and background', async () => {
    const puzzle = solvePuzzle(expectOk(seededPuzzle('fifteen', { size: 3 }, 'browser-video')));
    await page.goto(`${server.url}/play/${puzzle.id}`);
    const first = puzzle.solution[0] as Move;
    await cell(page, first.x, first.y).click();
    await expect.poll(() => page.locator('[data-moves]').textContent()).not.toBe('0');
    await page.locator('select[data-pref="background"]').selectOption('life');
    const board = page.locator('[data-board="fifteen"]');
    await expect.poll(() => board.getAttribute('data-background-kind')).toBe('video');
    expect(await page.locator('[data-board] canvas.fifteen-video').count()).toBe(8);
    await expect.poll(() => board.getAttribute('data-video-state'), { timeout: 20_000 }).toBe('playing');
    // The pieces really show frames: a canvas holds more than one colour.
    const colours = await page
      .locator('[data-board] canvas.fifteen-video')
      .first()
      .evaluate((canvas: HTMLCanvasElement) => {
        const data = canvas.getContext('2d')?.getImageData(0, 0, canvas.width, canvas.height).data ?? new Uint8ClampedArray();
        const seen = new Set<number>();
        for (let i = 0; i < data.length; i += 4) seen.add(((data[i] ?? 0) << 16) | ((data[i + 1] ?? 0) << 8) | (data[i + 2] ?? 0));
        return seen.size;
      });
    expect(colours).toBeGreaterThan(1);
    await screenshot(page, 'play-fifteen-video');
    // A reload carries the run on (same moves) and remembers the background.
    await page.reload();
    await page.locator('[data-board="fifteen"]').waitFor();
    expect(await page.locator('[data-moves]').textContent()).toBe('1');
    expect(await page.locator('[data-action="undo"]').isDisabled()).toBe(false);
    expect(await board.getAttribute('data-background-kind')).toBe('video');
    await page.locator('select[data-pref="background"]').selectOption('numbers');
  });

  it('replays a stored run step by step and at speed, on a disabled board', async () => {
    const runId = finished.fifteen;
    expect(runId).toBeTruthy();
    await page.goto(`${server.url}/replay/${runId}`);
    const replay = page.locator('[data-replay-last]');
    await replay.waitFor();
    const last = Number(await replay.getAttribute('data-replay-last'));
    expect(last).toBeGreaterThan(1);
    await page.locator('[data-replay="forward"]').click();
    expect(await replay.getAttribute('data-replay-step')).toBe('1');
    await screenshot(page, 'replay');
    await page.locator('select').last().selectOption('8');
    await page.locator('[data-replay="play"]').click();
    await expect.poll(() => replay.getAttribute('data-replay-step'), { timeout: 30_000 }).toBe(String(last));
    expect(await page.locator('[data-board="fifteen"]').getAttribute('data-status')).toBe('solved');
  });

  it("shows the player's page with personal bests, and a name with markup stays text", async () => {
    await page.goto(server.url);
    await page.locator('a.me').click();
    await page.locator('.player h1').waitFor();
    expect(await page.locator('.player table').first().locator('tbody tr').count()).toBe(5); // the four games and the pipes daily
    // The server's name rule runs in the form first: a name of invisible characters is refused
    // on the page, with the server's words, and nothing is sent.
    const renames: string[] = [];
    const onRequest = (sent: { method(): string; url(): string }) => {
      if (sent.method() === 'PATCH') renames.push(sent.url());
    };
    page.on('request', onRequest);
    await page.locator('.rename input').fill('\u200B\u2066\u2069');
    await page.locator('.rename button').click();
    await expect.poll(() => page.locator('.rename [role="alert"]').textContent()).toBe('A name has at least one visible character.');
    expect(renames).toEqual([]);
    page.off('request', onRequest);
    // Invisible characters (a right-to-left override, a zero width space) are dropped, not shown.
    await page.locator('.rename input').fill('\u202E<b>Ada</b>\u200B');
    await page.locator('.rename button').click();
    await expect.poll(() => page.locator('.player h1').textContent()).toBe('<b>Ada</b>');
    expect(await page.locator('.rename input').inputValue()).toBe('<b>Ada</b>');
    expect(await page.locator('.player h1 b').count()).toBe(0);
    expect(await page.locator('a.me').textContent()).toBe('<b>Ada</b>');
    await screenshot(page, 'player');
  });

  it('fits a 375 px phone screen, in the dark theme too', async () => {
    const phone = await browser.newContext({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });
    const mobile = await phone.newPage();
    try {
      await mobile.goto(server.url);
      await mobile.locator('[data-daily]').first().waitFor({ timeout: 60_000 });
      const overflow = () => mobile.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(await overflow()).toBeLessThanOrEqual(0);
      await screenshot(mobile, 'phone-home');
      const puzzle = expectOk(seededPuzzle('same', { cols: 15, rows: 10, colors: 3, generator: 'soluble' }, 'phone'));
      await mobile.goto(`${server.url}/play/${puzzle.id}`);
      await mobile.locator('[data-board]').waitFor({ timeout: 60_000 });
      await mobile.locator('[data-board] [data-x="0"][data-y="9"]').tap();
      expect(await overflow()).toBeLessThanOrEqual(0);
      await mobile.locator('button.icon-button').tap();
      expect(await mobile.locator('html').getAttribute('data-theme')).toBe('dark');
      await screenshot(mobile, 'phone-play-same-dark');
      for (const [game, params] of [
        ['walls', { preset: 'simple' }],
        ['pipes', { cols: 6, rows: 4 }],
        ['fifteen', { size: 4 }],
      ] as const) {
        await mobile.goto(`${server.url}/play/${expectOk(seededPuzzle(game, params, 'phone')).id}`);
        await mobile.locator(`[data-board="${game}"]`).waitFor({ timeout: 60_000 });
        expect(await overflow(), game).toBeLessThanOrEqual(0);
        await screenshot(mobile, `phone-play-${game}`);
      }
    } finally {
      await phone.close();
    }
  });
});

/** The first cell of a `walls` board where a wall may go at the start. */
function legalWall(puzzle: PuzzleBoard): { x: number; y: number } {
  const { cols, rows } = puzzle.board as { cols: number; rows: number };
  const playable = { ...puzzle, par: null, optimal: false, solution: [] };
  const start = startState(playable);
  for (let y = 0; y < rows; y++) for (let x = 0; x < cols; x++) if (applyMove(playable, start, { x, y }).ok) return { x, y };
  throw new Error(`no legal wall on ${puzzle.id}`);
}
