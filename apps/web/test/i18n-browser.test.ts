import { expectOk, openPuzzle, seededPuzzle, solvePuzzle, type Puzzle } from '@gridrace/core';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { accessibilityViolations } from './support/axe.ts';
import { catalogKeysShown } from './support/catalog-keys.ts';
import { chromiumAvailable } from './support/chromium.ts';
import { cell, screenshot } from './support/pages.ts';
import { browserSession, DESKTOP, PHONE } from './support/session.ts';

type Move = { x: number; y: number };

/** A small heart-shaped `same` board with the generator's clearing, to play to its end. */
const heart = (seed: string): Puzzle =>
  solvePuzzle(expectOk(openPuzzle(expectOk(seededPuzzle('same', { cols: 8, rows: 8, colors: 3, generator: 'soluble', shape: 'heart' }, seed)).id)));

/** What each language must show, so a page that stayed in English (or fell back to it) is caught. */
const WORDS = {
  en: { moves: /\d+ moves/, bar: 'Moves', cleared: 'Board cleared!', journey: /journey/, level: 'Level 1', lobby: 'Start alone', player: 'Personal bests' },
  es: { moves: /\d+ movimientos/, bar: 'Movimientos', cleared: '¡Tablero vacío!', journey: /trayecto/, level: 'Nivel 1', lobby: 'Empezar solo', player: 'Récords personales' },
} as const;

const text = async (page: Page, selector: string) => (await page.locator(selector).first().textContent()) ?? '';

/** Elements that reach past the window's right edge (a table scrolls in its box; hidden text is clipped): none may, in either language. */
const overflowing = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('body *')]
      .filter((el) => el.getBoundingClientRect().right > window.innerWidth + 1 && !el.parentElement?.closest('.table-wrap, .visually-hidden'))
      .map((el) => `${el.tagName.toLowerCase()}.${el.className}`)
      .slice(0, 5),
  );

describe.runIf(chromiumAvailable())('English and Spanish, on a desktop window and a phone', () => {
  const { url, newPage } = browserSession();

  for (const [device, options] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const) {
    for (const locale of ['en', 'es'] as const) {
      it(`${device}, ${locale} from the browser's language: a heart played to the end, the journey, a race room, the player page`, async () => {
        const words = WORDS[locale];
        const page = await newPage({ ...options, bypassCSP: true, locale: locale === 'es' ? 'es-ES' : 'en-GB' });
        const name = `i18n-${locale}-${device}`;

        const puzzle = heart(`i18n-${locale}-${device}`);
        await page.goto(`${url()}/play/${puzzle.id}`);
        await page.locator('[data-board="same"] .same-shape').waitFor({ timeout: 60_000 });
        expect(await page.evaluate(() => document.documentElement.lang)).toBe(locale);
        expect(await text(page, '.run-bar')).toContain(words.bar);
        for (const move of puzzle.solution as Move[]) {
          if (device === 'phone') await cell(page, move.x, move.y).tap();
          else await cell(page, move.x, move.y).click();
        }
        await page.locator('[data-finished="solved"]').waitFor({ timeout: 30_000 });
        expect(await text(page, '.finished h2')).toBe(words.cleared);
        // The share text counts the moves with the language's plural.
        expect(await page.locator('.share-text').inputValue()).toMatch(words.moves);
        await screenshot(page, `${name}-heart-cleared`, { fullPage: false });
        // Longer Spanish words and the language switch leave nothing serious for axe to find.
        expect(await accessibilityViolations(page)).toEqual([]);
        expect(await catalogKeysShown(page)).toEqual([]);

        await page.goto(`${url()}/journey/same`);
        await page.locator('[data-level="1"]').waitFor();
        expect(await text(page, 'h1')).toMatch(words.journey);
        expect(await text(page, '[data-level="1"]')).toContain(words.level);
        expect(await overflowing(page)).toEqual([]);
        await screenshot(page, `${name}-journey`);

        await page.goto(url());
        await page.locator('[data-race-form] [data-race-action="create"]').click();
        await page.locator('[data-race-lobby]').waitFor({ timeout: 30_000 });
        expect(await text(page, '[data-race-action="start"]')).toBe(words.lobby);
        expect(await overflowing(page)).toEqual([]);
        await screenshot(page, `${name}-race-room`);

        await page.locator('.topbar .me').click();
        await page.locator('.player h1').waitFor();
        expect(await text(page, '.player')).toContain(words.player);
        await page.locator('[data-results-chart][data-drawn]').first().waitFor();
        expect(await overflowing(page)).toEqual([]);
        expect(await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth])).toEqual([options.viewport.width, options.viewport.width]);
        await screenshot(page, `${name}-player`);
        expect(await accessibilityViolations(page)).toEqual([]);
        expect(await catalogKeysShown(page)).toEqual([]);
      }, 180_000);
    }
  }

  it('switches to Spanish from any page, keeps it for the player, and back', async () => {
    const page = await newPage({ ...DESKTOP, locale: 'en-US' });
    await page.goto(url());
    await page.locator('.home-title').waitFor();
    expect(await text(page, '.home-title')).toBe('Seeded grid puzzles against the clock');
    await page.locator('[data-language]').selectOption('es');
    // The Spanish messages are fetched on the switch.
    await expect.poll(() => text(page, '.home-title')).toBe('Puzles de cuadrícula con semilla, contra el reloj');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('es');
    // `same`'s shapes are offered once, as its presets, named in Spanish with what their board is.
    expect(await page.locator('[data-new-game="same:heart"]').innerText()).toBe('Corazón\n15×15, 3 colores');
    expect(await page.locator('[data-game="same"] select').count()).toBe(0);
    await screenshot(page, 'i18n-es-desktop-home');
    await page.locator('[data-new-game="same:heart"]').click();
    await page.locator('[data-board="same"] .same-shape').waitFor({ timeout: 60_000 });
    expect(page.url()).toContain('sheart');
    expect(await text(page, '.play-head h1 small')).toContain('corazón');
    // Kept across a reload, whatever the browser's language.
    await page.reload();
    await page.locator('[data-board="same"]').waitFor({ timeout: 60_000 });
    expect(await text(page, '.run-bar')).toContain('Movimientos');
    await page.locator('[data-language]').selectOption('en');
    expect(await text(page, '.run-bar')).toContain('Moves');
  }, 120_000);
});
