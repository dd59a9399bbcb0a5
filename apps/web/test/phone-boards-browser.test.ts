import { applyMove, expectOk, openPuzzle, seededPuzzle, startState, type Puzzle } from '@gridrace/core';
import type { Locator, Page } from 'playwright-core';
import { io, type Socket } from 'socket.io-client';
import { afterAll, describe, expect, it } from 'vitest';
import { chromiumAvailable } from './support/chromium.ts';
import { cell, inView, screenshot } from './support/pages.ts';
import { browserSession, DESKTOP, PHONE } from './support/session.ts';

const puzzleOf = (id: string): Puzzle => ({ ...expectOk(openPuzzle(id)), par: null, optimal: false, solution: [] });

/** The first cell, in reading order, where a move is legal (a tile that turns, a wall that leaves a path). */
function legalCell(puzzle: Puzzle, from: { x: number; y: number } = { x: 0, y: 0 }): { x: number; y: number } {
  const { cols, rows } = puzzle.board as { cols: number; rows: number };
  const state = startState(puzzle);
  const move = (x: number, y: number) => (puzzle.game === 'pipes' ? { x, y, turn: 'cw' } : { x, y });
  for (let y = from.y; y < rows; y++) {
    for (let x = y === from.y ? from.x : 0; x < cols; x++) if (applyMove(puzzle, state, move(x, y)).ok) return { x, y };
  }
  throw new Error('no legal move on the board');
}

const width = async (locator: Locator) => (await locator.boundingBox())!.width;
/** Whether a cue is drawn (shown by CSS once its side hides more board). */
const cueShown = (page: Page, side: string) => page.locator(`[data-zoom-cue="${side}"]`).evaluate((el) => getComputedStyle(el).opacity === '1');
const pageOverflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/** A finger's swipe across the board, `dx` pixels sideways, as the browser's own touch scrolling takes it. */
async function swipe(page: Page, at: Locator, dx: number): Promise<void> {
  const box = (await at.boundingBox())!;
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
  for (let step = 1; step <= 10; step++) await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: x + (dx * step) / 10, y }] });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

