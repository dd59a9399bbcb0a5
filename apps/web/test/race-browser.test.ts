import { applyMove, expectOk, openPuzzle, progressOf, seededPuzzle, solvePuzzle, startState, type PlayState } from '@gridrace/core';
import type { Browser, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { chromiumAvailable } from './support/chromium.ts';
import { cell, screenshot } from './support/pages.ts';
import { browserSession } from './support/session.ts';

type Move = { x: number; y: number };

/** A fixed seed, so the board, its solution and every click are the same on every run. */
const SEED = 'race-browser';
const puzzle = solvePuzzle(expectOk(seededPuzzle('fifteen', { size: 3 }, SEED)));
const moves = puzzle.solution as readonly Move[];

/**
 * How many moves into the solution a racer's progress first shows above 0 (the bars must
 * move), and the percent the server then reports: seeing it means the server has those moves.
 */
function movesUntilProgress(): { k: number; percent: number } {
  let state: PlayState = startState(puzzle);
  for (const [i, move] of moves.entries()) {
    state = expectOk(applyMove(puzzle, state, move));
    const progress = progressOf(puzzle, state);
    if (progress > 0 && i + 1 < moves.length - 1) return { k: i + 1, percent: Math.round(progress * 100) };
  }
  throw new Error('the solution never shows progress before its last move');
}

/** The tiles as the board shows them, cell by cell: what a reload must give back. */
const tiles = (page: Page) =>
  page.locator('[data-board] [data-x]').evaluateAll((cells) => cells.map((c) => `${c.getAttribute('data-x')},${c.getAttribute('data-y')}:${c.textContent ?? ''}`).sort());

const progressOfRacer = (page: Page, id: string) => page.locator(`[data-racer="${id}"]`).getAttribute('data-progress').then(Number);
/**
 * Whole seconds left of the race, from the one countdown the page shows (on the server's time):
 * a racer still playing has it in the run bar, anyone else the room's own.
 */
async function raceSecondsLeft(page: Page): Promise<number> {
  const room = page.locator('[data-race-time-left]');
  if ((await room.count()) > 0) return Number(await room.getAttribute('data-race-time-left'));
  const [minutes, seconds] = ((await page.locator('[data-clock]').textContent()) ?? '').split(':').map(Number);
  return Math.ceil((minutes ?? 0) * 60 + (seconds ?? 0));
}
/** Seconds left as two pages show them, read back to back: two clocks on one server's time agree. */
async function raceClocksApart(one: Page, other: Page): Promise<number> {
  const [left, right] = await Promise.all([raceSecondsLeft(one), raceSecondsLeft(other)]);
  return Math.abs(left - right);
}

/** The home page's race form, filled in for a fifteen 3x3 race on SEED; the caller creates it. */
async function fillRaceForm(page: Page, home: string) {
  await page.goto(home);
  const form = page.locator('[data-race-form]');
  await form.locator('select[name="game"]').selectOption('fifteen');
  await form.locator('select[name="board"]').selectOption('seed');
  await form.locator('select[name="preset"]').selectOption('3x3');
  await form.locator('input[name="seed"]').fill(SEED);
  return form;
}

async function play(page: Page, from: number, to: number): Promise<void> {
  for (const move of moves.slice(from, to)) await cell(page, move.x, move.y).click();
  // The last racer's solving move ends the race: the board makes way for the results at once.
  if (to < moves.length) await expect.poll(() => page.locator('[data-moves]').textContent()).toBe(String(to));
}

describe.runIf(chromiumAvailable())('a race between two browsers on the real server', () => {
  const session = browserSession();
  const server = {
    get url(): string {
      return session.url();
    },
  };
  let a: Page;
  let b: Page;
  let link = '';
  let code = '';
  let idA = '';
  let idB = '';

  const newPage = (options: Parameters<Browser['newContext']>[0] = { viewport: { width: 1000, height: 860 } }): Promise<Page> => session.newPage(options);

  beforeAll(async () => {
    a = await newPage();
    b = await newPage();
  });

  it('A creates a fifteen 3x3 race on a chosen seed from the home page and lands in its lobby', async () => {
    const form = await fillRaceForm(a, server.url);
    await screenshot(a, 'race-home-form');
    await form.locator('[data-race-action="create"]').click();
    await a.locator('[data-race-lobby]').waitFor({ timeout: 30_000 });
    expect(a.url()).toMatch(/\/race\/[2-9A-HJKMNP-Z]{6}$/);
    code = (await a.locator('[data-race-code]').textContent()) ?? '';
    link = await a.locator('[data-race-link]').inputValue();
    expect(link).toBe(`${server.url}/race/${code}`);
    // The lobby names the game and its board's size, never the puzzle: that comes at Go (docs/fair-play.md).
    expect(await a.locator('[data-race-puzzle]').count()).toBe(0);
    expect(await a.locator('[data-race-board]').textContent()).toBe('3×3');
    expect(await a.content()).not.toContain(puzzle.id);
    // The creator hosts: the Start button is theirs.
    expect(await a.locator('[data-racers] li.own .tag-host').count()).toBe(1);
    expect(await a.locator('[data-race-action="start"]').isVisible()).toBe(true);
    idA = (await a.locator('[data-racers] li.own').getAttribute('data-member')) ?? '';
    // The copy button puts the invite link on the clipboard.
    await a.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url });
    await a.locator('[data-race-action="copy"]').click();
    await expect.poll(() => a.locator('[data-race-action="copy"]').textContent()).toBe('Copied!');
    expect(await a.evaluate(() => navigator.clipboard.readText())).toBe(link);
  });

  it('B opens the invite link, watching at first, and chooses to race: both see both racers, and B waits for the host', async () => {
    await b.goto(link);
    await b.locator('[data-race-lobby]').waitFor({ timeout: 30_000 });
    // Following a link puts nobody in a race: B watches until choosing otherwise.
    await b.locator('[data-race-watching]').waitFor();
    await expect.poll(() => a.locator('[data-spectators] li').count()).toBe(1);
    expect(await a.locator('[data-racers] li').count()).toBe(1);
    await screenshot(b, 'race-lobby-guest-watching');
    await b.locator('[data-race-action="race"]').click();
    await expect.poll(() => a.locator('[data-racers] li').count()).toBe(2);
    expect(await b.locator('[data-race-watching]').count()).toBe(0);
    expect(await a.locator('[data-spectators]').count()).toBe(0);
    expect(await b.locator('[data-racers] li').count()).toBe(2);
    expect(await b.locator('[data-race-action="start"]').count()).toBe(0);
    expect(await b.locator('[data-race-waiting]').textContent()).toContain('to start');
    idB = (await b.locator('[data-racers] li.own').getAttribute('data-member')) ?? '';
    expect(await b.title()).toBe(`In the lobby · race ${code} · Gridrace`);
    expect(idB).not.toBe(idA);
    const nameB = (await b.locator('a.me').textContent()) ?? '';
    expect(await b.locator('.race-you strong').textContent()).toBe(nameB);
    await screenshot(a, 'race-lobby-host');
    await screenshot(b, 'race-lobby-guest');
  });

  it("A starts: both see the 3-2-1 countdown, then their own board and everyone's progress", async () => {
    await a.locator('[data-race-action="start"]').click();
    for (const page of [a, b]) {
      await page.locator('[data-countdown]').waitFor({ timeout: 10_000 });
      expect(await page.locator('[data-countdown]').getAttribute('data-countdown')).toMatch(/^[123]$/);
    }
    await screenshot(b, 'race-countdown');
    for (const page of [a, b]) {
      await page.locator('[data-board="fifteen"]').waitFor({ timeout: 20_000 });
      expect(await page.locator('[data-progress-list] [data-racer]').count()).toBe(2);
      // The race's 10 minutes count down on the server's clock.
      expect(await page.locator('.run-bar dt').first().textContent()).toBe('Time left');
      expect(await page.locator('[data-clock]').textContent()).toMatch(/^9:5\d\.\d$/);
    }
    expect(await a.locator('[data-race-puzzle]').textContent()).toBe(puzzle.id);
  });

  it("each sees the other's progress move; B reloads mid-race and carries on from the same board", async () => {
    const { k, percent } = movesUntilProgress();
    await play(a, 0, k);
    await expect.poll(() => progressOfRacer(b, idA), { timeout: 10_000 }).toBe(percent);
    await play(b, 0, k);
    await expect.poll(() => progressOfRacer(a, idB), { timeout: 10_000 }).toBe(percent);
    // Reloading only once the server has every move: its `race:state` shows B's progress after them.
    await expect.poll(() => progressOfRacer(b, idB), { timeout: 10_000 }).toBe(percent);
    await screenshot(a, 'race-running');

    const before = await tiles(b);
    await b.reload();
    await b.locator('[data-board="fifteen"]').waitFor({ timeout: 20_000 });
    expect(await b.locator('[data-moves]').textContent()).toBe(String(k));
    expect(await tiles(b)).toEqual(before);
    expect(await b.locator('[data-race-status]').getAttribute('data-race-status')).toBe('running');
    // The reloaded page knows the race's clock from its first state, on the server's time.
    expect(await raceSecondsLeft(b)).toBeGreaterThan(500);
    expect(await raceClocksApart(a, b)).toBeLessThanOrEqual(1);

    // The network drops and comes back: Socket.IO reconnects, the room is joined again, and B plays on.
    // Meanwhile A sees B away (the server noticed the drop), and no longer once B is back.
    const bAway = a.locator(`[data-racer="${idB}"] [data-away]`);
    await b.context().setOffline(true);
    await b.locator('.notice', { hasText: 'Reconnecting' }).first().waitFor({ timeout: 60_000 });
    await bAway.waitFor({ timeout: 60_000 });
    await screenshot(a, 'race-other-away');
    await b.context().setOffline(false);
    await expect.poll(() => b.locator('.notice', { hasText: 'Reconnecting' }).count(), { timeout: 30_000 }).toBe(0);
    await expect.poll(() => bAway.count(), { timeout: 30_000 }).toBe(0);

    // A finishes first; B sees A's bar full with a time, then finishes too.
    await play(a, k, moves.length);
    await a.locator('[data-run-over="solved"]').waitFor();
    await expect.poll(() => progressOfRacer(b, idA), { timeout: 10_000 }).toBe(100);
    expect(await b.locator(`[data-racer="${idA}"] [data-result]`).textContent()).toMatch(/^1st \d+:\d\d\.\d$/);
    await screenshot(b, 'race-running-other-done');
    await play(b, k, moves.length);
  });

  it('both see the results in the same order, with times and replays', async () => {
    for (const page of [a, b]) await page.locator('[data-race-results]').waitFor({ timeout: 20_000 });
    const order = (page: Page) => page.locator('[data-result-row]').evaluateAll((rows) => rows.map((r) => [r.getAttribute('data-result-row'), r.getAttribute('data-rank')]));
    expect(await order(a)).toEqual([
      [idA, '1'],
      [idB, '2'],
    ]);
    expect(await order(b)).toEqual(await order(a));
    expect(await a.locator('[data-race-results] h2').textContent()).toBe('You won!');
    expect(await b.locator('[data-race-results] h2').textContent()).toBe('You came 2nd of 2');
    expect(await b.locator('[data-race-results] a[href^="/replay/"]').count()).toBe(2);
    expect(await b.locator('[data-race-action="rematch"]').count()).toBe(0);
    await screenshot(a, 'race-results');
  });

  it('the host calls a rematch: everyone is back in the lobby on a new board', async () => {
    await a.locator('[data-race-action="rematch"]').click();
    for (const page of [a, b]) {
      await page.locator('[data-race-lobby]').waitFor({ timeout: 10_000 });
      // The new board is named at its own Go, not in the lobby.
      expect(await page.locator('[data-race-puzzle]').count()).toBe(0);
    }
  });

  it('fits a 375 px phone, in the lobby and in the race, in the dark theme too; a latecomer watches', async () => {
    const phone = await newPage({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });
    // This one types the code read out to them, in lower case, on the home page.
    await phone.goto(server.url);
    await phone.locator('.race-join input[name="code"]').fill(code.toLowerCase());
    await phone.locator('.race-join button').tap();
    await phone.locator('[data-race-lobby]').waitFor({ timeout: 30_000 });
    expect(new URL(phone.url()).pathname).toBe(`/race/${code}`);
    await phone.locator('[data-race-watching]').waitFor();
    await screenshot(phone, 'race-phone-lobby-watching');
    await phone.locator('[data-race-action="race"]').tap();
    await expect.poll(() => a.locator('[data-racers] li').count()).toBe(3);
    const overflow = () => phone.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(await overflow()).toBeLessThanOrEqual(0);
    await screenshot(phone, 'race-phone-lobby');

    await a.locator('[data-race-action="start"]').click();
    await phone.locator('[data-board="fifteen"]').waitFor({ timeout: 20_000 });
    // The rematch is on a new random board: its first move comes from its own solution.
    const rematchId = (await phone.locator('[data-race-puzzle]').textContent()) ?? '';
    expect(rematchId).not.toBe(puzzle.id);
    expect(await a.locator('[data-race-puzzle]').textContent()).toBe(rematchId);
    const first = solvePuzzle(expectOk(openPuzzle(rematchId))).solution[0] as Move;
    await cell(phone, first.x, first.y).tap();
    await expect.poll(() => phone.locator('[data-moves]').textContent()).toBe('1');
    expect(await overflow()).toBeLessThanOrEqual(0);
    await phone.locator('button.icon-button').tap();
    expect(await phone.locator('html').getAttribute('data-theme')).toBe('dark');
    await screenshot(phone, 'race-phone-running-dark');

    // Too late to race: the room is a spectator's, with the bars and no board.
    const late = await newPage();
    await late.goto(link);
    await late.locator('.race-watching').waitFor({ timeout: 20_000 });
    expect(await late.locator('[data-progress-list] [data-racer]').count()).toBe(3);
    expect(await late.locator('[data-board]').count()).toBe(0);
    // A spectator joining mid-race sees the race's clock, the same as a racer's.
    expect(await raceSecondsLeft(late)).toBeGreaterThan(500);
    expect(await raceClocksApart(a, late)).toBeLessThanOrEqual(1);
    const lateName = (await late.locator('a.me').textContent()) ?? '';
    await expect.poll(() => a.locator('.race-side [data-spectators]').textContent()).toContain(lateName);
    await screenshot(late, 'race-spectator');
  });

  it('says clearly when a code names no race, or is no code at all', async () => {
    await b.goto(`${server.url}/race/ZZZZZZ`);
    await b.locator('[data-race-error]').waitFor({ timeout: 20_000 });
    expect(await b.locator('[data-race-error] h1').textContent()).toBe('No race ZZZZZZ');
    await b.goto(`${server.url}/race/hello!`);
    await b.locator('[data-race-error]').waitFor();
    expect(await b.locator('[data-race-error] h1').textContent()).toBe('That is not a race code');
  });

  it('one who opens the link only to watch stays a spectator: no board at the start, and no stale notice once the race is over', async () => {
    await (await fillRaceForm(a, server.url)).locator('[data-race-action="create"]').click();
    await a.locator('[data-race-lobby]').waitFor({ timeout: 30_000 });
    const watchLink = await a.locator('[data-race-link]').inputValue();
    const watcher = await newPage({ viewport: { width: 1280, height: 800 } });
    await watcher.goto(watchLink);
    await watcher.locator('[data-race-watching]').waitFor({ timeout: 30_000 });
    expect(await watcher.locator('[data-race-action="race"]').isEnabled()).toBe(true);
    await expect.poll(() => a.locator('[data-spectators] li').count()).toBe(1);
    expect(await a.locator('[data-race-action="start"]').textContent()).toBe('Start alone');
    await screenshot(watcher, 'race-lobby-watching-desktop');

    await a.locator('[data-race-action="start"]').click();
    await a.locator('[data-board="fifteen"]').waitFor({ timeout: 20_000 });
    await watcher.locator('.race-watching').waitFor({ timeout: 20_000 });
    expect(await watcher.locator('[data-board]').count()).toBe(0);
    // One more comes when it is too late to race: they watch, told nothing that will go stale.
    const late = await newPage({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    await late.goto(watchLink);
    await late.locator('.race-watching').waitFor({ timeout: 20_000 });
    for (const move of moves) await cell(a, move.x, move.y).click();
    for (const page of [watcher, late]) {
      await page.locator('[data-race-results]').waitFor({ timeout: 20_000 });
      expect(await page.locator('[data-race-notice]').count()).toBe(0);
    }
    await screenshot(late, 'race-phone-spectator-results');
  });

  it('a walls race alone: the clock counts down the chosen limit, the layout is submitted, the result is its path', async () => {
    const walls = solvePuzzle(expectOk(seededPuzzle('walls', { preset: 'simple' }, SEED)));
    await a.goto(server.url);
    // From the walls card: the race card takes its game.
    await a.locator('[data-race-game="walls"]').click();
    const form = a.locator('[data-race-form]');
    expect(await form.locator('select[name="game"]').inputValue()).toBe('walls');
    await form.locator('select[name="board"]').selectOption('seed');
    await form.locator('input[name="seed"]').fill(SEED);
    await form.locator('select[name="minutes"]').selectOption('2');
    await form.locator('[data-race-action="create"]').click();
    await a.locator('[data-race-lobby]').waitFor({ timeout: 30_000 });
    expect(await a.locator('[data-race-puzzle]').count()).toBe(0);
    expect(await a.locator('.race-rules').textContent()).toContain('2 min');
    await a.locator('[data-race-action="start"]').click();
    await a.locator('[data-board="walls"]').waitFor({ timeout: 30_000 });
    expect(await a.locator('[data-race-puzzle]').textContent()).toBe(walls.id);
    expect(await a.locator('.run-bar dt').first().textContent()).toBe('Time left');
    expect(await a.locator('[data-clock]').textContent()).toMatch(/^1:5\d\.\d$/);
    for (const move of walls.solution as readonly Move[]) await cell(a, move.x, move.y).click();
    await expect.poll(() => a.locator('[data-score]').textContent()).toBe(String(walls.par));
    await screenshot(a, 'race-walls-running');
    await a.locator('[data-action="finish"]').click();
    await a.locator('[data-race-results]').waitFor({ timeout: 20_000 });
    // The path, and when it was first that long (what breaks a tie).
    expect(await a.locator('[data-race-results] [data-result]').first().textContent()).toMatch(new RegExp(`^path ${walls.par} at \\d+:\\d\\d\\.\\d$`));
    expect(await a.locator('[data-race-results] h2').textContent()).toBe('Finished!');
    await screenshot(a, 'race-walls-results');
  });
});
