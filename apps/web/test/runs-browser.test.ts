import { expectOk, openPuzzle, seededPuzzle, solvePuzzle } from '@gridrace/core';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumAvailable, launchChromium } from './support/chromium.ts';
import { cell, DESKTOP, finishedRunId, newPlayerPage, PHONE, screenshot } from './support/pages.ts';
import { buildWebApp, startServer, type RunningServer } from './support/server.ts';
import { humanPauseMs } from './support/human-pace.ts';

type Move = { x: number; y: number; turn?: 'cw' | 'ccw' };

const dailyStatus = (page: Page) => page.locator('[data-daily="pipes"] .daily-status');

/**
 * A player's runs of a puzzle across page loads, Back buttons and devices (issue 16): the server
 * says which run is theirs, so a page opened again takes it up, or shows how it ended.
 */
describe.runIf(chromiumAvailable())('coming back to a puzzle', () => {
  let server: RunningServer;
  let browser: Browser;
  let desk: Page;
  let dailyMoves: readonly Move[] = [];

  /** The player's runs of a puzzle as the server keeps them, asked with the page's own token. */
  async function runsOf(page: Page, puzzleId: string): Promise<{ status: string; moves: number }[]> {
    const token = await page.evaluate(() => (JSON.parse(localStorage.getItem('gridrace.player') ?? '{}') as { token?: string }).token ?? '');
    const response = await fetch(`${server.url}/api/v1/players/me/runs?puzzleId=${encodeURIComponent(puzzleId)}`, { headers: { authorization: `Bearer ${token}` } });
    return ((await response.json()) as { runs: { status: string; moves: number }[] }).runs;
  }

  beforeAll(async () => {
    buildWebApp();
    server = await startServer();
    browser = await launchChromium();
    desk = await newPlayerPage(browser, DESKTOP);
    const daily = (await (await fetch(`${server.url}/api/v1/daily/pipes`)).json()) as { id: string };
    dailyMoves = solvePuzzle(expectOk(openPuzzle(daily.id))).solution as readonly Move[];
  }, 300_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('a daily left mid-game shows as in progress on the home page; Back to it, or the same player on a phone, carries the same run on', async () => {
    await desk.goto(server.url);
    await expect.poll(() => dailyStatus(desk).textContent(), { timeout: 60_000 }).toBe('not played');
    await desk.locator('[data-daily="pipes"] a.daily-title').click();
    await desk.locator('[data-board="pipes"]').waitFor({ timeout: 60_000 });
    const first = dailyMoves[0] as Move;
    await cell(desk, first.x, first.y).click({ button: first.turn === 'ccw' ? 'right' : 'left' });
    await expect.poll(() => desk.locator('[data-moves]').textContent()).toBe('1');

    await desk.goBack();
    await expect.poll(() => dailyStatus(desk).textContent(), { timeout: 20_000 }).toBe('in progress · 1 move');
    expect(await dailyStatus(desk).getAttribute('data-status')).toBe('in-progress');
    expect(await desk.locator('[data-daily="fifteen"] .daily-status').textContent()).toBe('not played');
    await screenshot(desk, 'runs-home-daily-in-progress');
    await desk.goForward();
    await desk.locator('[data-board="pipes"]').waitFor();
    await expect.poll(() => desk.locator('[data-moves]').textContent()).toBe('1');

    // Another device with the same player and nothing else in its storage: the server knows the run.
    const identity = await desk.evaluate(() => localStorage.getItem('gridrace.player') ?? '');
    const phone = await newPlayerPage(browser, PHONE, { identity });
    await phone.goto(`${server.url}/daily/pipes`);
    await phone.locator('[data-board="pipes"]').waitFor({ timeout: 60_000 });
    await expect.poll(() => phone.locator('[data-moves]').textContent()).toBe('1');
    expect(await runsOf(phone, await dailyId())).toHaveLength(1);
    await screenshot(phone, 'runs-phone-daily-taken-up');
    // Turning a tile counter-clockwise on a touch screen is not this test's business: the desktop finishes.
    // At a person's pace: a run played at Playwright's speed is flagged by the fair-play check and ranks nowhere.
    for (const [i, move] of dailyMoves.slice(1).entries()) {
      await desk.waitForTimeout(humanPauseMs(i));
      await cell(desk, move.x, move.y).click({ button: move.turn === 'ccw' ? 'right' : 'left' });
    }
    await desk.locator('[data-finished="solved"]').waitFor();
    await desk.locator('a.brand').click();
    await expect.poll(() => dailyStatus(desk).textContent(), { timeout: 20_000 }).toMatch(/^solved \d+:\d\d\.\d · rank 1 of 1$/);
    expect(await dailyStatus(desk).getAttribute('data-status')).toBe('ranked');
    await screenshot(desk, 'runs-home-daily-solved');
  });

  it('opening a daily already cleared shows its result, and offers another run, unranked, which the page and the home page say', async () => {
    await desk.locator('[data-daily="pipes"] a.daily-title').click();
    await desk.locator('[data-finished="solved"]').waitFor({ timeout: 60_000 });
    expect(await desk.locator('[data-earlier]').isVisible()).toBe(true);
    // The rank comes from the leaderboard, a request of its own: '…' until it answers.
    await expect.poll(() => desk.locator('[data-rank]').textContent(), { timeout: 20_000 }).toBe('#1');
    const again = desk.locator('[data-finished] [data-action="again"]');
    expect(await again.textContent()).toBe('Play again, unranked');
    expect(await desk.locator('[data-again-note]').textContent()).toContain('first run of a daily');
    // Nothing was started by opening it.
    expect(await runsOf(desk, await dailyId())).toEqual([expect.objectContaining({ status: 'solved' })]);
    await screenshot(desk, 'runs-daily-cleared');

    await again.click();
    await desk.locator('[data-phase="playing"]').waitFor();
    expect(await desk.locator('[data-moves]').textContent()).toBe('0');
    expect(await desk.locator('[data-unranked]').textContent()).toBe('daily played before');
    await screenshot(desk, 'runs-daily-again-unranked');
    await desk.locator('a.brand').click();
    await expect.poll(() => dailyStatus(desk).textContent(), { timeout: 20_000 }).toMatch(/^solved \d+:\d\d\.\d · rank 1 of 1 · playing again$/);

    // The history lists the daily once: the new run has no move yet, so it is no played run.
    await desk.locator('a.me').click();
    await desk.locator('.player h1').waitFor();
    const history = desk.locator('.player table').last().locator('tbody tr');
    await expect.poll(() => history.count()).toBe(1);
    expect(await history.first().textContent()).toContain('solved');
  });

  it("Back from a finished puzzle's leaderboard shows that run again, not a fresh clock; play again ranks where the best counts", async () => {
    const puzzle = solvePuzzle(expectOk(seededPuzzle('fifteen', { size: 3 }, 'come-back')));
    await desk.goto(`${server.url}/play/${puzzle.id}`);
    await desk.locator('[data-board="fifteen"]').waitFor({ timeout: 60_000 });
    for (const [i, move] of (puzzle.solution as readonly Move[]).entries()) {
      await desk.waitForTimeout(humanPauseMs(i));
      await cell(desk, move.x, move.y).click();
    }
    await desk.locator('[data-finished="solved"]').waitFor();
    const runId = await finishedRunId(desk);
    await desk.locator('[data-finished] a[href^="/leaderboard/"]').click();
    await desk.locator(`tr[data-run="${runId}"]`).waitFor();
    await desk.goBack();
    await desk.locator('[data-finished="solved"]').waitFor({ timeout: 20_000 });
    expect(await finishedRunId(desk)).toBe(runId);
    expect(await runsOf(desk, puzzle.id)).toHaveLength(1);
    const again = desk.locator('[data-finished] [data-action="again"]');
    expect(await again.textContent()).toBe('Play again');
    await again.click();
    await desk.locator('[data-phase="playing"]').waitFor();
    expect(await desk.locator('[data-unranked]').count()).toBe(0);
    expect(await runsOf(desk, puzzle.id)).toHaveLength(2);
  });

  async function dailyId(): Promise<string> {
    return ((await (await fetch(`${server.url}/api/v1/daily/pipes`)).json()) as { id: string }).id;
  }
});
