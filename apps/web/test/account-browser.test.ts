import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessibilityViolations } from './support/axe.ts';
import { catalogKeysShown } from './support/catalog-keys.ts';
import { chromiumAvailable, launchChromium } from './support/chromium.ts';
import { DESKTOP, PHONE, screenshot } from './support/pages.ts';
import { seedAccount, signedInPage as signedIn } from './support/seed.ts';
import { buildWebApp, startServer, type RunningServer } from './support/server.ts';

// Issue 34: an account signed in on two browsers (sessions written through the server's store, as
// signing in leaves them). Its account page lists where it is signed in, makes and revokes tokens, and
// "sign out everywhere" on one browser ends the other's session and its socket.
describe.runIf(chromiumAvailable())('the account page in Chromium', () => {
  let server: RunningServer;
  let browser: Browser;
  let account: { playerId: string; sessions: string[] };

  const signedInPage = (secret: string, options: object = DESKTOP): Promise<Page> => signedIn(browser, server.url, secret, options);
  const whoIs = (page: Page) => page.evaluate(() => fetch('/api/v1/session').then((r) => r.status));
  const asBearer = (token: string) => fetch(`${server.url}/api/v1/session`, { headers: { authorization: `Bearer ${token}` } });

  beforeAll(async () => {
    buildWebApp();
    server = await startServer();
    browser = await launchChromium();
    account = seedAccount(server.databaseUrl, 'Grace', ['Chrome on Linux', 'Chrome on Android', 'Firefox on Linux']);
  }, 300_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('shows who this browser is, where the account is signed in, and makes a token shown once, copied, used, revoked', async () => {
    const page = await signedInPage(account.sessions[0]!);
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url });
    await page.goto(`${server.url}/account`);
    await page.locator('[data-identity-kind="account"]').waitFor();
    expect(await page.locator('.topbar .me').textContent()).toBe('Grace');
    // No token in the page's storage, and no secret scripts can read (only the companion cookie that says there is a session): the session is the HttpOnly cookie alone.
    expect(await page.evaluate(() => [localStorage.getItem('gridrace.player'), document.cookie])).toEqual([null, 'gridrace_signed_in=1']);
    await page.locator('[data-session]').nth(2).waitFor();
    expect(await page.locator('[data-session]').count()).toBe(3);
    expect(await page.locator('[data-session][data-current]').count()).toBe(1);

    await page.fill('input[name="token-name"]', 'my bot');
    await page.selectOption('select[name="token-scope"]', 'play');
    await page.click('[data-create-token]');
    const token = (await page.locator('[data-new-token]').textContent()) ?? '';
    expect(token).toMatch(/^grt_[A-Za-z0-9_-]{43}$/);
    await page.click('[data-copy-token]');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(token);
    await page.locator('[data-token]').waitFor();
    expect(await page.locator('[data-token]').textContent()).toContain('my bot');
    expect(await (await asBearer(token)).json()).toMatchObject({ player: { id: account.playerId }, via: 'token', scopes: ['read', 'play'] });
    await screenshot(page, 'account-desktop-en');
    expect(await accessibilityViolations(page)).toEqual([]);
    expect(await catalogKeysShown(page)).toEqual([]);

    await page.click('[data-revoke-token]');
    await page.locator('[data-token]').waitFor({ state: 'detached' });
    expect((await asBearer(token)).status).toBe(401);
    await page.close();
  });

  it('signs out everywhere else: the other browser’s session ends, its socket is closed, and it plays on as a guest', async () => {
    const here = await signedInPage(account.sessions[0]!);
    const there = await signedInPage(account.sessions[1]!, PHONE);
    // The other browser plays: its socket claims the session (no token anywhere in the page).
    await there.goto(`${server.url}/play/fifteen.v1.3.account`);
    await there.locator('[data-board]').waitFor();
    expect(await there.locator('.topbar .me').textContent()).toBe('Grace');
    expect(await whoIs(there)).toBe(200);

    await here.goto(`${server.url}/account`);
    await here.locator('[data-session]').first().waitFor();
    await here.click('[data-sign-out-everywhere]');
    await here.locator('[data-sessions-note]').waitFor();
    expect(await here.locator('[data-sessions-note]').textContent()).toMatch(/2 other browsers signed out/);
    // The note comes before the list is read again: wait for the list, not a count taken mid-reload.
    await expect.poll(() => here.locator('[data-session]').count(), { timeout: 10_000 }).toBe(1);
    expect(await whoIs(here)).toBe(200);

    // The server closed the other browser's socket: it found itself signed out and became a guest.
    await there.waitForFunction(() => document.querySelector('.topbar .me')?.textContent !== 'Grace', undefined, { timeout: 15_000 });
    expect(await whoIs(there)).toBe(401);
    expect(await there.evaluate(() => JSON.parse(localStorage.getItem('gridrace.player') ?? 'null')?.token)).toEqual(expect.any(String));
    await there.goto(`${server.url}/account`);
    await there.locator('[data-identity-kind="guest"]').waitFor();
    await screenshot(there, 'account-phone-en-signed-out');
    expect(await accessibilityViolations(there)).toEqual([]);

    // Signing this browser out too.
    await here.click('[data-sign-out]');
    await here.locator('[data-identity-kind="guest"]').waitFor();
    expect(await whoIs(here)).toBe(401);
    await here.close();
    await there.close();
  });

  it('speaks Spanish', async () => {
    const second = seedAccount(server.databaseUrl, 'Lucía', ['Firefox on Linux']);
    const page = await signedInPage(second.sessions[0]!, { ...DESKTOP, locale: 'es-ES' });
    await page.goto(`${server.url}/account`);
    await page.locator('[data-session]').first().waitFor();
    expect(await page.locator('h1').textContent()).toBe('Cuenta');
    expect(await page.locator('[data-sign-out-everywhere]').textContent()).toBe('Cerrar sesión en todos los demás');
    expect(await page.locator('[data-account-link]').getAttribute('aria-label')).toBe('Cuenta');
    await screenshot(page, 'account-desktop-es');
    expect(await accessibilityViolations(page)).toEqual([]);
    expect(await catalogKeysShown(page)).toEqual([]);
    await page.close();
  });
});
