import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchChromium } from './chromium.ts';
import { buildWebApp, startServer, type RunningServer } from './server.ts';

/** Animations off, for speed: what the browser tests play with unless they say otherwise. */
export const TEST_PREFS = { theme: 'light', animationSpeed: 0, fifteenBackground: 'numbers', colorBlind: false };
export const DESKTOP = { viewport: { width: 1280, height: 800 } };
export const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };

export interface Session {
  /** The real server's address (once the file's `beforeAll` has run). */
  readonly url: () => string;
  /** A page in a new browser context (a new player), with `prefs` stored before the app reads them. */
  newPage(options: Parameters<Browser['newContext']>[0], prefs?: object): Promise<Page>;
}

/**
 * One built web app, one real server and one Chromium for a test file (started before its
 * tests, stopped after them), and fresh players' pages on them.
 */
export function browserSession(): Session {
  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    buildWebApp();
    server = await startServer();
    browser = await launchChromium();
  }, 300_000);

  afterAll(async () => {
    for (const context of contexts) await context.close();
    await browser?.close();
    await server?.stop();
  });

  return {
    url: () => {
      if (!server) throw new Error('the server is not started yet');
      return server.url;
    },
    async newPage(options, prefs = TEST_PREFS) {
      if (!browser) throw new Error('the browser is not started yet');
      const context = await browser.newContext(options);
      contexts.push(context);
      await context.addInitScript((stored) => {
        if (!localStorage.getItem('gridrace.prefs')) localStorage.setItem('gridrace.prefs', stored);
      }, JSON.stringify(prefs));
      const page = await context.newPage();
      page.on('pageerror', (error) => console.error('page error:', error));
      return page;
    },
  };
}
