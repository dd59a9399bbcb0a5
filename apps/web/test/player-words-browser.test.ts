import { expectOk, seededPuzzle } from '@gridrace/core';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogKeysShown } from './support/catalog-keys.ts';
import { chromiumAvailable, launchChromium } from './support/chromium.ts';
import { crowdOf, seedRuns } from './support/seed.ts';
import { DESKTOP, newPlayerPage, PHONE, screenshot, SCREENSHOTS, TEST_PREFS } from './support/pages.ts';
import { buildWebApp, startServer, type RunningServer } from './support/server.ts';

/** What each language must say (issue 32: these read in English, or not at all, whatever the language). */
const WORDS = {
  en: {
    turns: ['↻ Clockwise', '↺ Anticlockwise'],
    you: 'you',
    life: 'Game of Life',
    speeds: ['0.5×', '1×', '2×', '4×'],
    empty: 'A name has at least one visible character.',
    long: 'A name has at most 32 characters; this one has 40.',
  },
  es: {
    turns: ['↻ Horario', '↺ Antihorario'],
    you: 'tú',
    life: 'Juego de la vida',
    speeds: ['0,5×', '1×', '2×', '4×'],
    empty: 'Un nombre tiene al menos un carácter visible.',
    long: 'Un nombre tiene como máximo 32 caracteres; este tiene 40.',
  },
} as const;

interface Player {
  readonly id: string;
  readonly name: string;
  readonly token: string;
}

/**
 * The words and marks of a player's second hour (issue 32), in English and Spanish on a
 * desktop and a phone: Pipes' touch choice, the day's chart, the picture backgrounds' names,
 * speeds, the rename form's refusals and the quick race's spinner.
 */
