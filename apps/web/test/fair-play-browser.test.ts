import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumAvailable, launchChromium } from './support/chromium.ts';
import { DESKTOP, newPlayerPage, PHONE, screenshot } from './support/pages.ts';
import { seedRuns } from './support/seed.ts';
import { buildWebApp, startServer, type RunningServer } from './support/server.ts';

/**
 * Fair play in the web app (docs/fair-play.md#plausibility): a flagged run is off the people's
 * leaderboard and its replay says it is under review; bots rank on their own board, behind the
 * People/Bots switch; in English and Spanish.
 */
const PUZZLE = 'fifteen.v1.4.fairplay';
const NOW = Date.now();
const player = (id: string, name: string) => ({ id, name, tokenHash: `hash-${id}`, createdAt: NOW - 60_000 });
const solved = (id: string, playerId: string, timeMs: number, puzzleId = PUZZLE) => ({
  id,
  playerId,
  puzzleId,
  game: 'fifteen',
  status: 'solved',
  ranked: true,
  startedAt: NOW - 50_000,
  timeLimitMs: null,
  finishedAt: NOW - 50_000 + timeMs,
  timeMs,
  moves: 52,
  score: 0,
  remaining: null,
});
const EVIDENCE = {
  reasons: [{ code: 'faster_than_people', detail: 'Solved in 566 ms; the fastest people take 1716 ms or more on such a board.' }],
  totalMs: 566,
  humanBestMs: 1716,
  humanFloorMs: 33,
  intervals: [{ fromMs: 0, toMs: 25, count: 49 }],
  copiedFrom: null,
};

describe.runIf(chromiumAvailable())('fair play in the web app', () => {
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    buildWebApp();
    server = await startServer();
    browser = await launchChromium();
    // Today's daily too: its replay stays hidden until the day is over, and its review shows all the same.
    const daily = (await (await fetch(`${server.url}/api/v1/daily/fifteen`)).json()) as { id: string };
    seedRuns(server.databaseUrl, {
      players: [player('fp-ada', 'Ada'), player('fp-quick', 'Quick'), player('fp-bot', 'Tile Bot')],
      runs: [
        solved('fp-ada-run', 'fp-ada', 9_400),
        solved('fp-quick-run', 'fp-quick', 566),
        solved('fp-bot-run', 'fp-bot', 310),
        solved('fp-daily-run', 'fp-quick', 640, daily.id),
      ],
      bots: ['fp-bot'],
      flags: [
        { runId: 'fp-quick-run', evidence: EVIDENCE },
        { runId: 'fp-daily-run', evidence: EVIDENCE },
      ],
    });
  }, 300_000);
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  const rows = (page: Awaited<ReturnType<typeof newPlayerPage>>) => page.locator('.leaderboard tbody tr').evaluateAll((trs) => trs.map((tr) => tr.getAttribute('data-run')));

  for (const [locale, device] of [
    ['en', DESKTOP],
    ['es', PHONE],
  ] as const) {
    it(`shows people's board without the flagged run, the bots' board behind the switch, and the flagged run's replay under review (${locale})`, async () => {
      const page = await newPlayerPage(browser, { ...device, locale: locale === 'es' ? 'es-ES' : 'en-GB' });
      await page.goto(`${server.url}/leaderboard/${PUZZLE}`);
      await page.locator('.leaderboard tbody tr').first().waitFor({ timeout: 60_000 });
      expect(await rows(page)).toEqual(['fp-ada-run']);
      const switcher = page.locator('[data-board-players]');
      expect(await switcher.getAttribute('data-board-players')).toBe('people');
      await screenshot(page, `fair-play-board-people-${locale}`);

      await switcher.locator('button').nth(1).click();
      await expect.poll(() => rows(page)).toEqual(['fp-bot-run']);
      expect(await switcher.getAttribute('data-board-players')).toBe('bots');
      expect(await switcher.locator('button').nth(1).getAttribute('aria-pressed')).toBe('true');
      expect(await page.locator('[data-bots-note]').textContent()).toMatch(locale === 'es' ? /bots/ : /bots/);
      await screenshot(page, `fair-play-board-bots-${locale}`);

      await page.goto(`${server.url}/replay/fp-quick-run`);
      const review = page.locator('[data-run-flag]');
      await review.waitFor({ timeout: 60_000 });
      expect(await review.getAttribute('data-run-flag')).toBe('flagged');
      expect(await review.textContent()).toMatch(locale === 'es' ? /^En revisión: .*moderador/ : /^Under review: .*moderator/);
      await screenshot(page, `fair-play-replay-under-review-${locale}`);

      await page.goto(`${server.url}/replay/fp-daily-run`);
      await page.locator('[data-replay-hidden="daily_in_progress"]').waitFor({ timeout: 60_000 });
      expect(await page.locator('[data-run-flag]').getAttribute('data-run-flag')).toBe('flagged');
      await screenshot(page, `fair-play-daily-under-review-${locale}`);
      await page.context().close();
    });
  }
});