describe.runIf(chromiumAvailable())('boards and races on a phone: cells a finger can play, what ranks in view', () => {
  const { url, newPage } = browserSession();
  const sockets: Socket[] = [];
  afterAll(() => {
    for (const socket of sockets) socket.close();
  });

  async function open(page: Page, puzzleId: string): Promise<void> {
    await page.goto(`${url()}/play/${puzzleId}`);
    await page.locator('[data-board]').waitFor({ timeout: 60_000 });
  }

  /** The zoomed board's box scrolls sideways, with its cue on the side that hides more board, and the page itself does not. */
  async function expectScrollableWithCue(page: Page): Promise<void> {
    const view = page.locator('[data-zoom-view]');
    const sizes = await view.evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth, page: document.documentElement.scrollWidth }));
    expect(sizes.scroll, JSON.stringify(sizes)).toBeGreaterThan(sizes.client + 32);
    expect(await pageOverflow(page)).toBeLessThanOrEqual(0);
    await expect.poll(() => cueShown(page, 'right')).toBe(true);
    expect(await cueShown(page, 'left')).toBe(false);
    await view.evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
    await expect.poll(() => cueShown(page, 'left')).toBe(true);
    expect(await cueShown(page, 'right')).toBe(false);
    await view.evaluate((el) => el.scrollTo({ left: 0 }));
    await expect.poll(() => cueShown(page, 'right')).toBe(true);
  }

  for (const locale of ['en', 'es'] as const) {
    it(`pipes large on a phone (${locale}): tiles a finger can turn, a box that scrolls with its cue, a swipe that scrolls and a tap that turns, the choice remembered`, async () => {
      const puzzle = puzzleOf(expectOk(seededPuzzle('pipes', { cols: 20, rows: 15 }, `phone-pipes-${locale}`)).id);
      const page = await newPage({ ...PHONE, locale: locale === 'es' ? 'es-ES' : 'en-GB' });
      await open(page, puzzle.id);
      expect(await page.locator('[data-zoom-frame]').getAttribute('data-zoom-frame')).toBe('zoomed');
      expect(await width(cell(page, 0, 0))).toBeGreaterThanOrEqual(32);
      await expectScrollableWithCue(page);
      await screenshot(page, `phone-pipes-large-zoomed-${locale}`, { fullPage: false });

      // A tap turns the tile under the finger; a swipe scrolls the board and turns nothing.
      const target = cell(page, legalCell(puzzle).x, legalCell(puzzle).y);
      // In sight in the box first: on a first visit "How to play" is open, and the box is that much shorter.
      await target.scrollIntoViewIfNeeded();
      const box = (await target.boundingBox())!;
      await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
      await expect.poll(() => page.locator('[data-moves]').textContent()).toBe('1');
      const view = page.locator('[data-zoom-view]');
      await swipe(page, view, -200);
      await expect.poll(() => view.evaluate((el) => el.scrollLeft)).toBeGreaterThan(50);
      await page.waitForTimeout(500);
      expect(await page.locator('[data-moves]').textContent()).toBe('1');

      // The whole board, chosen once, is what this player gets next time.
      await page.locator('[data-zoom-toggle]').tap();
      expect(await width(cell(page, 0, 0))).toBeLessThan(32);
      await screenshot(page, `phone-pipes-large-whole-${locale}`, { fullPage: false });
      await page.reload();
      await page.locator('[data-board]').waitFor();
      expect(await page.locator('[data-zoom-frame]').getAttribute('data-zoom-frame')).toBe('whole');
      expect(await page.locator('[data-zoom-toggle]').getAttribute('aria-pressed')).toBe('false');
      await page.locator('[data-zoom-toggle]').tap();
      expect(await width(cell(page, 0, 0))).toBeGreaterThanOrEqual(32);
    });

    it(`walls complex on a phone (${locale}): cells a finger can take, the box scrolls with its cue, no empty band above the board`, async () => {
      const puzzle = puzzleOf(expectOk(seededPuzzle('walls', { preset: 'complex' }, `phone-walls-${locale}`)).id);
      const page = await newPage({ ...PHONE, locale: locale === 'es' ? 'es-ES' : 'en-GB' });
      await open(page, puzzle.id);
      expect(await width(cell(page, 1, 0))).toBeGreaterThanOrEqual(32);
      await expectScrollableWithCue(page);
      // Nothing but the controls' own gap between them and the board (a refusal lies over the board).
      const gap = await page.evaluate(
        () => document.querySelector('.walls-grid')!.getBoundingClientRect().top - document.querySelector('.walls-controls')!.getBoundingClientRect().bottom,
      );
      expect(gap).toBeLessThan(16);
      const at = legalCell(puzzle, { x: 1, y: 0 });
      const target = cell(page, at.x, at.y);
      await target.scrollIntoViewIfNeeded();
      const box = (await target.boundingBox())!;
      await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
      await expect.poll(() => page.locator('[data-moves]').textContent()).toBe('1');
      await screenshot(page, `phone-walls-complex-zoomed-${locale}`, { fullPage: false });
    });
  }

  it('on a desktop the large boards fit whole, with no zoom to offer', async () => {
    const page = await newPage(DESKTOP);
    for (const [game, params] of [
      ['pipes', { cols: 20, rows: 15 }],
      ['walls', { preset: 'complex' }],
    ] as const) {
      await open(page, expectOk(seededPuzzle(game, params, 'desktop-whole')).id);
      expect(await width(cell(page, 1, 0))).toBeGreaterThanOrEqual(32);
      expect(await page.locator('[data-zoom-toggle]').count()).toBe(0);
      expect(await page.locator('[data-zoom-frame]').getAttribute('data-zoom-frame')).toBe('whole');
      await screenshot(page, `desktop-${game}-whole`, { fullPage: false });
    }
  });

  it('a walls leaderboard on a phone, in Spanish, a long name on it: the path, which ranks, is in view without scrolling the table', async () => {
    const puzzle = puzzleOf(expectOk(seededPuzzle('walls', { preset: 'simple' }, 'phone-walls-board')).id);
    const page = await newPage({ ...PHONE, locale: 'es-ES' });
    await open(page, puzzle.id);
    // As long as a name may be (32 characters).
    const token = await page.evaluate(() => (JSON.parse(localStorage.getItem('gridrace.player') ?? '{}') as { token: string }).token);
    const renamed = await fetch(`${url()}/api/v1/players/me`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ name: 'Quintessentially Quick Quokka 32' }),
    });
    expect(renamed.ok).toBe(true);
    const at = legalCell(puzzle, { x: 1, y: 0 });
    const box = (await cell(page, at.x, at.y).boundingBox())!;
    await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
    await expect.poll(() => page.locator('[data-moves]').textContent()).toBe('1');
    await page.locator('[data-action="finish"]').tap();
    await page.locator('[data-finished]').waitFor();
    await page.goto(`${url()}/leaderboard/${puzzle.id}`);
    await page.locator('.leaderboard tbody tr').first().waitFor();
    const headers = await page.locator('.leaderboard thead th').allTextContents();
    const path = page.locator('.leaderboard tbody tr').first().locator('td').nth(headers.indexOf('Camino'));
    expect(await path.textContent()).toMatch(/^\d+$/);
    expect(await inView(path)).toBe(true);
    await screenshot(page, 'phone-walls-leaderboard', { fullPage: false });
  });

  for (const locale of ['en', 'es'] as const) {
    it(`a same race on a phone (${locale}): who is ahead stays in view while the board is played`, async () => {
      const page = await newPage({ ...PHONE, locale: locale === 'es' ? 'es-ES' : 'en-GB' });
      await page.goto(url());
      const form = page.locator('[data-race-form]');
      await form.locator('select[name="game"]').selectOption('same');
      await form.locator('select[name="board"]').selectOption('seed');
      await form.locator('select[name="preset"]').selectOption('small');
      await form.locator('input[name="seed"]').fill(`phone-race-${locale}`);
      await form.locator('[data-race-action="create"]').click();
      await page.locator('[data-race-lobby]').waitFor({ timeout: 30_000 });
      const code = (await page.locator('[data-race-code]').textContent()) ?? '';
      const created = (await (
        await fetch(`${url()}/api/v1/players`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ name: 'Rival Racer' }) })
      ).json()) as {
        player: { id: string };
        token: string;
      };
      const socket = io(url(), { auth: { token: created.token }, transports: ['websocket'] });
      sockets.push(socket);
      expect(((await socket.timeout(10_000).emitWithAck('race:join', { code, as: 'racer' })) as { ok: boolean }).ok).toBe(true);
      await expect.poll(() => page.locator('[data-racers] li').count()).toBe(2);
      await page.locator('[data-race-action="start"]').click();
      await page.locator('[data-board="same"]').waitFor({ timeout: 30_000 });

      // The run bar keeps its five figures on one row, and the header the player's whole name.
      // The fifth, the best known score, comes with the puzzle's par: on a busy machine, later.
      await expect.poll(() => page.locator('.run-bar > div').count(), { timeout: 30_000 }).toBe(5);
      const tops = await page.locator('.run-bar > div').evaluateAll((items) => items.map((item) => Math.round(item.getBoundingClientRect().top)));
      expect(tops.length).toBe(5);
      expect(new Set(tops).size).toBe(1);
      expect(await page.locator('.me').evaluate((el) => el.scrollWidth <= el.clientWidth && el.scrollHeight <= el.clientHeight)).toBe(true);
      const standing = page.locator('[data-race-standing]');
      expect(await standing.locator(`[data-standing-racer="${created.player.id}"]`).count()).toBe(1);
      expect(await inView(standing)).toBe(true);
      await screenshot(page, `phone-same-race-${locale}`, { fullPage: false });
      // Scrolled down to the board's bottom rows, the standing is still there.
      await page.locator('[data-zoom-view]').evaluate((el) => el.scrollIntoView({ block: 'end' }));
      expect(await inView(standing)).toBe(true);
      expect(await inView(page.locator('[data-progress-list]'))).toBe(false);
      await screenshot(page, `phone-same-race-scrolled-${locale}`, { fullPage: false });

      // A desktop has everyone's progress beside the board: no second standing there.
      await page.setViewportSize(DESKTOP.viewport);
      expect(await standing.isVisible()).toBe(false);
      expect(await inView(page.locator('[data-progress-list]'))).toBe(true);
      await screenshot(page, `desktop-same-race-${locale}`, { fullPage: false });
    });
  }
});
