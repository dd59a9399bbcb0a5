import { expectOk, seededPuzzle, solvePuzzle } from '@gridrace/core';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { chromiumAvailable } from './support/chromium.ts';
import { cell, screenshot, type ContextOptions } from './support/pages.ts';
import { browserSession, DESKTOP, PHONE } from './support/session.ts';

type Move = { x: number; y: number };

/** Short, so a closed tab's grace period ends within the test, and long enough to see it counted. */
const GRACE_S = 10;

/** What the results say to the winner and to the second, in each language. */
const WORDS = {
  en: { won: 'You won!', second: 'You came 2nd of 2', soFar: 'Results so far', dnf: 'DNF' },
  es: { won: '¡Has ganado!', second: 'Has quedado 2.º de 2', soFar: 'Resultados provisionales', dnf: 'NT' },
} as const;

const COMBOS = [
  { screen: 'desktop', options: DESKTOP, locale: 'en' },
  { screen: 'phone', options: PHONE, locale: 'en' },
  { screen: 'desktop', options: DESKTOP, locale: 'es' },
  { screen: 'phone', options: PHONE, locale: 'es' },
] as const;

const headline = (page: Page) => page.locator('[data-race-results] h2').textContent();
/** The results table as a player reads it: who, which place, what result. */
const table = (page: Page) =>
  page
    .locator('[data-result-row]')
    .evaluateAll((rows) => rows.map((r) => [r.getAttribute('data-result-row'), r.getAttribute('data-rank'), r.querySelector('[data-result]')?.textContent]));

