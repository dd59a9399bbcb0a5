import { expectOk, openPuzzle, solvePuzzle } from '@gridrace/core';
import type { Browser, Page } from 'playwright-core';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessibilityViolations } from './support/axe.ts';
import { catalogKeysShown } from './support/catalog-keys.ts';
import { chromiumAvailable, launchChromium } from './support/chromium.ts';
import { cell, DESKTOP, newPlayerPage, PHONE, screenshot } from './support/pages.ts';
import { seedAccount, signedInPage } from './support/seed.ts';
import { buildWebApp, startServer, type RunningServer } from './support/server.ts';
import { humanPauseMs } from './support/human-pace.ts';

type Move = { x: number; y: number };
type RaceState = { code: string; status: string; puzzleId: string };

/**
 * Issue 35: a signed-in host makes a rated room in the lobby's form (the seed field goes, and the
 * form says why), a second account races, and the results table shows each racer's rating change.
 * The puzzle is the server's draw: a spectator's socket learns it at "Go", as any watcher would.
 */
describe.runIf(chromiumAvailable())('a rated race between two signed-in browsers', () => {
  let server: RunningServer;
  let browser: Browser;
  let watcher: Socket | null = null;
  let host: Page;
  let rival: Page;
  let code = '';

  beforeAll(async () => {
    buildWebApp();
    server = await startServer();
    browser = await launchChromium();
  }, 300_000);

  afterAll(async () => {
    watcher?.disconnect();
    await browser?.close();
    await server?.stop();
  });

  /** Watches the room as a guest spectator: answers the puzzle once the race is running. */
  async function puzzleAtGo(): Promise<string> {
    const guest = (await (await fetch(`${server.url}/api/v1/players`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"name":"Watcher"}' })).json()) as {
      token: string;
    };
    watcher = io(server.url, { transports: ['websocket'], auth: { token: guest.token }, reconnection: false });
    const running = new Promise<string>((resolve) => watcher!.on('race:state', (state: RaceState) => state.code === code && state.status === 'running' && resolve(state.puzzleId)));
    await watcher.emitWithAck('race:join', { code, as: 'spectator' });
    return running;
  }

  async function play(page: Page, moves: readonly Move[]): Promise<void> {
    for (const [i, move] of moves.entries()) {
      await cell(page, move.x, move.y).click();
      // A person's varied pace: the fair-play check flags a steady beat, and a flagged run is rated by nobody.
      await page.waitForTimeout(humanPauseMs(i) * 2);
    }
  }

  it('the host makes the race rated in the new-race form: the seed field goes, and the form says why', async () => {
    const account = seedAccount(server.databaseUrl, 'Hana', ['Chrome on Linux']);
    host = await signedInPage(browser, server.url, account.sessions[0]!, DESKTOP);
    await host.goto(server.url);
    const form = host.locator('[data-race-form]');
    await form.locator('select[name="game"]').selectOption('fifteen');
    await form.locator('select[name="board"]').selectOption('seed');
    expect(await form.locator('input[name="seed"]').count()).toBe(1);
    await form.locator('input[name="rated"]').check();
    expect(await form.locator('input[name="seed"]').count()).toBe(0);
    expect(await form.locator('select[name="board"]').count()).toBe(0);
    expect(await form.locator('[data-rated-help]').textContent()).toContain('takes no seed and no daily');
    await form.locator('select[name="preset"]').selectOption('3x3');
    await screenshot(host, 'rated-race-form-desktop-en');
    await form.locator('[data-race-action="create"]').click();
    await host.locator('[data-race-lobby]').waitFor({ timeout: 30_000 });
    code = (await host.locator('[data-race-code]').textContent()) ?? '';
    expect(await host.locator('[data-race-rated]').getAttribute('data-race-rated')).toBe('rated');
    expect(await host.locator('[data-race-action="rated"]').isChecked()).toBe(true);
  });

  it('the other racer, on a phone in Spanish, sees that the room is rated, and the host’s switch', async () => {
    const account = seedAccount(server.databaseUrl, 'Rico', ['Chrome on Android']);
    rival = await signedInPage(browser, server.url, account.sessions[0]!, { ...PHONE, locale: 'es-ES' });
    await rival.goto(`${server.url}/race/${code}`);
    await rival.locator('[data-race-action="race"]').click();
    await expect.poll(() => host.locator('[data-racers] li').count()).toBe(2);
    expect(await rival.locator('[data-race-rated]').textContent()).toContain('Carrera puntuable');
    expect(await rival.locator('[data-race-rated]').textContent()).toContain('los invitados no puntúan');
    expect(await rival.locator('[data-race-action="rated"]').count()).toBe(0);
    // The host's switch: everyone sees it turn.
    // (A controlled switch: it turns once the server has said so.)
    await host.locator('[data-race-action="rated"]').click();
    await expect.poll(() => rival.locator('[data-race-rated]').getAttribute('data-race-rated')).toBe('unrated');
    await host.locator('[data-race-action="rated"]').click();
    await expect.poll(() => rival.locator('[data-race-rated]').getAttribute('data-race-rated')).toBe('rated');
    await screenshot(host, 'rated-race-lobby-desktop-en');
    await screenshot(rival, 'rated-race-lobby-phone-es');
    expect(await accessibilityViolations(host)).toEqual([]);
    expect(await catalogKeysShown(rival)).toEqual([]);
  });

  it('both race the board the server drew, and the results show each racer’s new rating and its change', async () => {
    const drawn = puzzleAtGo();
    await host.locator('[data-race-action="start"]').click();
    const moves = solvePuzzle(expectOk(openPuzzle(await drawn))).solution as readonly Move[];
    await host.locator('[data-board]').waitFor({ timeout: 10_000 });
    await rival.locator('[data-board]').waitFor({ timeout: 10_000 });
    await play(host, moves);
    await play(rival, moves);
    await screenshot(host, 'rated-race-after-play-desktop-en');
    for (const page of [host, rival]) await page.locator('[data-race-results="final"] [data-rating-change]').first().waitFor({ timeout: 15_000 });
    await expect.poll(() => host.locator('[data-rating-change]').count()).toBe(2);
    const changes = await host.locator('[data-rating-change]').evaluateAll((cells) => cells.map((c) => Number(c.getAttribute('data-rating-change'))));
    expect(changes[0]).toBeGreaterThan(0);
    expect(changes[1]).toBeLessThan(0);
    expect(await host.locator('.rating-change').first().textContent()).toBe(`+${changes[0]}`);
    expect(await host.locator('.rating-change').nth(1).textContent()).toBe(`\u2212${-changes[1]!}`);
    // The new rating with its uncertainty: "1662 ± 580" or so.
    expect(await host.locator('[data-rating-after]').first().textContent()).toMatch(/^\d+ ± \d+\?$/);
    expect(await rival.locator('[data-race-rated-note]').textContent()).toContain('Carrera puntuable');
    await screenshot(host, 'rated-race-results-desktop-en');
    await screenshot(rival, 'rated-race-results-phone-es');
    expect(await accessibilityViolations(host)).toEqual([]);
    expect(await catalogKeysShown(rival)).toEqual([]);
  });

  it('the ratings page lists the host with the uncertainty, and the bots apart', async () => {
    await host.goto(`${server.url}/ratings/fifteen`);
    await host.locator('[data-rating-value]').first().waitFor();
    expect(await host.locator('[data-rating-value]').first().textContent()).toMatch(/^\d+ ± \d+\?$/);
    await screenshot(host, 'rated-race-ratings-desktop-en');
    await host.locator('[data-ratings-players="bots"]').click();
    await expect.poll(() => host.locator('[data-ratings-whose]').getAttribute('data-ratings-whose')).toBe('bots');
    await expect.poll(() => host.locator('[data-rating-value]').count()).toBe(0);
    await rival.goto(`${server.url}/ratings/fifteen`);
    await rival.locator('[data-rating-value]').first().waitFor();
    await screenshot(rival, 'rated-race-ratings-phone-es');
    expect(await catalogKeysShown(rival)).toEqual([]);
  });

  it('a guest who gives up at once: the race is not rated, and the results say why', async () => {
    await host.goto(server.url);
    const form = host.locator('[data-race-form]');
    await form.locator('input[name="rated"]').check();
    await form.locator('[data-race-action="create"]').click();
    await host.locator('[data-race-lobby]').waitFor({ timeout: 30_000 });
    code = (await host.locator('[data-race-code]').textContent()) ?? '';
    const guest = await newPlayerPage(browser, { ...PHONE, locale: 'en-GB' });
    await guest.goto(`${server.url}/race/${code}`);
    await guest.locator('[data-race-action="race"]').click();
    await expect.poll(() => host.locator('[data-racers] li').count()).toBe(2);
    // The guest reads that guests are not rated.
    expect(await guest.locator('[data-race-rated]').textContent()).toContain('guests are not rated');
    const drawn = puzzleAtGo();
    await host.locator('[data-race-action="start"]').click();
    const moves = solvePuzzle(expectOk(openPuzzle(await drawn))).solution as readonly Move[];
    await guest.locator('[data-board]').waitFor({ timeout: 10_000 });
    guest.on('dialog', (dialog) => void dialog.accept());
    await guest.locator('[data-action="finish"]').click();
    await host.locator('[data-board]').waitFor({ timeout: 10_000 });
    await play(host, moves);
    await host.locator('[data-race-results="final"] [data-not-rated]').first().waitFor({ timeout: 15_000 });
    expect(await host.locator('[data-race-rated-note]').textContent()).toBe('This race was not rated: a racer gave up at once.');
    expect(await host.locator('[data-not-rated]').evaluateAll((cells) => cells.map((c) => c.getAttribute('data-not-rated')))).toEqual(['instant_give_up', 'instant_give_up']);
    expect(await host.locator('[data-rating-change]').count()).toBe(0);
    await screenshot(host, 'rated-race-not-rated-desktop-en');
    await guest.locator('[data-race-results="final"]').waitFor({ timeout: 15_000 });
    await screenshot(guest, 'rated-race-not-rated-phone-en');
    await guest.context().close();
  });
});
