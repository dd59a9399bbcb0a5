import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestProvider, type TestProvider } from '../../server/test/support/oidc-provider.ts';
import { PG_URL, postgresAvailable } from '../../server/test/support/databases.ts';
import { chromiumAvailable, launchChromium } from './support/chromium.ts';
import { screenshot } from './support/pages.ts';
import { seedRuns } from './support/seed.ts';
import { buildWebApp, freePort, startServer, type RunningServer } from './support/server.ts';

/** A database of its own on the test PostgreSQL (the server process migrates it), dropped at the end. */
async function freshPostgresDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `gridrace_signin_${randomBytes(5).toString('hex')}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: PG_URL });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`create database ${name}`);
  const url = new URL(PG_URL);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`drop database if exists ${name} with (force)`) };
}

interface Who {
  readonly player: { readonly id: string; readonly name: string };
  readonly kind: string;
  readonly via: string;
}

/** Who the page's browser is by its session cookie alone (no guest token sent). */
const whoIs = (page: Page): Promise<Who | null> =>
  page.evaluate(async () => {
    const answer = await fetch('/api/v1/session');
    return answer.ok ? ((await answer.json()) as Who) : null;
  });

const databases = chromiumAvailable() ? (['sqlite', ...((await postgresAvailable()) ? ['postgres'] : [])] as const) : [];

describe.each(databases)('signing in elsewhere, in Chromium, on %s: OpenID Connect against a real provider, and a code from another device', (database) => {
  let provider: TestProvider;
  let server: RunningServer;
  let browser: Browser;
  let dropDatabase: () => Promise<void> = async () => undefined;

  beforeAll(async () => {
    buildWebApp();
    // The provider must know the redirect URI before the server starts: the server's port, chosen first.
    const port = await freePort();
    provider = await startTestProvider({ redirectUris: [`http://127.0.0.1:${port}/api/v1/auth/oidc/callback`] });
    const env: Record<string, string> = { OIDC_ISSUER: provider.issuer, OIDC_CLIENT_ID: provider.clientId, OIDC_CLIENT_SECRET: provider.clientSecret, OIDC_NAME: 'Test ID' };
    if (database === 'postgres') {
      const fresh = await freshPostgresDatabase();
      env.DATABASE_URL = fresh.url;
      dropDatabase = fresh.drop;
    }
    server = await startServer({ port, env });
    browser = await launchChromium();
  }, 300_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await provider?.stop();
    await dropDatabase();
  });

  it('signs in with the provider: its button, its login page, and back here signed in as a new account', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${server.url}/sign-in`);
    await page.getByRole('button', { name: 'Sign in with Test ID' }).click();
    // The provider's own page (oidc-provider's development login: any login and password).
    await page.waitForURL((url) => url.origin === provider.issuer, { timeout: 30_000 });
    await page.locator('input[name="login"]').fill('grace-hopper');
    await page.locator('input[name="password"]').fill('anything');
    await page.locator('button[type="submit"]').click();
    await page.waitForURL(`${server.url}/`, { timeout: 30_000 });
    const who = await whoIs(page);
    expect(who).toMatchObject({ kind: 'account', via: 'session', player: { name: 'grace-hopper' } });
    // The app shows the account, not the guest it made on arrival: that guest's token (dead now, the guest became the account) is gone.
    await expect.poll(() => page.locator('header').getByText('grace-hopper').count(), { timeout: 15_000 }).toBeGreaterThan(0);
    expect(await page.evaluate(() => localStorage.getItem('gridrace.player'))).toBeNull();

    // Again, from a new browser: the same account, not another.
    const again = await (await browser.newContext()).newPage();
    await again.goto(`${server.url}/sign-in`);
    await again.getByRole('button', { name: 'Sign in with Test ID' }).click();
    await again.waitForURL((url) => url.origin === provider.issuer, { timeout: 30_000 });
    await again.locator('input[name="login"]').fill('grace-hopper');
    await again.locator('input[name="password"]').fill('anything');
    await again.locator('button[type="submit"]').click();
    await again.waitForURL(`${server.url}/`, { timeout: 30_000 });
    expect((await whoIs(again))?.player.id).toBe(who?.player.id);
    await context.close();
  }, 120_000);

  it("signs a second browser in with the code the first one's account page shows, opened from the code's link (its QR code)", async () => {
    // The first browser, signed in by the provider.
    const first = await (await browser.newContext()).newPage();
    await first.goto(`${server.url}/sign-in/code`);
    await first.getByRole('button', { name: 'Sign in with Test ID' }).click();
    await first.waitForURL((url) => url.origin === provider.issuer, { timeout: 30_000 });
    await first.locator('input[name="login"]').fill('ada-lovelace');
    await first.locator('input[name="password"]').fill('anything');
    await first.locator('button[type="submit"]').click();
    await first.waitForURL(`${server.url}/`, { timeout: 30_000 });
    const account = (await whoIs(first))!;
    // Its account page: the provider's identity listed, and a code made with its QR code and countdown.
    await first.goto(`${server.url}/account`);
    await expect.poll(() => first.locator('[data-identity="ada-lovelace"]').textContent(), { timeout: 15_000 }).toMatch(/^Test ID: ada-lovelace/);
    await first.getByRole('button', { name: 'Make a code' }).click();
    const code = first.locator('[data-device-code]');
    await code.waitFor();
    await first.locator('.device-code-qr svg').waitFor();
    expect(await first.locator('[data-device-code-left]').textContent()).toMatch(/^Works for (5:00|4:5\d) more$/);
    await screenshot(first, `sign-in-elsewhere-account-${database}`);
    const made = { code: (await code.textContent())!.trim(), link: (await first.locator('.device-code-shown a').getAttribute('href'))! };
    expect(made.link).toBe(`${server.url}/sign-in/code?c=${made.code}`);

    const second = await (await browser.newContext()).newPage();
    await second.goto(made.link);
    await expect.poll(() => second.locator('input[name="code"]').inputValue()).toBe(made.code);
    await second.getByRole('button', { name: 'Sign in', exact: true }).click();
    await second.waitForURL(`${server.url}/`, { timeout: 30_000 });
    expect(await whoIs(second)).toMatchObject({ kind: 'account', via: 'session', player: { id: account.player.id } });
    // The same player page on both: the account's name, and a rating it holds, reached from each header's own link.
    seedRuns(server.databaseUrl, {
      players: [],
      runs: [],
      ratings: [{ playerId: account.player.id, game: 'pipes', rating: 1634.5, deviation: 110, volatility: 0.06, games: 4, updatedAt: Date.now() }],
    });
    const playerPage = async (page: Page) => {
      await page.goto(`${server.url}/`);
      await page.click('.topbar a.me');
      await page.waitForURL(`${server.url}/player/${account.player.id}`);
      await page.locator('[data-rating-game="pipes"] [data-rating-value]').waitFor();
      return { name: await page.locator('section.player h1').textContent(), rating: await page.locator('[data-rating-game="pipes"] h3').textContent() };
    };
    const firstSees = await playerPage(first);
    expect(firstSees).toEqual({ name: 'ada-lovelace', rating: expect.stringMatching(/: 163[45]/) });
    expect(await playerPage(second)).toEqual(firstSees);

    // Used once: a third browser typing it is told so, and stays out.
    const third = await (await browser.newContext()).newPage();
    await third.goto(`${server.url}/sign-in/code`);
    await third.locator('input[name="code"]').fill(made.code.toLowerCase());
    await third.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect.poll(() => third.getByRole('alert').textContent()).toMatch(/mistyped, expired .* or already used/);
    expect(await whoIs(third)).toBeNull();
  }, 120_000);
});
