import { execFile } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { readKorf100 } from '@gridrace/core/node/korf100';

const run = promisify(execFile);
const BIN = new URL('../bin/gridrace.mjs', import.meta.url).pathname;
const cacheDir = mkdtempSync(join(tmpdir(), 'gridrace-cli-test-'));

/** Runs the real command line; resolves with its exit code and output whatever the code. */
async function gridrace(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await run(process.execPath, [BIN, ...args], {
      env: { ...process.env, GRIDRACE_CACHE_DIR: cacheDir },
      maxBuffer: 64 << 20,
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const e = error as { code: number; stdout: string; stderr: string };
    return { code: e.code, stdout: e.stdout, stderr: e.stderr };
  }
}

/** With --json every command prints exactly one JSON object on one line. */
async function gridraceJson(...args: string[]): Promise<{ code: number; json: Record<string, unknown> }> {
  const { code, stdout } = await gridrace(...args, '--json');
  const lines = stdout.split('\n').filter(Boolean);
  expect(lines).toHaveLength(1);
  return { code, json: JSON.parse(lines[0]!) as Record<string, unknown> };
}

describe('gridrace new / show', () => {
  it.each([
    ['fifteen', '--size', '3'],
    ['same', '--cols', '8', '--rows', '8', '--generator', 'soluble'],
    ['pipes', '--cols', '6', '--rows', '4'],
    ['walls', '--preset', 'simple'],
  ])('%s: the same seed gives the same puzzle, and show gives it back', async (game, ...params) => {
    const first = await gridraceJson('new', game, ...params, '--seed', 'same-every-time');
    const second = await gridraceJson('new', game, ...params, '--seed', 'same-every-time');
    expect(first.code).toBe(0);
    expect(second.json).toEqual(first.json);
    expect(Object.keys(first.json)).toEqual(['id', 'game', 'params', 'board', 'par']);
    expect(first.json.game).toBe(game);
    const shown = await gridraceJson('show', String(first.json.id));
    expect(shown.json).toEqual(first.json);
  });

  it('prints a board for people without --json', async () => {
    const { code, stdout } = await gridrace('new', 'fifteen', '--size', '3', '--seed', 'text');
    expect(code).toBe(0);
    expect(stdout).toMatch(/^id: {2}fifteen\.v1\.3\.text\npar: \d+ \(optimal\)\n/);
    expect(stdout.trim().split('\n')).toHaveLength(5);
  });

  it('picks a fresh seed when none is given', async () => {
    const a = await gridraceJson('new', 'pipes');
    const b = await gridraceJson('new', 'pipes');
    expect(a.json.id).not.toBe(b.json.id);
  });

  it('makes a described puzzle from a literal board', async () => {
    const board = { size: 3, tiles: [1, 2, 3, 4, 5, 6, 7, 0, 8] };
    const { code, json } = await gridraceJson('new', 'fifteen', '--board', JSON.stringify(board));
    expect(code).toBe(0);
    expect(json).toMatchObject({ game: 'fifteen', board, par: 1 });
    expect(String(json.id)).toMatch(/^fifteen\.d\./);
  });

  it.each([
    [['show', 'fifteen.v1.4'], 'invalid_puzzle_id'],
    [['show', 'nonsense'], 'invalid_puzzle_id'],
    [['new', 'fifteen', '--size', '9'], 'invalid_params'],
    [['new', 'fifteen', '--board', '{"size":3,"tiles":[1,2,3,4,5,6,8,7,0]}'], 'invalid_board'],
    [['new', 'fifteen', '--board', '{not json'], 'invalid_json'],
    [['new', 'chess'], 'usage'],
    [['frobnicate'], 'usage'],
  ])('%j is a clear JSON error with a non-zero exit', async (args, code) => {
    const result = await gridraceJson(...args);
    expect(result.code).toBeGreaterThan(0);
    expect(result.json).toMatchObject({ error: { code } });
  });
});

describe('usage: refused by name, and one JSON line with --json', () => {
  it('no command: help for people, a JSON error for scripts', async () => {
    const text = await gridrace();
    expect(text).toMatchObject({ code: 2, stdout: expect.stringContaining('gridrace new <game>') });
    const json = await gridraceJson();
    expect(json).toMatchObject({ code: 2, json: { error: { code: 'usage', message: expect.stringContaining('no command given') } } });
    const help = await gridraceJson('help');
    expect(help).toMatchObject({ code: 0, json: { help: expect.stringContaining('gridrace play <puzzleId>') } });
  });

  it('a game that does not exist is named, and the games listed', async () => {
    const { code, json } = await gridraceJson('new', 'chess');
    expect(code).toBe(2);
    expect(json).toEqual({ error: { code: 'usage', message: '"chess" is not a game; the games are fifteen, same, pipes and walls' } });
  });

  it('a shaped same board: --shape names it in the id, and the text board leaves cells outside it blank', async () => {
    const { code, json } = await gridraceJson('new', 'same', '--shape', 'heart', '--cols', '15', '--rows', '15', '--generator', 'soluble', '--seed', 'cli');
    expect(code).toBe(0);
    expect(json).toMatchObject({ id: 'same.v1.15x15c3sheart.cli', params: { shape: 'heart', shift: false } });
    const board = (json as { board: { mask: boolean[]; cells: (number | null)[] } }).board;
    expect(board.cells.every((cell, i) => (cell !== null) === board.mask[i])).toBe(true);
    const text = await gridrace('show', 'same.v1.15x15c3sheart.cli');
    const lines = text.stdout.split('\n');
    const last = lines.filter((line) => /[A-F]/.test(line)).at(-1)!;
    // The heart's point: one block in the middle of the bottom row, blanks either side.
    expect(last.trim()).toMatch(/^[A-F]$/);
    expect(last.indexOf(last.trim())).toBe(14);
  });

  it('an unknown flag is refused by name with the flags the command takes, instead of being ignored', async () => {
    const text = await gridrace('new', 'same', '--outline', 'heart');
    expect(text.code).toBe(2);
    expect(text.stdout).toBe('');
    expect(text.stderr).toContain(
      'unknown flag --outline: `gridrace new same` takes --cols, --rows, --colors, --generator, --maxRun, --shift, --shape, --seed, --board and --json',
    );
    for (const args of [
      ['new', 'pipes', '--colour', '2'],
      ['show', 'fifteen.v1.3.a', '--moves', '[]'],
      ['solve', 'fifteen.v1.3.a', '--size', '3'],
    ]) {
      const { code, json } = await gridraceJson(...args);
      expect(code, args.join(' ')).toBe(2);
      expect(json).toMatchObject({ error: { code: 'usage', message: expect.stringContaining(`unknown flag ${args[2]}`) } });
    }
  });

  it('refuses a stray argument, a bare --seed, and params beside a literal board', async () => {
    const cases: [string[], string][] = [
      [['show', 'fifteen.v1.3.a', 'fifteen.v1.3.b'], 'unexpected argument "fifteen.v1.3.b"'],
      [['new', 'fifteen', '--seed'], '--seed needs a value'],
      [['new', 'fifteen', '--board', '{"size":3,"tiles":[1,2,3,4,5,6,7,0,8]}', '--size', '4'], '--size cannot go with --board'],
    ];
    for (const [args, message] of cases) {
      expect(await gridraceJson(...args)).toMatchObject({ code: 2, json: { error: { code: 'usage', message: expect.stringContaining(message) } } });
    }
  });
});

describe('gridrace solve / play', () => {
  it('solves, and playing the solution solves the puzzle in par moves', async () => {
    const made = await gridraceJson('new', 'fifteen', '--size', '3', '--seed', 'play-me');
    const solved = await gridraceJson('solve', String(made.json.id));
    expect(solved.json).toMatchObject({ id: made.json.id, par: made.json.par, optimal: true });
    const moves = solved.json.moves as unknown[];
    expect(moves).toHaveLength(Number(made.json.par));
    const played = await gridraceJson('play', String(made.json.id), '--moves', JSON.stringify(moves));
    expect(played.code).toBe(0);
    expect(played.json).toMatchObject({ id: made.json.id, status: 'solved', moves: made.json.par });
  });

  it('stops at the first illegal move and says which: from 0 in JSON, from 1 for people', async () => {
    // 1 2 3 / 4 5 6 / 7 . 8: sliding 7 right is fine; then (2,0) is not in the gap's row or column.
    const id = 'fifteen.d.123456708';
    const moves = JSON.stringify([
      { x: 0, y: 2 },
      { x: 2, y: 0 },
    ]);
    const played = await gridraceJson('play', id, '--moves', moves);
    expect(played.code).toBe(1);
    expect(played.json).toMatchObject({ error: { code: 'illegal_move', index: 1 } });
    const text = await gridrace('play', id, '--moves', moves);
    expect(text).toMatchObject({ code: 1, stderr: 'gridrace: move 2 is refused: Only tiles in the same row or column as the gap can slide.\n' });
  });

  it('refuses a move with an unknown key, naming it', async () => {
    const played = await gridraceJson('play', 'fifteen.d.123456708', '--moves', JSON.stringify([{ x: 0, y: 2, z: 1 }]));
    expect(played).toMatchObject({ code: 1, json: { error: { code: 'invalid_move', index: 0, message: 'Not a fifteen move: z: unknown key.' } } });
  });

  it('shows the runner path for walls and clearable for same', async () => {
    const walls = await gridraceJson('new', 'walls', '--preset', 'simple', '--seed', 'p');
    const wallsPlay = await gridraceJson('play', String(walls.json.id), '--moves', '[]');
    expect(wallsPlay.json).toMatchObject({ status: 'playing', moves: 0 });
    expect(Array.isArray(wallsPlay.json.path)).toBe(true);
    const same = await gridraceJson('new', 'same', '--cols', '6', '--rows', '6', '--seed', 'p');
    const samePlay = await gridraceJson('play', String(same.json.id), '--moves', '[]');
    expect(typeof samePlay.json.clearable).toBe('boolean');
  });
});

describe("Korf's 100, first ten, through the command line", () => {
  const instances = readKorf100()
    .slice(0, 10)
    .map(({ id, optimal, tiles }) => ({ n: id, optimal, id: `fifteen.d.${tiles.map((t) => t.toString(36)).join('')}` }));

  it.each(instances)('instance $n: solve gives the published optimal length', async ({ id, optimal }) => {
    const { code, json } = await gridraceJson('solve', id);
    expect(code).toBe(0);
    expect(json).toMatchObject({ par: optimal, optimal: true });
    expect(json.moves).toHaveLength(optimal);
    const played = await gridraceJson('play', id, '--moves', JSON.stringify(json.moves));
    expect(played.json).toMatchObject({ status: 'solved' });
  });
});
