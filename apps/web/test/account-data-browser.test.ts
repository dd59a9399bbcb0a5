import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessibilityViolations } from './support/axe.ts';
import { catalogKeysShown } from './support/catalog-keys.ts';
import { chromiumAvailable, launchChromium } from './support/chromium.ts';
import { DESKTOP, PHONE, screenshot } from './support/pages.ts';
import { seedAccount, signedInPage as signedIn } from './support/seed.ts';
import { buildWebApp, startServer, type RunningServer } from './support/server.ts';

// Issue 34: the player owns their data. The account page's "Your data" section downloads everything of
// theirs, and deletes the account once its handle is typed again; the browser then plays on as a guest.
describe.runIf(chromiumAvailable())("the account page's data section in Chromium", () => {
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

  it('downloads the export, and deletes the account only once its handle is typed', async () => {
    const account = seedAccount(server.databaseUrl, 'Dana', ['Chrome on Linux']);
    const page = await signedInPage(account.sessions[0]!);
    await page.goto(`${server.url}/account`);
    await page.locator('[data-account-data]').waitFor();
    expect(await page.locator('[data-export]').getAttribute('href')).toBe('/api/v1/account/export');
    const exported = await page.evaluate(() =>
      fetch('/api/v1/account/export').then(async (r) => ({ status: r.status, disposition: r.headers.get('content-disposition'), body: await r.json() })),
    );
    expect(exported).toMatchObject({ status: 200, body: { format: 'gridrace-account-export', player: { id: account.playerId, name: 'Dana' } } });
    expect(exported.disposition).toMatch(/^attachment; filename="gridrace-.+\.json"$/);
    await screenshot(page, 'account-data-desktop-en');
    expect(await accessibilityViolations(page)).toEqual([]);
    expect(await catalogKeysShown(page)).toEqual([]);

    const button = page.locator('[data-delete-account]');
    expect(await button.isDisabled()).toBe(true);
    await page.fill('input[name="confirm-handle"]', 'Dan');
    expect(await button.isDisabled()).toBe(true);
    await page.fill('input[name="confirm-handle"]', 'dana');
    expect(await button.isDisabled()).toBe(false);
    await button.click();
    await page.locator('[data-identity-kind="guest"]').waitFor();
    // The session is gone (its cookie cleared), and the player's page names nobody.
    expect(await page.evaluate(() => fetch('/api/v1/session').then((r) => r.status))).toBe(401);
    const profile = await (await fetch(`${server.url}/api/v1/players/${account.playerId}`)).json();
    expect(profile.player).toMatchObject({ name: 'deleted player' });
    await page.close();
  });

  it('speaks Spanish on a phone', async () => {
    const account = seedAccount(server.databaseUrl, 'Lucía', ['Chrome on Android']);
    const page = await signedInPage(account.sessions[0]!, { ...PHONE, locale: 'es-ES' });
    await page.goto(`${server.url}/account`);
    await page.locator('[data-account-data]').waitFor();
    expect(await page.locator('[data-export]').textContent()).toBe('Descargar mis datos');
    expect(await page.locator('[data-delete-account]').textContent()).toBe('Eliminar mi cuenta');
    await screenshot(page, 'account-data-phone-es');
    expect(await accessibilityViolations(page)).toEqual([]);
    expect(await catalogKeysShown(page)).toEqual([]);
    await page.close();
  });
});
