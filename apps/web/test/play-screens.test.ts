import { applyMove, expectOk, openPuzzle, seededPuzzle, solvePuzzle, startState, viewState, type PlayState, type Puzzle } from '@gridrace/core';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { formatTime } from '../src/i18n/format.ts';
import { chromiumAvailable } from './support/chromium.ts';
import { cell, finishedRunId, inView, pageTop, screenshot } from './support/pages.ts';
import { browserSession, DESKTOP, PHONE, TEST_PREFS } from './support/session.ts';
import { humanPauseMs } from './support/human-pace.ts';

type Move = { x: number; y: number; turn?: 'cw' | 'ccw' };

const puzzleOf = (id: string): Puzzle => ({ ...expectOk(openPuzzle(id)), par: null, optimal: false, solution: [] });

/**
 * `same` played greedily (the first legal group from the bottom left) to its end: the moves,
 * and the first move after which the board can no longer be cleared though moves are left.
 */
function greedySame(puzzle: Puzzle): { moves: Move[]; hopeless: number; state: PlayState } {
  let state = startState(puzzle);
  const moves: Move[] = [];
  let hopeless = -1;
  const { cols, rows } = puzzle.board as { cols: number; rows: number };
  search: while (state.status === 'playing') {
    for (let y = rows - 1; y >= 0; y--) {
      for (let x = 0; x < cols; x++) {
        const next = applyMove(puzzle, state, { x, y });
        if (!next.ok) continue;
        state = next.value;
        moves.push({ x, y });
        if (hopeless < 0 && state.status === 'playing' && viewState(puzzle, state).clearable === false) hopeless = moves.length - 1;
        continue search;
      }
    }
  }
  return { moves, hopeless, state };
}

/** A seeded `same` board whose greedy play turns hopeless mid-game, then gets stuck. */
function hopelessSame(params: object): { puzzle: Puzzle } & ReturnType<typeof greedySame> {
  for (let seed = 0; seed < 50; seed++) {
    const puzzle = puzzleOf(expectOk(seededPuzzle('same', params, `screens-${seed}`)).id);
    const played = greedySame(puzzle);
    if (played.hopeless > 0 && played.hopeless < played.moves.length - 2 && played.state.status === 'stuck') return { puzzle, ...played };
  }
  throw new Error('no seed gives a board that turns hopeless mid-game');
}

