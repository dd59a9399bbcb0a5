import { expectOk, openPuzzle, solvePuzzle } from '@gridrace/core';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessibilityViolations } from './support/axe.ts';
import { chromiumAvailable, launchChromium } from './support/chromium.ts';
import { crowdOf, seedRuns } from './support/seed.ts';
import { humanPauseMs } from './support/human-pace.ts';
import { cell, DESKTOP, newPlayerPage, PHONE, screenshot, SCREENS_IN_LANGUAGES, SCREENSHOTS, TEST_PREFS } from './support/pages.ts';
import { buildWebApp, startServer, type RunningServer } from './support/server.ts';

type Move = { x: number; y: number; turn?: 'cw' | 'ccw' };

const DAY_MS = 86_400_000;
const TODAY = new Date().toISOString().slice(0, 10);
const dayBefore = (k: number) => new Date(Date.parse(`${TODAY}T00:00:00Z`) - k * DAY_MS).toISOString().slice(0, 10);
/** A counter-clockwise turn is three clockwise clicks, whatever the device. */
const clicks = (moves: readonly Move[]): Move[] => moves.flatMap((move) => (move.turn === 'ccw' ? [move, move, move].map(({ x, y }) => ({ x, y })) : [move]));

/** A stored run of the fixture (a `pipes` one unless told), made at given times without playing it. */
const runRecord = (id: string, playerId: string, puzzleId: string, startedAt: number, timeMs: number | null, moves: number) => ({
  id,
  playerId,
  puzzleId,
  game: 'pipes',
  status: timeMs === null ? 'gave_up' : 'solved',
  ranked: true,
  startedAt,
  timeLimitMs: null,
  finishedAt: startedAt + (timeMs ?? 5_000),
  timeMs,
  moves,
  score: 0,
  remaining: null,
});

interface Player {
  readonly id: string;
  readonly name: string;
  readonly token: string;
}

