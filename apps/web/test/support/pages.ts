import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';

/** Screenshots for people to look at (git-ignored). */
export const SCREENSHOTS = fileURLToPath(new URL('../../../../test-results/screenshots/', import.meta.url));
mkdirSync(SCREENSHOTS, { recursive: true });

export async function screenshot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: `${SCREENSHOTS}${name}.png`, fullPage: true });
}

/** A cell of the board by the views' DOM contract. */
export const cell = (page: Page, x: number, y: number) => page.locator(`[data-board] [data-x="${x}"][data-y="${y}"]`).first();

/** The id of the run on the finished screen, from its replay link. */
export async function finishedRunId(page: Page): Promise<string> {
  const href = await page.locator('[data-finished] a[href^="/replay/"]').getAttribute('href');
  if (!href) throw new Error('no replay link on the finished screen');
  return decodeURIComponent(href.replace('/replay/', ''));
}

/** Waits until every move sent has been confirmed (no refusals shown, moves counter settled). */
export async function movesShown(page: Page): Promise<number> {
  return Number(await page.locator('[data-moves]').textContent());
}
