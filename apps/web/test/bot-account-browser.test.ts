import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessibilityViolations } from './support/axe.ts';
import { catalogKeysShown } from './support/catalog-keys.ts';
import { chromiumAvailable, launchChromium } from './support/chromium.ts';
import { DESKTOP, PHONE, screenshot } from './support/pages.ts';
import { seedAccount, signedInPage as signedIn } from './support/seed.ts';
import { buildWebApp, startServer, type RunningServer } from './support/server.ts';

// Bot accounts (docs/bots.md): the account page's switch, asked to confirm, marks the account for
// good; its player page then shows the BOT mark beside its name, drawn by the style sheet.
describe.runIf(chromiumAvailable())('marking a bot account in Chromium', () => {
  let server: RunningServer;
  let browser: Browser;
  const signedInPage = (secret: string, options: object = DESKTOP): Promise<Page> => signedIn(browser, server.url, secret, options);

  beforeAll(async () => {
    buildWebApp();
    server = await startServer();
    browser = await launchChromium();
  }, 300_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('asks to confirm, marks the account, and its name carries the BOT mark', async () => {
    const account = seedAccount(server.databaseUrl, 'tilebot', ['Chrome on Linux']);
    const page = await signedInPage(account.sessions[0]!);
    await page.goto(`${server.url}/account`);
    await page.locator('[data-bot-switch]:not([disabled])').waitFor();
    await page.click('[data-bot-switch]');
    expect(await page.locator('[data-bot-confirm]').textContent()).toBe('Yes, mark it as a bot');
    await screenshot(page, 'account-bot-confirm-en');
    // Cancelling changes nothing.
    await page.click('[data-bot-cancel]');
    expect(await page.locator('[data-bot-confirm]').count()).toBe(0);
    await page.click('[data-bot-switch]');
    await page.click('[data-bot-confirm]');
    await page.locator('[data-bot-marked]').waitFor();
    expect(await page.evaluate(() => fetch('/api/v1/session').then((r) => r.json()))).toMatchObject({ player: { bot: true } });
    expect(await accessibilityViolations(page)).toEqual([]);
    expect(await catalogKeysShown(page)).toEqual([]);

    await page.goto(`${server.url}/player/${account.playerId}`);
    const mark = page.locator('h1 [data-bot-mark]');
    await mark.waitFor();
    expect(await mark.getAttribute('data-bot-mark')).toBe('BOT');
    // The word is the style sheet's: the name's own text stays the name.
    expect(await mark.evaluate((el) => getComputedStyle(el, '::after').content)).toBe('"BOT"');
    expect(await page.locator('h1 [data-guest-mark]').count()).toBe(0);
    await screenshot(page, 'player-bot-mark-en');
    await page.close();
  });

  it('speaks Spanish, on a phone too', async () => {
    const account = seedAccount(server.databaseUrl, 'robotina', ['Firefox on Android']);
    const page = await signedInPage(account.sessions[0]!, { ...PHONE, locale: 'es-ES' });
    await page.goto(`${server.url}/account`);
    await page.locator('[data-bot-switch]:not([disabled])').waitFor();
    expect(await page.locator('[data-account-bot] h2').textContent()).toBe('Cuenta de bot');
    await page.click('[data-bot-switch]');
    expect(await page.locator('[data-bot-confirm]').textContent()).toBe('Sí, marcarla como bot');
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await screenshot(page, 'account-bot-confirm-es-phone');
    expect(await catalogKeysShown(page)).toEqual([]);
    await page.close();
  });
});