describe.runIf(chromiumAvailable())('a player who has played a week of dailies', () => {
  let server: RunningServer;
  let browser: Browser;
  let player: Player;
  let dailyId: string;
  const api = async <T>(path: string, init?: RequestInit): Promise<T> => {
    const response = await fetch(`${server.url}/api/v1${path}`, init);
    if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
    return (await response.json()) as T;
  };

  beforeAll(async () => {
    buildWebApp();
    server = await startServer({ env: { DAILIES_SINCE: dayBefore(10) } });
    browser = await launchChromium();
    const created = await api<{ player: { id: string; name: string }; token: string }>('/players', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Streaker' }),
    });
    player = { ...created.player, token: created.token };

    // The fixture: the six days before today's dailies, each played on its day at server times,
    // twenty other runs for the chart, and today's daily played by a dozen others.
    const runs = [];
    for (let k = 1; k <= 6; k += 1) {
      const daily = await api<{ id: string; par: number }>(`/daily/pipes?date=${dayBefore(k)}`);
      runs.push(runRecord(`week-${k}`, player.id, daily.id, Date.parse(`${dayBefore(k)}T09:00:00Z`) + k * 60_000, 20_000 + k * 3_000, daily.par + (k % 3)));
    }
    for (let i = 0; i < 20; i += 1) {
      const startedAt = Date.parse(`${dayBefore(6)}T12:00:00Z`) + i * 6 * 3_600_000;
      runs.push(runRecord(`free-${i}`, player.id, `pipes.v1.6x4.stats${i}`, startedAt, i % 7 === 3 ? null : 15_000 + ((i * 7_919) % 25_000), 12 + (i % 5)));
    }
    // Fifteen: five 4x4 solves, then three slower-per-board 3x3 ones, the last played: two kinds of board, kept apart.
    const fifteen = (id: string, size: 3 | 4, k: number, timeMs: number) => ({
      ...runRecord(id, player.id, `fifteen.v1.${size}.kinds${k}`, Date.parse(`${dayBefore(3)}T10:00:00Z`) + k * 3_600_000, timeMs, 40),
      game: 'fifteen',
    });
    for (let k = 0; k < 5; k += 1) runs.push(fifteen(`four-${k}`, 4, k, 40_000 + k * 5_000));
    for (let k = 0; k < 3; k += 1) runs.push(fifteen(`three-${k}`, 3, 5 + k, 12_000 + k * 2_000));
    dailyId = (await api<{ id: string }>('/daily/pipes')).id;
    const crowd = crowdOf(12);
    crowd.forEach((other, k) => runs.push(runRecord(`crowd-run-${k}`, other.id, dailyId, Date.now() - 3_600_000, 12_000 + k * 9_000, 20)));
    seedRuns(server.databaseUrl, { players: crowd, runs });
  }, 300_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  // axe is put into the page under test: its context bypasses the app's Content-Security-Policy.
  const open = (options: typeof DESKTOP | typeof PHONE, theme = 'light'): Promise<Page> =>
    newPlayerPage(browser, { ...options, bypassCSP: true }, { identity: JSON.stringify(player), prefs: { ...TEST_PREFS, theme } });

  /** No part of the page is wider than the window (nothing to scroll sideways on a phone). */
  const fitsWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

  it("on a desktop: today's daily played says the streak and shows the day's distribution with the player's mark", async () => {
    const page = await open(DESKTOP);
    const moves = clicks(solvePuzzle(expectOk(openPuzzle(dailyId))).solution as readonly Move[]);
    await page.goto(`${server.url}/daily/pipes`);
    await page.locator('[data-board="pipes"]').waitFor({ timeout: 60_000 });
    for (const [i, move] of moves.entries()) {
      // At a person's pace: a run played at Playwright's speed is judged implausible and counts in no distribution.
      await page.waitForTimeout(humanPauseMs(i));
      await cell(page, move.x, move.y).click();
    }
    await page.locator('[data-finished="solved"]').waitFor({ timeout: 30_000 });
    const distribution = page.locator('[data-finished] [data-day-distribution]');
    await distribution.locator('[data-own-mark]').waitFor({ state: 'attached', timeout: 20_000 });
    expect(await distribution.locator('[data-own-bucket]').count()).toBe(1);
    // Twelve others: a share of them, or all of them; never a share of a crowd with the player in it.
    expect(await distribution.locator('[data-standing]').textContent()).toMatch(/^You were ahead of (\d+ % of the|all 12) other players today\.$/);
    // One text to share on a daily: the day's, in Wordle's way.
    expect(await page.locator('[data-finished] .share-text').count()).toBe(1);
    const share = await distribution.locator('[data-daily-share]').inputValue();
    expect(share).toContain(`Gridrace Pipes daily ${TODAY}`);
    expect(share).toMatch(/moves \(par \d+\)\n[🟩⬜]{5}/u);
    await expect.poll(() => page.locator('[data-moments]').textContent(), { timeout: 20_000 }).toContain('Daily streak: 7 days in a row');
    await screenshot(page, 'stats-daily-finished-desktop', { fullPage: false });
    await page.locator('[data-finished]').screenshot({ path: `${SCREENSHOTS}stats-finished-desktop.png` });

    await page.goto(`${server.url}/player/${player.id}`);
    const card = page.locator('[data-game-stats="pipes"]');
    await card.locator('[data-results-chart][data-drawn] canvas').waitFor({ timeout: 30_000 });
    expect(await card.locator('[data-calendar] rect[data-played]').count()).toBe(7);
    // The calendar names its months along the top and its weekdays down the side.
    expect(await card.locator('[data-calendar-weekdays] span').allTextContents()).toEqual(['Mon', 'Wed', 'Fri']);
    const months = await card.locator('[data-calendar-months] span').allTextContents();
    expect(months.length).toBeGreaterThanOrEqual(12);
    expect(months).toContain(new Date().toLocaleDateString('en', { month: 'short', timeZone: 'UTC' }));
    expect(await card.locator('[data-streak-current]').textContent()).toBe('Current streak: 7 days');
    // Each point of the chart tells its date and result: under the pointer, and at the arrow keys.
    const chart = card.locator('[data-results-chart]');
    await chart.focus();
    await page.keyboard.press('End');
    const tip = chart.locator('[data-chart-tip]');
    await expect.poll(() => tip.isVisible()).toBe(true);
    const last = (await tip.textContent()) ?? '';
    expect(last).toMatch(/^[A-Z][a-z]{2} \d+, \d{4}, \d+:\d{2} [AP]M: \d:\d{2}\.\d$/);
    expect(await card.locator('[data-chart-spoken]').textContent()).toBe(last);
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => tip.textContent()).not.toBe(last);
    await card.locator('[data-results-chart] .u-over').hover({ position: { x: 20, y: 40 } });
    await expect.poll(() => tip.textContent()).toMatch(/: (\d:\d{2}\.\d|not solved)$/);
    await card.screenshot({ path: `${SCREENSHOTS}stats-card-hover-desktop.png` });
    expect(await card.locator('.stat-figures dt').allTextContents()).toEqual(expect.arrayContaining(['Best time', 'Average of 12', 'Against par']));
    // The board played last is today's daily's, 8x6: its seven runs; the chart's text equivalent, for screen readers, says so.
    expect(await card.getAttribute('data-shown-kind')).toBe('pipes.v1.8x6');
    expect(await card.locator('.results-chart .visually-hidden table tbody tr').count()).toBe(7);
    // The twenty free runs are another board, picked by its name: the table shows its latest twelve.
    await card.locator('[data-kind-picker]').selectOption('pipes.v1.6x4');
    await expect.poll(() => card.getAttribute('data-shown-kind')).toBe('pipes.v1.6x4');
    expect(await card.locator('.results-chart .visually-hidden table tbody tr').count()).toBe(12);
    await card.locator('[data-results-chart][data-drawn] canvas').waitFor({ timeout: 30_000 });
    await screenshot(page, 'stats-player-desktop');
    await card.screenshot({ path: `${SCREENSHOTS}stats-card-desktop.png` });
    expect(await accessibilityViolations(page)).toEqual([]);
    // A change of theme draws the chart again in its colours, in place of the old one.
    await page.getByRole('button', { name: 'Switch to the dark theme' }).click();
    await expect.poll(() => page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
    expect(await card.locator('[data-results-chart] canvas').count()).toBe(1);
    await card.screenshot({ path: `${SCREENSHOTS}stats-card-desktop-dark.png` });
  });

  for (const { device, locale, options } of SCREENS_IN_LANGUAGES) {
    it(`${device}, ${locale}: a 3x3 and a 4x4 are shown apart, the one played last first, and the picker switches`, async () => {
      const page = await newPlayerPage(browser, options, { identity: JSON.stringify(player) });
      await page.goto(`${server.url}/player/${player.id}`);
      const card = page.locator('[data-game-stats="fifteen"]');
      await card.locator('[data-results-chart][data-drawn] canvas').waitFor({ timeout: 30_000 });
      const figure = async (label: string) =>
        card
          .locator('.stat-figures div', { has: page.locator('dt', { hasText: label }) })
          .locator('dd')
          .textContent();
      const words =
        locale === 'en'
          ? { runs: 'Ranked runs', best: 'Best time', three: '3×3 (3 ranked runs)', four: '4×4 (5 ranked runs)', twelve: '0:12.0', forty: '0:40.0' }
          : {
              runs: 'Partidas clasificadas',
              best: 'Mejor tiempo',
              three: '3×3 (3 partidas clasificadas)',
              four: '4×4 (5 partidas clasificadas)',
              twelve: '0:12,0',
              forty: '0:40,0',
            };
      expect(await card.getAttribute('data-shown-kind')).toBe('fifteen.v1.3');
      const picker = card.locator('[data-kind-picker]');
      expect(await picker.locator('option').allTextContents()).toEqual([words.three, words.four]);
      expect([await figure(words.runs), await figure(words.best)]).toEqual(['3', words.twelve]);
      expect(await card.locator('.results-chart .visually-hidden table tbody tr').count()).toBe(3);
      await screenshot(page, `stats-kind-picker-${device}-${locale}`, { fullPage: false });
      await card.screenshot({ path: `${SCREENSHOTS}stats-kind-card-3x3-${device}-${locale}.png` });

      await picker.selectOption('fifteen.v1.4');
      await expect.poll(() => card.getAttribute('data-shown-kind')).toBe('fifteen.v1.4');
      await card.locator('[data-results-chart][data-drawn] canvas').waitFor({ timeout: 30_000 });
      expect([await figure(words.runs), await figure(words.best)]).toEqual(['5', words.forty]);
      expect(await card.locator('.results-chart .visually-hidden table tbody tr').count()).toBe(5);
      expect(await fitsWidth(page)).toBe(true);
      await card.screenshot({ path: `${SCREENSHOTS}stats-kind-card-4x4-${device}-${locale}.png` });
      expect(await accessibilityViolations(page)).toEqual([]);
    });
  }

  // After the desktop test: its daily, played in the browser, is the player's today.
  it('on a phone, in the dark theme: the player page and the daily leaderboard, readable without sideways scrolling', async () => {
    const page = await open(PHONE, 'dark');
    await page.goto(`${server.url}/player/${player.id}`);
    const card = page.locator('[data-game-stats="pipes"]');
    await card.locator('[data-results-chart][data-drawn] canvas').waitFor({ timeout: 30_000 });
    expect(await card.locator('[data-calendar] rect[data-played]').count()).toBe(7);
    expect(await card.locator('[data-streak-longest]').textContent()).toBe('Longest: 7');
    const chartWidth = await card.locator('[data-results-chart] canvas').evaluate((canvas) => canvas.getBoundingClientRect().width);
    expect(chartWidth).toBeGreaterThan(250);
    expect(await fitsWidth(page)).toBe(true);
    await screenshot(page, 'stats-player-phone');
    await card.screenshot({ path: `${SCREENSHOTS}stats-card-phone.png` });
    expect(await accessibilityViolations(page)).toEqual([]);

    await page.goto(`${server.url}/leaderboard/daily/pipes`);
    const distribution = page.locator('[data-day-distribution]');
    await distribution.locator('[data-own-mark]').waitFor({ state: 'attached', timeout: 20_000 });
    expect(await distribution.locator('[data-standing]').textContent()).toMatch(/ahead of (\d+ % of the|all 12) other players today/);
    expect(await fitsWidth(page)).toBe(true);
    await screenshot(page, 'stats-daily-leaderboard-phone');
    await distribution.screenshot({ path: `${SCREENSHOTS}stats-distribution-phone.png` });
    expect(await accessibilityViolations(page)).toEqual([]);
  });

  it('a day of one result draws one bar labelled by it; with one other player the standing says "the other player", in English and Spanish', async () => {
    const fifteen = await api<{ id: string }>('/daily/fifteen');
    const at = Date.now() - 1_800_000;
    const result = (id: string, playerId: string, timeMs: number) => ({ ...runRecord(id, playerId, fifteen.id, at, timeMs, 30), game: 'fifteen' });
    seedRuns(server.databaseUrl, { players: [], runs: [result('alone-run', player.id, 30_000)] });
    const page = await open(DESKTOP);
    await page.goto(`${server.url}/leaderboard/daily/fifteen`);
    const distribution = page.locator('[data-day-distribution]');
    await distribution.locator('[data-own-mark]').waitFor({ state: 'attached', timeout: 20_000 });
    expect(await distribution.locator('[data-axis-label]').allTextContents()).toEqual(['0:30.0']);
    expect(await distribution.locator('rect.bar').count()).toBe(1);
    expect(await distribution.locator('[data-standing]').textContent()).toBe("You were the only one of today's players so far.");
    await distribution.screenshot({ path: `${SCREENSHOTS}stats-distribution-one-desktop.png` });

    seedRuns(server.databaseUrl, { players: [], runs: [result('other-run', 'crowd-0', 45_000)] });
    await page.reload();
    await distribution.locator('[data-own-mark]').waitFor({ state: 'attached', timeout: 20_000 });
    expect(await distribution.locator('[data-standing]').textContent()).toBe('You were ahead of the other player today.');
    expect(await distribution.locator('[data-daily-share]').inputValue()).toContain('ahead of the other player today');

    const phone = await open(PHONE);
    await phone.goto(`${server.url}/leaderboard/daily/fifteen`);
    await phone.locator('[data-language]').selectOption('es');
    const día = phone.locator('[data-day-distribution]');
    await expect.poll(() => día.locator('[data-standing]').textContent(), { timeout: 20_000 }).toBe('Tu resultado: por delante del otro jugador hoy.');
    await día.screenshot({ path: `${SCREENSHOTS}stats-distribution-two-phone-es.png` });
    await phone.goto(`${server.url}/player/${player.id}`);
    const card = phone.locator('[data-game-stats="pipes"]');
    await card.locator('[data-results-chart][data-drawn] canvas').waitFor({ timeout: 30_000 });
    expect(await card.locator('[data-calendar-weekdays] span').allTextContents()).toEqual(['lun', 'mié', 'vie']);
    expect(await fitsWidth(phone)).toBe(true);
    await card.screenshot({ path: `${SCREENSHOTS}stats-card-phone-es.png` });
  });
});
