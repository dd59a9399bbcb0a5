import { expectOk, openPuzzle, solvePuzzle } from '@gridrace/core';
import type { Browser, CDPSession, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessibilityViolations } from './support/axe.ts';
import { chromiumAvailable, launchChromium } from './support/chromium.ts';
import { cell, DESKTOP, newPlayerPage, screenshot } from './support/pages.ts';
import { seedRuns } from './support/seed.ts';
import { buildWebApp, startServer, type RunningServer } from './support/server.ts';

type Move = { x: number; y: number; turn?: 'cw' | 'ccw' };
/** A counter-clockwise turn is three clockwise clicks. */
const clicks = (moves: readonly Move[]): Move[] => moves.flatMap((move) => (move.turn === 'ccw' ? [move, move, move].map(({ x, y }) => ({ x, y })) : [move]));

// Issue 34: a guest who has played keeps everything by signing up with a passkey, made by
// Chromium's virtual authenticator (the DevTools protocol's WebAuthn domain: a platform
// authenticator that verifies its user), then signs out and in again with it. WebAuthn wants a
// secure context and a domain: the pages are on http://localhost (not 127.0.0.1).
describe.runIf(chromiumAvailable())('passkeys in Chromium', () => {
  let server: RunningServer;
  let browser: Browser;
  let origin: string;

  beforeAll(async () => {
    buildWebApp();
    server = await startServer();
    origin = server.url.replace('127.0.0.1', 'localhost');
    browser = await launchChromium();
  }, 300_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  /** A virtual platform authenticator for the page's browser context: resident keys, user verification that passes. */
  async function withAuthenticator(page: Page): Promise<{ cdp: CDPSession; authenticatorId: string }> {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('WebAuthn.enable');
    const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
      options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true, automaticPresenceSimulation: true },
    });
    return { cdp, authenticatorId };
  }

  const session = (page: Page) => page.evaluate(() => fetch('/api/v1/session').then(async (r) => ({ status: r.status, body: r.ok ? await r.json() : null })));

  it('signs a guest up with a passkey keeping their run, rating and streak, signs out, and signs in again with it', async () => {
    // axe is put into the page under test: its context bypasses the app's Content-Security-Policy.
    const page = await newPlayerPage(browser, { ...DESKTOP, bypassCSP: true });
    const { cdp, authenticatorId } = await withAuthenticator(page);

    // The guest plays today's pipes daily: a run and a streak of one day.
    const daily = (await (await fetch(`${server.url}/api/v1/daily/pipes`)).json()) as { id: string };
    await page.goto(`${origin}/daily/pipes`);
    await page.locator('[data-board="pipes"]').waitFor({ timeout: 60_000 });
    for (const move of clicks(solvePuzzle(expectOk(openPuzzle(daily.id))).solution as readonly Move[])) await cell(page, move.x, move.y).click();
    await page.locator('[data-finished="solved"]').waitFor({ timeout: 30_000 });
    const guest = await page.evaluate(() => JSON.parse(localStorage.getItem('gridrace.player') ?? 'null') as { id: string; token: string });
    expect(guest.token).toEqual(expect.any(String));
    // And a rating, as a rated race leaves it.
    seedRuns(server.databaseUrl, {
      players: [],
      runs: [],
      ratings: [{ playerId: guest.id, game: 'pipes', rating: 1612.5, deviation: 120, volatility: 0.06, games: 3, updatedAt: Date.now() }],
    });

    // The guest's account page and own player page offer to keep the progress.
    await page.goto(`${origin}/account`);
    await page.locator('[data-identity-kind="guest"]').waitFor();
    await page.locator('[data-keep-progress] [data-create-account-link]').waitFor();
    await page.goto(`${origin}/player/${guest.id}`);
    await page.click('[data-keep-progress] [data-create-account-link]');
    await page.locator('[data-sign-up]').waitFor();
    await page.fill('input[name="handle"]', 'Passkey_Pia');
    await page.locator('[data-handle-state="free"]').waitFor();
    await screenshot(page, 'passkeys-sign-up-en');
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.click('[data-create-account]');

    // Signed up: on the player page, the same player, now the account, with the run, rating and streak.
    await page.waitForURL(`${origin}/player/${guest.id}`, { timeout: 30_000 });
    await page.locator('[data-rating-value]').first().waitFor();
    expect(await page.locator('[data-rating-value]').first().textContent()).toContain('1613');
    await page.locator('[data-streak-current]').waitFor();
    expect(await page.locator('[data-streak-current] strong').textContent()).toBe('1');
    expect(await page.locator('[data-run]').count()).toBeGreaterThanOrEqual(1);
    expect(await page.locator('.topbar .me').textContent()).toBe('Passkey_Pia');
    expect(await page.locator('[data-keep-progress]').count()).toBe(0);
    // The browser forgot the guest token (dead now) and holds no readable secret: the session is the HttpOnly cookie, and
    // the one cookie scripts see says only that there is a session to ask about.
    expect(await page.evaluate(() => [localStorage.getItem('gridrace.player'), document.cookie])).toEqual([null, 'gridrace_signed_in=1']);
    expect(await session(page)).toMatchObject({ status: 200, body: { player: { id: guest.id, name: 'Passkey_Pia' }, kind: 'account', via: 'session' } });
    expect((await fetch(`${server.url}/api/v1/players/me/runs?puzzleId=${daily.id}`, { headers: { authorization: `Bearer ${guest.token}` } })).status).toBe(401);
    const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
    expect(credentials).toHaveLength(1);
    expect(credentials[0]!.isResidentCredential).toBe(true);

    // The account page lists the passkey, named after the browser and system it was made on (headless Chromium names no browser).
    await page.goto(`${origin}/account`);
    await page.locator('[data-passkey]').waitFor();
    expect(await page.locator('[data-passkey-name]').textContent()).toMatch(/Linux$/);
    await screenshot(page, 'passkeys-account-en');
    expect(await accessibilityViolations(page)).toEqual([]);

    // Sign out: a new guest.
    await page.click('[data-sign-out]');
    await page.locator('[data-identity-kind="guest"]').waitFor();
    expect((await session(page)).status).toBe(401);

    // Sign in again with the passkey: no handle typed.
    await page.goto(`${origin}/sign-in`);
    await page.locator('[data-sign-in-passkey]').waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.click('[data-sign-in-passkey]');
    await page.waitForURL(`${origin}/account`, { timeout: 30_000 });
    await page.locator('[data-identity-kind="account"]').waitFor();
    expect(await page.locator('.topbar .me').textContent()).toBe('Passkey_Pia');
    expect(await session(page)).toMatchObject({ status: 200, body: { player: { id: guest.id } } });
    await page.locator('[data-passkey]').waitFor();
    expect(await page.locator('[data-passkey]').textContent()).not.toContain('never used');
    const after = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
    expect(after.credentials[0]!.signCount).toBeGreaterThanOrEqual(1);

    // The player page still shows it all.
    await page.goto(`${origin}/player/${guest.id}`);
    await page.locator('[data-rating-value]').first().waitFor();
    await page.locator('[data-streak-current]').waitFor();
    expect(await page.locator('[data-streak-current] strong').textContent()).toBe('1');
    await page.context().close();
  });

  it('adds, renames and refuses to remove the last passkey on the account page, in Spanish', async () => {
    const page = await newPlayerPage(browser, { ...DESKTOP, locale: 'es-ES' });
    const first = await withAuthenticator(page);
    await page.goto(`${origin}/sign-up`);
    await page.fill('input[name="handle"]', 'Lucia_Llaves');
    await page.locator('[data-handle-state="free"]').waitFor();
    expect(await page.locator('[data-create-account]').textContent()).toBe('Crear cuenta con una llave de acceso');
    await page.click('[data-create-account]');
    await page.waitForURL(/\/player\//, { timeout: 30_000 });

    await page.goto(`${origin}/account`);
    await page.locator('[data-passkey]').waitFor();
    expect(await page.locator('[data-passkeys] h2').textContent()).toBe('Llaves de acceso');
    // Another device: this authenticator goes, another one comes (the first holds this account's passkey, which the options exclude).
    await first.cdp.send('WebAuthn.removeVirtualAuthenticator', { authenticatorId: first.authenticatorId });
    await withAuthenticator(page);
    await page.fill('input[name="new-passkey-name"]', 'Llave USB');
    await page.click('[data-add-passkey]');
    await page.locator('[data-passkey]').nth(1).waitFor();
    expect(await page.locator('[data-passkey-name]').allTextContents()).toContain('Llave USB');

    await page.locator('[data-passkey]').nth(0).locator('[data-rename-passkey]').click();
    await page.fill('input[name="passkey-name"]', 'Mi portátil');
    await page.click('[data-save-passkey]');
    await page.locator('[data-passkey-name]', { hasText: 'Mi portátil' }).waitFor();

    await page.locator('[data-passkey]').nth(1).locator('[data-remove-passkey]').click();
    await page.locator('[data-passkey]').nth(1).waitFor({ state: 'detached' });
    await page.locator('[data-passkey] [data-remove-passkey]').click();
    await page.locator('[data-passkeys] [role="alert"]').waitFor();
    expect(await page.locator('[data-passkeys] [role="alert"]').textContent()).toBe(
      'Es la última forma de entrar en tu cuenta: añade una llave de acceso o vincula otro proveedor antes.',
    );
    expect(await page.locator('[data-passkey]').count()).toBe(1);
    await screenshot(page, 'passkeys-account-es');
    await page.context().close();
  });
});
