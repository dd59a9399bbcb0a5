import { expectOk, openPuzzle, RULES, solvePuzzle } from '@gridrace/core';
import { describe, expect, it } from 'vitest';
import { accessibilityViolations } from './support/axe.ts';
import { chromiumAvailable } from './support/chromium.ts';
import { cell, SCREENS_IN_LANGUAGES, screenshot } from './support/pages.ts';
import { browserSession } from './support/session.ts';

type Move = { x: number; y: number };

const levels = RULES.same.journey.levels;
const count = levels.length;

/** What each language says on a journey level's page and at its end. */
const WORDS = {
  en: {
    here: (level: number) => `Journey · level ${level} of ${count}`,
    asks: 'Clear it to open level 2.',
    opened: 'Level 2 is now open.',
    next: 'Next level',
    back: 'All levels',
  },
  es: {
    here: (level: number) => `Trayecto · nivel ${level} de ${count}`,
    asks: 'Vacíalo para abrir el nivel 2.',
    opened: 'Has abierto el nivel 2.',
    next: 'Siguiente nivel',
    back: 'Todos los niveles',
  },
} as const;

describe.runIf(chromiumAvailable())('a journey level leads on: to the next level, and back to the journey', () => {
  const { url, newPage } = browserSession();

  for (const { device, locale, options } of SCREENS_IN_LANGUAGES) {
    it(`${device}, ${locale}: level 1 says where it is, is cleared, opens level 2 one click away, and leads back to the journey`, async () => {
      const words = WORDS[locale];
      const page = await newPage(options);
      const name = `journey-play-${locale}-${device}`;
      await page.goto(`${url()}/journey/same`);
      await page.locator('[data-level="1"] .journey-links a').first().click();
      await page.locator('[data-board="same"]').waitFor({ timeout: 60_000 });

      // Where the player is and what the level asks; no "New game" that would leave the journey.
      expect(await page.locator('.play-head h1 small').textContent()).toBe(words.here(1));
      expect(await page.locator('[data-journey-here="1"]').textContent()).toContain(words.asks);
      expect(await page.locator('[data-action="new"]').count()).toBe(0);
      expect(await page.locator('.actions [data-journey-back]').textContent()).toBe(words.back);
      expect(await accessibilityViolations(page)).toEqual([]);
      await screenshot(page, `${name}-start`, { fullPage: false });

      const level1 = solvePuzzle(expectOk(openPuzzle(levels[0]!.puzzleId)));
      for (const move of level1.solution as Move[]) {
        if (device === 'phone') await cell(page, move.x, move.y).tap();
        else await cell(page, move.x, move.y).click();
      }
      await page.locator('[data-finished="solved"]').waitFor({ timeout: 30_000 });
      const next = page.locator('[data-finished] [data-journey-next="2"]');
      await next.waitFor({ timeout: 30_000 });
      expect(await next.textContent()).toBe(words.next);
      expect(await page.locator('[data-journey-step="opened"]').textContent()).toBe(words.opened);
      expect(await page.locator('[data-finished] [data-journey-back]').count()).toBe(1);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      expect(await accessibilityViolations(page)).toEqual([]);
      await screenshot(page, `${name}-solved`, { fullPage: false });

      await next.click();
      await page.locator('[data-journey-here="2"]').waitFor({ timeout: 30_000 });
      expect(decodeURIComponent(new URL(page.url()).pathname)).toBe(`/play/${levels[1]!.puzzleId}`);
      await page.locator('[data-board="same"]').waitFor({ timeout: 60_000 });
      expect(await page.locator('.play-head h1 small').textContent()).toBe(words.here(2));
      await screenshot(page, `${name}-level2`, { fullPage: false });

      await page.locator('[data-journey-here] a').click();
      await page.locator('[data-journey="same"]').waitFor({ timeout: 30_000 });
      expect(new URL(page.url()).pathname).toBe('/journey/same');
      expect(await page.locator('[data-level="1"]').getAttribute('data-state')).toBe('completed');
      expect(await page.locator('[data-level="2"]').getAttribute('data-state')).toBe('open');
    }, 180_000);
  }

  it('a level whose goal is not met offers no next level: it says what is still asked, and leads back to the journey', async () => {
    const page = await newPage(SCREENS_IN_LANGUAGES[0]!.options);
    // A walls level ended as it opens: its path falls short of the goal.
    page.on('dialog', (dialog) => void dialog.accept());
    await page.goto(`${url()}/play/${RULES.walls.journey.levels[0]!.puzzleId}`);
    await page.locator('[data-action="finish"]:not([disabled])').waitFor({ timeout: 60_000 });
    await page.locator('[data-action="finish"]').click();
    await page.locator('[data-finished]').waitFor({ timeout: 30_000 });
    await page.locator('[data-journey-step="locked"]').waitFor({ timeout: 30_000 });
    expect(await page.locator('[data-journey-step]').textContent()).toBe('Reach path 8 in a ranked run to open level 2.');
    expect(await page.locator('[data-journey-next]').count()).toBe(0);
    expect(await page.locator('[data-finished] [data-journey-back]').getAttribute('href')).toBe('/journey/walls');
  }, 120_000);
});
