import type { Page } from 'playwright-core';
import { io, type Socket } from 'socket.io-client';
import { afterAll, describe, expect, it } from 'vitest';
import { chromiumAvailable } from './support/chromium.ts';
import { screenshot } from './support/pages.ts';
import { browserSession, DESKTOP, PHONE } from './support/session.ts';
/** As long as a name may be (32 characters), and no word to break it at for the first 16. */
const LONG_NAME = 'Quintessentially Quick Quokka 32';

const SCREENS = [
  { screen: 'desktop', options: DESKTOP },
  { screen: 'phone', options: PHONE },
] as const;

describe.runIf(chromiumAvailable())('the race screens, with a rival of a long name', () => {
  const { url, newPage } = browserSession();
  const sockets: Socket[] = [];
  afterAll(() => {
    for (const socket of sockets) socket.close();
  });

  /** A racer played by the test itself over Socket.IO: only its name matters here. */
  async function rival(code: string): Promise<string> {
    const created = (await (
      await fetch(`${url()}/api/v1/players`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ name: LONG_NAME }) })
    ).json()) as {
      player: { id: string };
      token: string;
    };
    const socket = io(url(), { auth: { token: created.token }, transports: ['websocket'] });
    sockets.push(socket);
    const joined = (await socket.timeout(10_000).emitWithAck('race:join', { code, as: 'racer' })) as { ok: boolean };
    expect(joined.ok).toBe(true);
    return created.player.id;
  }

  /** The countdowns on show: the run bar's "Time left" and the room's own. */
  const countdowns = async (page: Page) => (await page.locator('.run-bar dt', { hasText: 'Time left' }).count()) + (await page.locator('[data-race-time-left]').count());

  it.each(SCREENS)('$screen: one countdown at a time, and every name in full, in the lobby and racing', async ({ screen, options }) => {
    const page = await newPage(options);
    await page.goto(url());
    const form = page.locator('[data-race-form]');
    await form.locator('select[name="game"]').selectOption('fifteen');
    await form.locator('select[name="board"]').selectOption('seed');
    await form.locator('select[name="preset"]').selectOption('3x3');
    await form.locator('input[name="seed"]').fill(`screens-${screen}`);
    await form.locator('[data-race-action="create"]').click();
    await page.locator('[data-race-lobby]').waitFor({ timeout: 30_000 });
    const code = (await page.locator('[data-race-code]').textContent()) ?? '';
    const rivalId = await rival(code);
    await expect.poll(() => page.locator('[data-racers] li').count()).toBe(2);
    // The lobby shows every name whole too.
    const inLobby = page.locator(`[data-member="${rivalId}"] .member-name`);
    expect(await inLobby.getAttribute('title')).toBe(LONG_NAME);
    expect(await inLobby.evaluate((el) => el.scrollWidth <= el.clientWidth && el.scrollHeight <= el.clientHeight)).toBe(true);
    await screenshot(page, `screens-race-lobby-${screen}`, { fullPage: false });

    await page.locator('[data-race-action="start"]').click();
    await page.locator('[data-board="fifteen"]').waitFor({ timeout: 20_000 });
    // Racing: the run bar counts the race's time down, and nothing else does.
    expect(await page.locator('.run-bar dt').first().textContent()).toBe('Time left');
    expect(await countdowns(page)).toBe(1);

    const name = page.locator(`[data-racer="${rivalId}"] .progress-name`);
    expect(await name.textContent()).toBe(LONG_NAME);
    expect(await name.getAttribute('title')).toBe(LONG_NAME);
    // A guest: marked as one beside the name (drawn by the style sheet, so the text stays the name alone).
    expect(await name.locator('.guest-mark').evaluate((el) => getComputedStyle(el, '::after').content)).toBe('"guest"');
    // Shown whole: nothing of it is cut off (an ellipsis hides what overflows).
    expect(await name.evaluate((el) => el.scrollWidth <= el.clientWidth && el.scrollHeight <= el.clientHeight)).toBe(true);
    // In the window as the player sees it (a full-page shot drops the phone's touch emulation).
    await screenshot(page, `screens-race-running-${screen}`, { fullPage: false });
    await name.scrollIntoViewIfNeeded();
    await screenshot(page, `screens-race-running-${screen}-racers`, { fullPage: false });

    // Out of the race (asked first), the room's clock takes over: still one countdown.
    page.once('dialog', (dialog) => void dialog.accept());
    await page.locator('[data-action="finish"]').click();
    await page.locator('[data-run-over="gave_up"]').waitFor();
    await page.locator('[data-race-time-left]').waitFor();
    expect(await countdowns(page)).toBe(1);
    await screenshot(page, `screens-race-out-${screen}`, { fullPage: false });
  });
});
