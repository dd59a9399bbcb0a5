import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Browser, Locator, Page } from 'playwright-core';

/** Screenshots for people to look at (git-ignored). */
export const SCREENSHOTS = fileURLToPath(new URL('../../../../test-results/screenshots/', import.meta.url));
mkdirSync(SCREENSHOTS, { recursive: true });

export type ContextOptions = NonNullable<Parameters<Browser['newContext']>[0]>;

/** Animations off, for speed: what the browser tests play with unless they say otherwise. */
export const TEST_PREFS = { theme: 'light', animationSpeed: 0, fifteenBackground: 'numbers', colorBlind: false };
export const DESKTOP = { viewport: { width: 1280, height: 800 } };
export const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };

/**
 * A page in a browser context of its own (a person of their own), with the app's preferences
 * stored before it loads (animations off, so clicks need not wait) and, when given, an identity
 * of a player already made (the same player on another device).
 */
export async function newPlayerPage(browser: Browser, options: ContextOptions, { prefs = TEST_PREFS as object, identity = '' } = {}): Promise<Page> {
  const context = await browser.newContext(options);
  await context.addInitScript(
    ([stored, player]) => {
      if (!localStorage.getItem('gridrace.prefs')) localStorage.setItem('gridrace.prefs', stored);
      if (player && !localStorage.getItem('gridrace.player')) localStorage.setItem('gridrace.player', player);
    },
    [JSON.stringify(prefs), identity] as const,
  );
  const page = await context.newPage();
  page.on('pageerror', (error) => console.error('page error:', error));
  return page;
}

/** The whole page by default; `fullPage: false` shows what is in the window, the fold included. */
export async function screenshot(page: Page, name: string, { fullPage = true } = {}): Promise<void> {
  await page.screenshot({ path: `${SCREENSHOTS}${name}.png`, fullPage });
}

/** Where an element is on the page (not in the window): what moves when something is inserted above it. */
export const pageTop = (locator: Locator): Promise<number> => locator.evaluate((el) => el.getBoundingClientRect().top + window.scrollY);

/** Whether an element is wholly in the window, below the sticky top bar. */
export const inView = (locator: Locator): Promise<boolean> =>
  locator.evaluate((el) => {
    const box = el.getBoundingClientRect();
    const bar = document.querySelector('.topbar')?.getBoundingClientRect().bottom ?? 0;
    return box.top >= bar - 1 && box.bottom <= window.innerHeight + 1 && box.left >= -1 && box.right <= window.innerWidth + 1;
  });

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

/**
 * Each screen in each language, for the tests that read the page's words: a desktop window and
 * a phone, in English and Spanish (chosen from the browser's language); `bypassCSP` so that
 * axe-core can be put into the page.
 */
export const SCREENS_IN_LANGUAGES = (['desktop', 'phone'] as const).flatMap((device) =>
  (['en', 'es'] as const).map((locale) => ({
    device,
    locale,
    options: { ...(device === 'desktop' ? DESKTOP : PHONE), bypassCSP: true, locale: locale === 'es' ? 'es-ES' : 'en-GB' },
  })),
);

/**
 * Holds back the server's answers about puzzles (which wait for par), as a slow solve on the
 * server would: the par stays pending until the returned function lets them through.
 */
export async function holdPuzzleAnswers(page: Page): Promise<() => void> {
  let release = () => undefined as void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/v1/puzzles/**', async (route) => {
    await held;
    await route.continue();
  });
  return release;
}
