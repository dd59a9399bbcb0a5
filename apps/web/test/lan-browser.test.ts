import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumAvailable, launchChromium } from './support/chromium.ts';
import { lanHostForTests } from './support/network.ts';
import { screenshot } from './support/pages.ts';
import { buildWebApp, startServer, type RunningServer } from './support/server.ts';

const DESKTOP: BrowserContextOptions = { viewport: { width: 1280, height: 800 } };
const PHONE: BrowserContextOptions = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };

const lan = chromiumAvailable() ? lanHostForTests() : null;

/** A page is ready once what it shows has come: the dailies on the home page, the operations on the docs. */
const READY: Readonly<Record<string, (page: Page) => Promise<void>>> = {
  '/': (page) => expect.poll(() => page.locator('[data-daily]').count(), { timeout: 90_000 }).toBe(4),
  '/docs': (page) => expect.poll(() => page.locator('.opblock').count(), { timeout: 30_000 }).toBeGreaterThan(5),
};

interface Visit {
  readonly page: Page;
  /** Console errors, page errors, failed requests and error responses, in order. */
  readonly problems: string[];
  readonly requested: string[];
}

describe.runIf(lan !== null)('the page over plain http from an address other than localhost (a phone on the LAN)', () => {
  let server: RunningServer;
  let browser: Browser;
  let lanUrl = '';

  beforeAll(async () => {
    buildWebApp();
    // Every address, as `npm start` listens by default (HOST 0.0.0.0).
    server = await startServer({ host: lan?.startsWith('[') ? '::' : '0.0.0.0' });
    lanUrl = `http://${lan}:${server.port}`;
    browser = await launchChromium();
  }, 300_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  async function visit(url: string, options: BrowserContextOptions = DESKTOP): Promise<Visit> {
    const context = await browser.newContext(options);
    const page = await context.newPage();
    const problems: string[] = [];
    const requested: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(`console error: ${message.text()}`);
    });
    page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
    page.on('request', (request) => requested.push(request.url()));
    page.on('requestfailed', (request) => problems.push(`request failed: ${request.url()} (${request.failure()?.errorText})`));
    page.on('response', (response) => {
      if (response.status() >= 400) problems.push(`${response.status()}: ${response.url()}`);
    });
    await page.goto(url);
    return { page, problems, requested };
  }

  /** Waits for the page to be ready and its late requests (icons, the socket) to settle. */
  async function settled({ page }: Visit, path: string): Promise<void> {
    await READY[path]!(page);
    await page.waitForLoadState('networkidle');
  }

  it.each([
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const)('renders the home page with its scripts and styles over http (%s)', async (name, options) => {
    const visit0 = await visit(`${lanUrl}/`, options);
    await settled(visit0, '/');
    const { page, problems, requested } = visit0;
    // Nothing was asked for over https (upgrade-insecure-requests made every asset https:// and the page blank).
    const own = requested.filter((url) => !url.startsWith('data:'));
    expect(own.length).toBeGreaterThan(2);
    for (const url of own) expect(url.startsWith(`${lanUrl}/`)).toBe(true);
    // The stylesheet is applied (the light theme's background) and the script ran (the dailies came).
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe('rgb(247, 248, 251)');
    expect(problems).toEqual([]);
    await screenshot(page, `lan-home-${name}`);
    await page.context().close();
  });

  it.each(['/', '/docs'])('opens %s from loopback and from the LAN address without a console error', async (path) => {
    for (const base of [server.url, lanUrl]) {
      const opened = await visit(`${base}${path}`);
      await settled(opened, path);
      expect({ base, problems: opened.problems }).toEqual({ base, problems: [] });
      if (base === lanUrl) await screenshot(opened.page, `lan-${path === '/' ? 'home' : path.slice(1)}`);
      await opened.page.context().close();
    }
  });

  it('serves the icons the page links to, and /favicon.ico', async () => {
    const { page } = await visit(`${lanUrl}/`);
    const icons = await page.locator('link[rel="icon"]').evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href));
    expect(icons).toEqual([`${lanUrl}/favicon.ico`, `${lanUrl}/favicon.svg`]);
    for (const icon of icons) {
      const response = await page.request.get(icon);
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toMatch(/^image\//);
    }
    await page.context().close();
  });
});
