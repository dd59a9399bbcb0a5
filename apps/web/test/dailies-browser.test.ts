import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumAvailable, launchChromium } from './support/chromium.ts';
import { screenshot } from './support/pages.ts';
import { buildWebApp, startServer, type RunningServer } from './support/server.ts';

/** A first day of dailies a month from now (UTC): a deployment that opens its dailies later. */
const FIRST_DAY = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);

describe.runIf(chromiumAvailable())('a server whose dailies have not started yet', () => {
  let server: RunningServer;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    buildWebApp();
    server = await startServer({ env: { DAILIES_SINCE: FIRST_DAY } });
    browser = await launchChromium();
    page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  }, 300_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it("offers no link to a daily: the home page says when they start, in the player's language", async () => {
    await page.goto(server.url);
    const note = page.locator('[data-no-dailies]');
    await note.waitFor({ timeout: 60_000 });
    const day = (locale: string) => new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${FIRST_DAY}T00:00:00Z`));
    expect(await note.textContent()).toContain(`start on ${day('en')}`);
    // The game cards are there, without their daily links; the race form offers no daily board.
    expect(await page.locator('.card[data-game]').count()).toBe(4);
    expect(await page.locator('a[href^="/daily/"], a[href^="/leaderboard/daily/"]').count()).toBe(0);
    expect(await page.locator('[data-race-form] select[name="board"] option').evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value))).toEqual([
      'random',
      'seed',
    ]);
    await screenshot(page, 'dailies-not-yet');
    await page.selectOption('header select', 'es');
    await page.waitForFunction((text) => document.querySelector('[data-no-dailies]')?.textContent?.includes(text), `empiezan el ${day('es')}`);
  });
});