describe.runIf(chromiumAvailable())('a race keeps its truth, between two browsers', () => {
  const session = browserSession({ env: { RACE_RECONNECT_GRACE_S: String(GRACE_S) } });

  /** Two players, A hosting and B racing, on the same screen and language; the race started and both boards shown. */
  async function startedRace(options: ContextOptions, locale: 'en' | 'es', seed: string) {
    const context = { ...options, locale: locale === 'es' ? 'es-ES' : 'en-GB' };
    const [a, b] = [await session.newPage(context), await session.newPage(context)];
    await a.goto(session.url());
    const form = a.locator('[data-race-form]');
    await form.locator('select[name="game"]').selectOption('fifteen');
    await form.locator('select[name="board"]').selectOption('seed');
    await form.locator('select[name="preset"]').selectOption('3x3');
    await form.locator('input[name="seed"]').fill(seed);
    await form.locator('[data-race-action="create"]').click();
    await a.locator('[data-race-lobby]').waitFor({ timeout: 30_000 });
    const link = await a.locator('[data-race-link]').inputValue();
    await b.goto(link);
    await b.locator('[data-race-action="race"]').click();
    await expect.poll(() => a.locator('[data-racers] li').count(), { timeout: 10_000 }).toBe(2);
    const ids = await Promise.all([a, b].map(async (page) => (await page.locator('[data-racers] li.own').getAttribute('data-member')) ?? ''));
    await a.locator('[data-race-action="start"]').click();
    for (const page of [a, b]) await page.locator('[data-board="fifteen"]').waitFor({ timeout: 30_000 });
    const moves = solvePuzzle(expectOk(seededPuzzle('fifteen', { size: 3 }, seed))).solution as readonly Move[];
    return { a, b, link, idA: ids[0]!, idB: ids[1]!, moves };
  }

  async function play(page: Page, moves: readonly Move[]): Promise<void> {
    const touch = await page.evaluate(() => navigator.maxTouchPoints > 0);
    for (const move of moves) {
      if (touch) await cell(page, move.x, move.y).tap();
      else await cell(page, move.x, move.y).click();
    }
  }

  it.each(COMBOS)('$screen, $locale: the winner leaves the results, and they stay as they were for both, after a reload too', async ({ screen, options, locale }) => {
    const words = WORDS[locale];
    const { a, b, link, idA, idB, moves } = await startedRace(options, locale, `truth-leave-${screen}-${locale}`);
    await play(a, moves);
    await a.locator('[data-run-over="solved"]').waitFor({ timeout: 20_000 });
    await play(b, moves);
    for (const page of [a, b]) await page.locator('[data-race-results="final"]').waitFor({ timeout: 20_000 });
    expect(await headline(a)).toBe(words.won);
    expect(await headline(b)).toBe(words.second);
    const results = await table(b);
    expect(results.map(([id, rank]) => [id, rank])).toEqual([
      [idA, '1'],
      [idB, '2'],
    ]);

    // A leaves: home for A; B's results do not move, and B hosts the room now.
    await a.locator('[data-race-action="leave"]').click();
    await a.waitForURL((url) => url.pathname === '/', { timeout: 10_000 });
    await b.locator('[data-race-action="rematch"]').waitFor({ timeout: 10_000 });
    expect(await headline(b)).toBe(words.second);
    expect(await table(b)).toEqual(results);
    await screenshot(b, `truth-leave-${screen}-${locale}-second-after-leave`, { fullPage: false });
    await screenshot(a, `truth-leave-${screen}-${locale}-winner-after-leave`, { fullPage: false });

    // Reloaded (B) and opened again from the link (A): the same results, kept by the server.
    await b.reload();
    await a.goto(link);
    for (const page of [a, b]) await page.locator('[data-race-results="final"]').waitFor({ timeout: 20_000 });
    expect(await headline(b)).toBe(words.second);
    expect(await headline(a)).toBe(words.won);
    expect(await table(b)).toEqual(results);
    expect(await table(a)).toEqual(results);
    await screenshot(b, `truth-leave-${screen}-${locale}-second-reloaded`, { fullPage: false });
    await screenshot(a, `truth-leave-${screen}-${locale}-winner-reopened`, { fullPage: false });
  });

  it.each(COMBOS)('$screen, $locale: a closed tab is shown away with the seconds left, then out and the results final', async ({ screen, options, locale }) => {
    const words = WORDS[locale];
    const { a, b, idA, idB, moves } = await startedRace(options, locale, `truth-away-${screen}-${locale}`);
    await play(b, moves.slice(0, 2));
    await play(a, moves);
    await a.locator('[data-run-over="solved"]').waitFor({ timeout: 20_000 });
    await b.close();

    // Everyone still here is done: the results so far, B away and the seconds before B is out.
    await a.locator('[data-race-results="provisional"]').waitFor({ timeout: 20_000 });
    expect(await headline(a)).toBe(words.soFar);
    const awaited = a.locator(`[data-awaited="${idB}"]`);
    const secondsLeft = async () => Number(await awaited.getAttribute('data-seconds'));
    const first = await secondsLeft();
    expect(first).toBeGreaterThan(0);
    expect(first).toBeLessThanOrEqual(GRACE_S);
    expect(await awaited.textContent()).toContain(String(first));
    expect(await a.locator(`[data-result-row="${idB}"] [data-away]`).getAttribute('data-away')).toMatch(/^\d+$/);
    expect(await a.locator('[data-race-action="rematch"]').count()).toBe(0);
    await screenshot(a, `truth-away-${screen}-${locale}-waiting`, { fullPage: false });
    await expect.poll(secondsLeft, { timeout: 5000 }).toBeLessThan(first);

    // The grace period is over: B is out, the results are final.
    await a.locator('[data-race-results="final"]').waitFor({ timeout: (GRACE_S + 10) * 1000 });
    expect(await headline(a)).toBe(words.won);
    expect((await table(a)).map(([id, rank, result]) => [id, rank, id === idB ? result : 'time'])).toEqual([
      [idA, '1', 'time'],
      [idB, '2', words.dnf],
    ]);
    expect(await a.locator('[data-away]').count()).toBe(0);
    await screenshot(a, `truth-away-${screen}-${locale}-final`, { fullPage: false });
  });
});