describe.runIf(chromiumAvailable())('the play screens, on a desktop window and a phone', () => {
  const { url, newPage } = browserSession();

  async function open(page: Page, puzzleId: string): Promise<void> {
    await page.goto(`${url()}/play/${puzzleId}`);
    await page.locator('[data-board]').waitFor({ timeout: 60_000 });
  }

  let wallsRunId = '';

  it('walls: the end of a run, its share text and the leaderboard give one result, the best path and when it came', async () => {
    const puzzle = solvePuzzle(puzzleOf(expectOk(seededPuzzle('walls', { preset: 'simple' }, 'screens-walls')).id));
    const moves = puzzle.solution as readonly Move[];
    const par = puzzle.par as number;
    // A wall of the best layout whose removal shortens the path.
    const without = (skip: Move) => moves.filter((m) => m !== skip).reduce((state, m) => expectOk(applyMove(puzzle, state, m)), startState(puzzle));
    const loose = moves.find((m) => without(m).score < par);
    expect(loose).toBeDefined();

    const page = await newPage(DESKTOP);
    await open(page, puzzle.id);
    for (const move of moves) await cell(page, move.x, move.y).click();
    await expect.poll(() => page.locator('[data-score]').textContent()).toBe(String(par));
    // Later the player takes a wall away and ends the run on a shorter path.
    await page.waitForTimeout(1500);
    await cell(page, loose!.x, loose!.y).click();
    await expect.poll(() => page.locator('[data-score]').textContent()).not.toBe(String(par));
    await page.locator('[data-action="finish"]').click();
    await page.locator('[data-finished]').waitFor();

    const board = (await (await fetch(`${url()}/api/v1/leaderboards/${puzzle.id}`)).json()) as { entries: { timeMs: number; score: number }[] };
    const ranked = board.entries[0]!;
    expect(ranked.score).toBe(par);
    const reached = formatTime(ranked.timeMs);
    expect(await page.locator('[data-final-time]').textContent()).toBe(reached);
    expect(await page.locator('[data-final-score]').textContent()).toBe(String(par));
    // The par may come after the end (nobody waits for it): the share text names it once it has.
    await expect.poll(() => page.locator('.share-text').inputValue(), { timeout: 60_000 }).toContain(`path ${par} (par ${par}) at ${reached}`);
    // The clock says how long the run was played: well after the best path came.
    expect(await page.locator('[data-clock]').textContent()).not.toBe(reached);
    expect(await inView(page.locator('[data-finished]'))).toBe(true);
    wallsRunId = await finishedRunId(page);
    await screenshot(page, 'screens-walls-finished-desktop', { fullPage: false });
  });

  it('walls: a refused wall names its cell as a person counts, and someone else\'s replay has one speed of each kind and no "your path"', async () => {
    const puzzle = expectOk(seededPuzzle('walls', { preset: 'simple' }, 'screens-walls-refusal'));
    const page = await newPage(DESKTOP);
    await open(page, puzzle.id);
    // Every cell of the left column is a start.
    await cell(page, 0, 2).click();
    expect(await page.locator('.walls-refusal').textContent()).toBe('Column 1, row 3 is a start cell; walls go on empty cells only.');
    await screenshot(page, 'screens-walls-refusal', { fullPage: false });

    expect(wallsRunId).not.toBe('');
    await page.goto(`${url()}/replay/${wallsRunId}`);
    await page.locator('[data-replay-last]').waitFor();
    expect(await page.locator('.walls-goal').textContent()).not.toContain('your');
    // Two speeds, each saying what it speeds up (the replay's steps, the runner's walk).
    const labels = await page.locator('label:has(select)').evaluateAll((all) => all.map((l) => l.firstChild?.textContent?.trim() ?? ''));
    expect(labels.sort()).toEqual(['Replay speed', 'Runner speed']);
    await screenshot(page, 'screens-walls-replay', { fullPage: false });
  });

  it('same: the hopeless warning and "No moves left" never move the board, and the end shows in the window even when scrolled', async () => {
    const { puzzle, moves, hopeless, state } = hopelessSame({ cols: 15, rows: 25, colors: 3 });
    const page = await newPage(DESKTOP);
    await open(page, puzzle.id);
    const grid = page.locator('.same-grid');
    const top = await pageTop(grid);
    // The page is taller than the window: a player reaching the bottom rows has scrolled down.
    expect(await page.evaluate(() => document.documentElement.scrollHeight > window.innerHeight)).toBe(true);
    for (const [i, move] of moves.entries()) {
      if (i === moves.length - 1) {
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        // The move that would leave none after it is asked about first: cancelled, nothing is played and the run goes on.
        const asked: string[] = [];
        page.once('dialog', (dialog) => {
          asked.push(dialog.message());
          void dialog.dismiss();
        });
        await cell(page, move.x, move.y).click();
        const left = puzzle.rules.remaining(state.board);
        expect(asked).toEqual([
          `No move would be left after this one: the run ends on it, with ${left} blocks left, and it cannot be undone. Play it? Cancel keeps the board as it is, to try another move.`,
        ]);
        expect(await page.locator('.play').getAttribute('data-phase')).toBe('playing');
        expect(await page.locator('[data-action="undo"]').isEnabled()).toBe(true);
        page.once('dialog', (dialog) => void dialog.accept());
      }
      await cell(page, move.x, move.y).click();
      if (i === hopeless) {
        await page.locator('.same-unclearable').waitFor();
        expect(await pageTop(grid)).toBe(top);
        await screenshot(page, 'screens-same-hopeless', { fullPage: false });
      }
    }
    await page.locator('[data-finished="stuck"]').waitFor();
    expect(await page.locator('.same-stuck').textContent()).toBe('No moves left');
    expect(await pageTop(grid)).toBe(top);
    await expect.poll(() => inView(page.locator('[data-finished]'))).toBe(true);
    await screenshot(page, 'screens-same-stuck', { fullPage: false });
  });

  it('fifteen: at 1280x800 the solved picture and the end of the run are both in the window', async () => {
    const puzzle = solvePuzzle(puzzleOf(expectOk(seededPuzzle('fifteen', { size: 3 }, 'screens-fifteen')).id));
    const page = await newPage(DESKTOP, { ...TEST_PREFS, fifteenBackground: 'mandelbrot' });
    await open(page, puzzle.id);
    // At a person's pace, so that the end shown is a ranked run's, not one under review.
    for (const [i, move] of (puzzle.solution as readonly Move[]).entries()) {
      await page.waitForTimeout(humanPauseMs(i));
      await cell(page, move.x, move.y).click();
    }
    await page.locator('[data-finished="solved"]').waitFor();
    await expect.poll(() => inView(page.locator('[data-finished]'))).toBe(true);
    expect(await inView(page.locator('[data-board="fifteen"]'))).toBe(true);
    await screenshot(page, 'screens-fifteen-solved', { fullPage: false });
  });

  it('asks before giving a solo run up, as a race does', async () => {
    const puzzle = expectOk(seededPuzzle('fifteen', { size: 3 }, 'screens-give-up'));
    const page = await newPage(DESKTOP);
    await open(page, puzzle.id);
    const asked: string[] = [];
    page.once('dialog', (dialog) => {
      asked.push(dialog.message());
      void dialog.dismiss();
    });
    await page.locator('[data-action="finish"]').click();
    expect(asked).toEqual(['Give up this run? It ends here, and cannot be carried on.']);
    expect(await page.locator('.play').getAttribute('data-phase')).toBe('playing');
    page.once('dialog', (dialog) => void dialog.accept());
    await page.locator('[data-action="finish"]').click();
    await page.locator('[data-finished="gave_up"]').waitFor();
  });

  it('pipes on a touch screen: a counter-clockwise turn is one tap and one move', async () => {
    const puzzle = expectOk(seededPuzzle('pipes', { cols: 6, rows: 4 }, 'screens-touch'));
    const page = await newPage(PHONE);
    await open(page, puzzle.id);
    const tile = page.locator('[data-board] [data-kind="straight"], [data-board] [data-kind="corner"]').first();
    const angle = () => tile.locator('svg.pipes-svg').evaluate((svg) => Number(/rotate\((-?\d+)deg\)/.exec((svg as SVGElement).style.transform)?.[1]));
    const before = await angle();
    await page.locator('[data-turn="ccw"]').tap();
    expect(await page.locator('[data-turn="ccw"]').getAttribute('aria-pressed')).toBe('true');
    const box = (await tile.boundingBox())!;
    await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
    await expect.poll(() => page.locator('[data-moves]').textContent()).toBe('1');
    expect(await angle()).toBe(before - 90);
    await screenshot(page, 'screens-pipes-touch', { fullPage: false });
    // The server took it as one counter-clockwise turn.
    page.once('dialog', (dialog) => void dialog.accept());
    await page.locator('[data-action="finish"]').tap();
    const run = (await (await fetch(`${url()}/api/v1/runs/${await finishedRunId(page)}`)).json()) as { moves: number; log: { move: Move }[] };
    expect(run.moves).toBe(1);
    expect(run.log.map((entry) => entry.move.turn)).toEqual(['ccw']);
  });

  it('shows how to play every game under its board: mouse and keys on a desktop, fingers on a phone', async () => {
    const desktop = await newPage(DESKTOP);
    const phone = await newPage(PHONE);
    const boards = [
      ['fifteen', { size: 3 }, 'slide'],
      ['same', { cols: 8, rows: 8, colors: 3 }, 'group'],
      ['pipes', { cols: 6, rows: 4 }, 'turn'],
      ['walls', { preset: 'simple' }, 'wall'],
    ] as const;
    for (const [game, params, word] of boards) {
      const id = expectOk(seededPuzzle(game, params, 'screens-how-to')).id;
      for (const [page, shown, hidden] of [
        [desktop, ['.how-to-pointer', '.how-to-keys'], ['.how-to-touch']],
        [phone, ['.how-to-touch'], ['.how-to-pointer', '.how-to-keys']],
      ] as const) {
        await open(page, id);
        for (const part of shown) {
          expect(await page.locator(`[data-how-to="${game}"] ${part}`).isVisible(), `${game} ${part}`).toBe(true);
          expect((await page.locator(`[data-how-to="${game}"] ${part}`).textContent())?.toLowerCase()).toContain(part === '.how-to-keys' ? 'arrow' : word);
        }
        for (const part of hidden) expect(await page.locator(`[data-how-to="${game}"] ${part}`).isVisible(), `${game} ${part}`).toBe(false);
      }
      await screenshot(phone, `screens-how-to-${game}-phone`, { fullPage: false });
    }
    // The turn choice is for fingers: a mouse has its secondary button.
    expect(await phone.locator('[data-turn="ccw"]').count()).toBe(0); // the last board is walls
    await open(desktop, expectOk(seededPuzzle('pipes', { cols: 6, rows: 4 }, 'screens-how-to')).id);
    expect(await desktop.locator('[data-turn="ccw"]').isVisible()).toBe(false);
  });

  it('same classic on a phone: blocks big enough to tap, the counts in view, and the whole board one tap away', async () => {
    const puzzle = puzzleOf(expectOk(seededPuzzle('same', {}, 'screens-classic')).id);
    const page = await newPage(PHONE);
    await open(page, puzzle.id);
    const size = async () => (await page.locator('[data-board] .same-block').first().boundingBox())!.width;
    expect(await size()).toBeGreaterThanOrEqual(24);
    expect(await inView(page.locator('.same-counts'))).toBe(true);
    expect(await inView(page.locator('[data-same-line]'))).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await screenshot(page, 'screens-same-classic-phone-zoomed', { fullPage: false });
    // The bottom-left corner is in view, where a first group is tapped.
    const first = greedySame(puzzle).moves[0]!;
    const target = cell(page, first.x, first.y);
    expect(await inView(target)).toBe(true);
    const box = (await target.boundingBox())!;
    await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
    await expect.poll(() => page.locator('[data-moves]').textContent()).toBe('1');
    // The whole board, for a look at it, and back.
    await page.locator('[data-zoom-toggle]').tap();
    expect(await size()).toBeLessThan(20);
    expect(await page.locator('[data-board="same"]').getAttribute('data-zoomed')).toBe('false');
    await screenshot(page, 'screens-same-classic-phone-whole', { fullPage: false });
    await page.locator('[data-zoom-toggle]').tap();
    expect(await size()).toBeGreaterThanOrEqual(24);
    expect(await inView(page.locator('.same-counts'))).toBe(true);
  });

  it('pipes 20x15, the largest board, fits a 1280x800 window, tiles square', async () => {
    const puzzle = expectOk(seededPuzzle('pipes', { cols: 20, rows: 15 }, 'screens-big'));
    const page = await newPage(DESKTOP);
    // A player who has played pipes before: the first visit's open "How to play" stands above the board.
    await page.goto(url());
    await page.evaluate(() => localStorage.setItem('gridrace.help', JSON.stringify({ pipes: 'closed' })));
    await open(page, puzzle.id);
    const board = page.locator('.pipes-board');
    expect(await inView(board)).toBe(true);
    const tile = (await cell(page, 0, 0).boundingBox())!;
    expect(tile.width).toBe(tile.height);
    expect(tile.width).toBeGreaterThanOrEqual(30);
    await screenshot(page, 'screens-pipes-20x15-desktop', { fullPage: false });
    const phone = await newPage(PHONE);
    await open(phone, puzzle.id);
    expect(await phone.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await screenshot(phone, 'screens-pipes-20x15-phone', { fullPage: false });
  });
});
