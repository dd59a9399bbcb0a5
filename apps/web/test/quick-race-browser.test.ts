import { expectOk, openPuzzle, solvePuzzle } from '@gridrace/core';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumAvailable, launchChromium } from './support/chromium.ts';
import { cell, newPlayerPage, screenshot } from './support/pages.ts';
import { seedAccount, signedInPage } from './support/seed.ts';
import { buildWebApp, startServer, type RunningServer } from './support/server.ts';
import { humanPauseMs } from './support/human-pace.ts';

type Move = { x: number; y: number };
const VIEWPORT = { viewport: { width: 1000, height: 860 } };

/** Plays the solution of the race's puzzle at a person's pace (a program's pace is flagged and left unrated). */
async function solve(page: Page): Promise<void> {
  const puzzleId = (await page.locator('[data-race-puzzle]').textContent()) ?? '';
  const moves = solvePuzzle(expectOk(openPuzzle(puzzleId))).solution as readonly Move[];
  for (const [i, move] of moves.entries()) {
    await cell(page, move.x, move.y).click();
    // Varied, as a person's: a steady beat is flagged too.
    await page.waitForTimeout(humanPauseMs(i));
  }
}

describe.runIf(chromiumAvailable())('quick races in the browser', () => {
  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  const pages: Page[] = [];
  let winner: Page | undefined;
  let racedPuzzle = '';
  const newPage = async () => {
    const page = await newPlayerPage(browser!, VIEWPORT);
    pages.push(page);
    return page;
  };

  /** A browser signed in to a new account: only accounts are rated (docs/fair-play.md#ratings). */
  const accountPage = async (handle: string) => {
    const account = seedAccount(server!.databaseUrl, handle, ['Chrome on Linux']);
    const page = await signedInPage(browser!, server!.url, account.sessions[0]!, VIEWPORT);
    pages.push(page);
    return page;
  };

  beforeAll(async () => {
    buildWebApp();
    // A lone player gets a ghost after 2 s here (15 s by default).
    server = await startServer({ env: { QUICK_RACE_GHOST_AFTER_S: '2' } });
    browser = await launchChromium();
  }, 300_000);

  afterAll(async () => {
    for (const page of pages) await page.context().close();
    await browser?.close();
    await server?.stop();
  });

  it('two browsers click Quick race, meet in one race and race it; the winner sees the rating plot', async () => {
    const [a, b] = [await accountPage('Quinn'), await accountPage('Quade')];
    for (const page of [a, b]) await page.goto(server!.url);
    await screenshot(a, 'quick-home');
    await a.locator('[data-quick-home] [data-quick-race]').click();
    await a.locator('[data-quick-looking]').waitFor();
    await screenshot(a, 'quick-looking');
    await b.locator('[data-quick-home] [data-quick-race]').click();
    for (const page of [a, b]) await page.waitForURL(/\/race\/[2-9A-HJKMNP-Z]{6}$/, { timeout: 20_000 });
    expect(a.url()).toBe(b.url());
    for (const page of [a, b]) await page.locator('[data-board]').waitFor({ timeout: 20_000 });
    expect(await a.locator('[data-progress-list] [data-racer]').count()).toBe(2);
    expect(await a.locator('[data-progress-list] [data-ghost]').count()).toBe(0);
    await screenshot(b, 'quick-racing');

    racedPuzzle = (await a.locator('[data-race-puzzle]').textContent()) ?? '';
    await solve(a);
    await solve(b);
    for (const page of [a, b]) await page.locator('[data-race-status="finished"]').waitFor({ timeout: 20_000 });
    await screenshot(a, 'quick-results');

    await a.locator('a.me').click();
    await a.locator('[data-rating-plot]').waitFor({ timeout: 20_000 });
    expect(Number(await a.locator('[data-rating-game="fifteen"] [data-rating-value]').textContent())).toBeGreaterThan(1500);
    // The line starts at the initial rating, then one point per rated race.
    expect(await a.locator('[data-rating-plot] circle').count()).toBe(2);
    // Their personal best can be raced as a ghost (the history's runs are not offered twice).
    expect(await a.locator('[data-race-ghost]').count()).toBe(1);
    await screenshot(a, 'quick-player-rating');
    winner = a;
  }, 180_000);

  it("shows ratings beside names on the puzzle's leaderboard and the ratings page, and races a row's ghost", async () => {
    const a = winner!;
    await a.goto(`${server!.url}/ratings/fifteen`);
    await expect.poll(() => a.locator('[data-rating-player]').count(), { timeout: 20_000 }).toBe(2);
    await screenshot(a, 'quick-ratings-page');
    await a.goto(`${server!.url}/leaderboard/${racedPuzzle}`);
    await expect.poll(() => a.locator('tbody [data-rating]').count(), { timeout: 20_000 }).toBe(2);
    await screenshot(a, 'quick-leaderboard-ratings');
    await a.locator('tbody tr:not(.own) [data-race-ghost]').click();
    await a.waitForURL(/\/race\/[2-9A-HJKMNP-Z]{6}$/, { timeout: 20_000 });
    await a.locator('[data-race-lobby]').waitFor({ timeout: 20_000 });
    expect(await a.locator('[data-racers] .tag-ghost').count()).toBe(1);
    // Named at Go, as in every room; the lobby tells the board's size.
    expect(await a.locator('[data-race-puzzle]').count()).toBe(0);
    expect(await a.locator('[data-race-board]').textContent()).toBe('3×3');
    await screenshot(a, 'ghost-lobby');
    await a.locator('[data-race-action="start"]').click();
    await expect.poll(() => a.locator('[data-race-puzzle]').textContent(), { timeout: 20_000 }).toBe(racedPuzzle);
  }, 120_000);

  it('a browser alone gets a ghost after the wait, and sees its progress move', async () => {
    const c = await newPage();
    await c.goto(server!.url);
    await c.locator('[data-quick-home] [data-quick-race]').click();
    await c.waitForURL(/\/race\/[2-9A-HJKMNP-Z]{6}$/, { timeout: 20_000 });
    const ghost = c.locator('[data-progress-list] li[data-ghost]');
    await ghost.waitFor({ timeout: 20_000 });
    expect(await ghost.locator('.tag-ghost').textContent()).toBe('ghost');
    await expect.poll(async () => Number(await ghost.getAttribute('data-progress')), { timeout: 20_000 }).toBeGreaterThan(0);
    await screenshot(c, 'quick-ghost-racing');
    // A ghost replays only its own run: the rematch is on this board again, and says so.
    c.on('dialog', (dialog) => void dialog.accept());
    await c.locator('[data-action="finish"]').click();
    const rematch = c.locator('[data-race-action="rematch"]');
    await rematch.waitFor({ timeout: 20_000 });
    expect(await rematch.textContent()).toBe('Rematch on the same board');
    await screenshot(c, 'quick-ghost-rematch');
  }, 120_000);
});