describe.runIf(chromiumAvailable())("a player's second hour, in English and Spanish, on a desktop and a phone", () => {
  let server: RunningServer;
  let browser: Browser;
  let player: Player;

  beforeAll(async () => {
    buildWebApp();
    // Nobody else comes to a quick race here, and no ghost takes the lone player away while the spinner is measured.
    server = await startServer({ env: { QUICK_RACE_GHOST_AFTER_S: '600' } });
    browser = await launchChromium();
    const created = await fetch(`${server.url}/api/v1/players`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ name: 'Second Hour' }) });
    const body = (await created.json()) as { player: { id: string; name: string }; token: string };
    player = { ...body.player, token: body.token };
    // Today's pipes daily, finished by the player and five others: the day's chart, with the player's mark.
    const daily = (await (await fetch(`${server.url}/api/v1/daily/pipes`)).json()) as { id: string };
    const crowd = crowdOf(5);
    const run = (id: string, playerId: string, timeMs: number) => {
      const startedAt = Date.now() - 3_600_000;
      return {
        id,
        playerId,
        puzzleId: daily.id,
        game: 'pipes',
        status: 'solved',
        ranked: true,
        startedAt,
        timeLimitMs: null,
        finishedAt: startedAt + timeMs,
        timeMs,
        moves: 20,
        score: 0,
        remaining: null,
      };
    };
    const runs = [run('own-run', player.id, 30_000), ...crowd.map((other, k) => run(`crowd-run-${k}`, other.id, 12_000 + k * 9_000))];
    seedRuns(server.databaseUrl, { players: crowd, runs });
  }, 300_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  for (const [device, options] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const) {
    for (const locale of ['en', 'es'] as const) {
      it(`${device}, ${locale}`, async () => {
        const words = WORDS[locale];
        const name = `words-${device}-${locale}`;
        const page = await newPlayerPage(browser, { ...options, locale: locale === 'es' ? 'es-ES' : 'en-GB' }, { prefs: TEST_PREFS, identity: JSON.stringify(player) });
        // Soft checks, so that one run tells every word that is wrong.
        const noKeys = async (where: string) => expect.soft(await catalogKeysShown(page), where).toEqual([]);
        try {
          // Pipes: a finger chooses which way a tap turns, in words of the page's language.
          await page.goto(`${server.url}/play/${expectOk(seededPuzzle('pipes', { cols: 5, rows: 4 }, 'words')).id}`);
          await page.locator('[data-board="pipes"]').waitFor({ timeout: 60_000 });
          expect(await page.locator('.pipes-turn').isVisible()).toBe(device === 'phone');
          expect.soft((await page.locator('.pipes-turn button').allTextContents()).map((text) => text.trim())).toEqual(words.turns);
          await screenshot(page, `${name}-pipes`, { fullPage: false });
          await noKeys('pipes');

          // The day's chart marks the player's own result with the language's word.
          await page.goto(`${server.url}/leaderboard/daily/pipes`);
          const distribution = page.locator('[data-day-distribution]');
          await distribution.locator('[data-own-mark]').waitFor({ state: 'attached', timeout: 30_000 });
          expect.soft(await distribution.locator('svg .own-label').textContent()).toBe(words.you);
          await distribution.screenshot({ path: `${SCREENSHOTS}${name}-distribution.png` });

          // A fifteen background's name, and the walls runner's speeds with the language's decimal mark.
          await page.goto(`${server.url}/play/${expectOk(seededPuzzle('fifteen', { size: 3 }, 'words')).id}`);
          await page.locator('[data-board="fifteen"]').waitFor({ timeout: 60_000 });
          expect.soft(await page.locator('select[data-pref="background"] option[value="life"]').textContent()).toBe(words.life);
          await page.goto(`${server.url}/play/${expectOk(seededPuzzle('walls', { preset: 'simple' }, 'words')).id}`);
          await page.locator('[data-board="walls"]').waitFor({ timeout: 60_000 });
          expect.soft(await page.locator('.walls-speed option').allTextContents()).toEqual(words.speeds);
          await page.locator('.walls-speed select').selectOption('0.5');
          expect.soft(await page.locator('.walls-speed option:checked').textContent()).toBe(words.speeds[0]);
          await screenshot(page, `${name}-walls`, { fullPage: false });

          // Looking for racers: a round spinner one can see, not a sliver of border.
          await page.goto(server.url);
          await page.locator('[data-quick-home] [data-quick-race]').click();
          const spinner = page.locator('[data-quick-looking] .spinner');
          await spinner.waitFor();
          const box = await spinner.boundingBox();
          expect.soft(box?.width).toBeGreaterThanOrEqual(16);
          expect.soft(box?.height).toBeCloseTo(box?.width ?? 0, 0);
          await page.locator('[data-quick-looking]').screenshot({ path: `${SCREENSHOTS}${name}-looking.png` });
          await screenshot(page, `${name}-looking-page`, { fullPage: false });
          await page.locator('[data-quick-looking] button').click();
          await page.locator('[data-quick-home] [data-quick-race]').waitFor();

          // Renaming: an empty name and a name too long are refused in words, and nothing is sent.
          const sent: string[] = [];
          page.on('request', (request) => {
            if (request.method() === 'PATCH') sent.push(request.url());
          });
          await page.goto(`${server.url}/player/${player.id}`);
          const form = page.locator('.rename');
          await form.locator('input').fill('');
          await form.locator('button[type="submit"]').click();
          expect(await form.locator('[role="alert"]').textContent()).toBe(words.empty);
          // Too long is said as it is typed, and the name is not cut.
          await form.locator('input').fill('x'.repeat(40));
          expect(await form.locator('[role="alert"]').textContent()).toBe(words.long);
          expect(await form.locator('input').inputValue()).toHaveLength(40);
          await form.locator('button[type="submit"]').click();
          expect(await form.locator('[role="alert"]').textContent()).toBe(words.long);
          expect(await form.locator('input').getAttribute('aria-invalid')).toBe('true');
          expect(sent).toEqual([]);
          await screenshot(page, `${name}-rename`, { fullPage: false });
          await noKeys('rename');
        } finally {
          await page.context().close();
        }
      }, 240_000);
    }
  }
});
