import { expectOk, openPuzzle, RULES, seededPuzzle, solvePuzzle, type Puzzle } from '@gridrace/core';
import * as sameRules from '@gridrace/core/games/same';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { chromiumAvailable } from './support/chromium.ts';
import { cell, inView, screenshot } from './support/pages.ts';
import { browserSession, DESKTOP, PHONE } from './support/session.ts';

type Move = { x: number; y: number };

const heart = (seed: string): Puzzle => solvePuzzle(expectOk(openPuzzle(expectOk(seededPuzzle('same', sameRules.PRESETS.heart, seed)).id)));

describe.runIf(chromiumAvailable())('a heart-shaped same board and the journey page, on a desktop window and a phone', () => {
  const { url, newPage } = browserSession();

  /** Plays the generator's clearing by clicks (or taps) to the end of the run. */
  async function playToTheEnd(page: Page, puzzle: Puzzle, name: string, tap: boolean): Promise<void> {
    await page.goto(`${url()}/play/${puzzle.id}`);
    await page.locator('[data-board="same"] .same-shape').waitFor({ timeout: 60_000 });
    const board = puzzle.board as sameRules.Board;
    // The shape is drawn: its cells are covered, the corners outside it are not.
    const grid = (await page.locator('.same-grid').boundingBox())!;
    const shape = (await page.locator('.same-shape').boundingBox())!;
    expect(Math.abs(shape.width - grid.width)).toBeLessThan(2);
    expect(await page.locator('[data-board] .same-block').count()).toBe(board.mask!.filter(Boolean).length);
    expect(await cell(page, 0, 0).count()).toBe(0);
    // On a phone the heart's cells would be under a finger's width: it opens zoomed, in a box
    // that scrolls within the page (what is in view is that box, the board moving inside it).
    expect(await page.locator('[data-zoom-frame]').getAttribute('data-zoom-frame')).toBe(tap ? 'zoomed' : 'whole');
    expect(await inView(page.locator(tap ? '[data-zoom-view]' : '.same-grid'))).toBe(true);
    await screenshot(page, `${name}-start`, { fullPage: false });
    for (const [i, move] of (puzzle.solution as Move[]).entries()) {
      const target = cell(page, move.x, move.y);
      if (tap) await target.tap();
      else await target.click();
      if (i === 5) await screenshot(page, `${name}-playing`, { fullPage: false });
    }
    await page.locator('[data-finished="solved"]').waitFor({ timeout: 30_000 });
    expect(await page.locator('[data-board] .same-block').count()).toBe(0);
    await screenshot(page, `${name}-cleared`, { fullPage: false });
  }

  it('desktop (1280x800): the heart is drawn, played by clicks to a cleared board', async () => {
    await playToTheEnd(await newPage(DESKTOP), heart('browser-heart-desktop'), 'shapes-heart-desktop', false);
  });

  it('phone (390x844): the heart opens zoomed in a box within the width, and is played by taps to a cleared board', async () => {
    const page = await newPage(PHONE);
    await playToTheEnd(page, heart('browser-heart-phone'), 'shapes-heart-phone', true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  });

  it('the home page offers the shapes as new games', async () => {
    const page = await newPage(DESKTOP);
    await page.goto(url());
    for (const shape of ['heart', 'diamond', 'circle', 'cross', 'arch']) {
      await expect.poll(() => page.locator(`[data-new-game="same:${shape}"]`).count()).toBe(1);
    }
    await page.locator('[data-new-game="same:diamond"]').click();
    await page.locator('[data-board="same"] .same-shape').waitFor({ timeout: 60_000 });
    expect(page.url()).toContain('15x15c3sdiamond');
    await screenshot(page, 'shapes-diamond-desktop', { fullPage: false });
  });

  it('the journey page: reached from home, level 1 open, played, then level 2 unlocked with a star and a best time', async () => {
    for (const [options, name, tap] of [
      [DESKTOP, 'desktop', false],
      [PHONE, 'phone', true],
    ] as const) {
      const page = await newPage(options);
      await page.goto(url());
      await page.locator('[data-journey-link="same"]').click();
      await page.locator('[data-journey="same"]').waitFor({ timeout: 30_000 });
      const levels = RULES.same.journey.levels;
      expect(await page.locator('[data-level]').count()).toBe(levels.length);
      expect(await page.locator('[data-level="1"]').getAttribute('data-state')).toBe('open');
      expect(await page.locator('[data-level="2"]').getAttribute('data-state')).toBe('locked');
      await screenshot(page, `journey-same-${name}-start`, { fullPage: false });
      // Level 1, played by its known clearing.
      await page.locator('[data-level="1"] a', { hasText: 'play' }).click();
      await page.locator('[data-board="same"]').waitFor({ timeout: 30_000 });
      const level1 = solvePuzzle(expectOk(openPuzzle(levels[0]!.puzzleId)));
      for (const move of level1.solution as Move[]) {
        const target = cell(page, move.x, move.y);
        if (tap) await target.tap();
        else await target.click();
      }
      await page.locator('[data-finished="solved"]').waitFor({ timeout: 30_000 });
      await page.goto(`${url()}/journey/same`);
      await page.locator('[data-level="2"][data-state="open"]').waitFor({ timeout: 30_000 });
      expect(await page.locator('[data-level="1"]').getAttribute('data-state')).toBe('completed');
      expect(await page.locator('[data-level="1"] .journey-best').textContent()).toMatch(/best \d+:\d\d\.\d, \d+ moves/);
      expect(await page.locator('[data-level="3"]').getAttribute('data-state')).toBe('locked');
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await screenshot(page, `journey-same-${name}-after`, { fullPage: false });
    }
  }, 180_000);
});
