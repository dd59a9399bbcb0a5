import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchChromium } from './chromium.ts';
import { newPlayerPage, TEST_PREFS } from './pages.ts';
import { buildWebApp, startServer, type RunningServer, type ServerOptions } from './server.ts';

export { DESKTOP, PHONE, TEST_PREFS } from './pages.ts';

export interface Session {
  /** The real server's address (once the file's `beforeAll` has run). */
  readonly url: () => string;
  /** A page in a new browser context (a new player), with `prefs` stored before the app reads them. */
  newPage(options: Parameters<Browser['newContext']>[0], prefs?: object): Promise<Page>;
}

/**
 * One built web app, one real server (its environment completed by `serverOptions`) and one
 * Chromium for a test file (started before its tests, stopped after them), and fresh players'
 * pages on them.
 */
export function browserSession(serverOptions: ServerOptions = {}): Session {
  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    buildWebApp();
    server = await startServer(serverOptions);
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
      const page = await newPlayerPage(browser, options ?? {}, { prefs });
      contexts.push(page.context());
      return page;
    },
  };
}
