/**
 * Walls: par against the exhaustive optimum on small boards, the default-bound par against
 * a search given 30 times the work on `normal` and `complex` boards, and runner speed.
 */
import { fork } from 'node:child_process';
import { expectOk, seededPuzzle } from '../src/index.ts';
import * as wallsRules from '../src/games/walls/index.ts';
import type { Board } from '../src/games/walls/board.ts';
import { withoutWalls } from '../src/games/walls/board.ts';
import { Maze } from '../src/games/walls/maze.ts';
import { exhaustive } from '../src/games/walls/solve-exhaustive.ts';
import { bestLayout, DEFAULT_MAX_NODES } from '../src/games/walls/solve.ts';
import { fmt, row, throughput, timeEach } from './measure.ts';
import { seeds } from './seeds.ts';
import { wallsBase, type BenchPreset } from './walls-boards.ts';
import type { ReferenceJob } from './walls-reference.ts';

const PER_PRESET = 10;

export async function bench(): Promise<void> {
  smallBoards();
  const layouts = defaultBound();
  runnerSpeed(layouts.complex);
  await againstReference(layouts);
}

/** 200 seeded 7x5 boards with 2-3 walls: par (default bound) against the proven optimum. */
function smallBoards(): void {
  let equal = 0;
  const boards = seeds(200, 'walls-small').map((seed, i) => {
    const params = { cols: 7, rows: 5, walls: 2 + (i % 2), checkpoints: i % 3 === 0 ? 1 : 0, rocks: 0.1 };
    return { params, board: expectOk(seededPuzzle('walls', params, seed)).board as Board };
  });
  for (const { params, board } of boards) {
    const par = wallsRules.walls.solve!(board, params).par;
    const optimum = exhaustive(new Maze(withoutWalls(board)), board.walls, Number.MAX_SAFE_INTEGER);
    if (optimum !== null && par === optimum.layout.score) equal++;
  }
  row('walls: 7x5, 2-3 walls: par = exhaustive optimum', `${fmt((100 * equal) / boards.length)} % (${equal}/${boards.length})`, '≥ 95 %');
}

interface Scored {
  readonly preset: BenchPreset;
  readonly seed: string;
  readonly base: Board;
  readonly walls: readonly number[];
  readonly score: number;
}

/** The default-bound par on 10 `normal` and 10 `complex` boards, timed one by one. */
function defaultBound(): Record<BenchPreset, Scored[]> {
  const out: Record<BenchPreset, Scored[]> = { normal: [], complex: [] };
  for (const preset of ['normal', 'complex'] as const) {
    const timing = timeEach(seeds(PER_PRESET, `walls-${preset}`), (seed) => {
      const base = wallsBase(preset, seed);
      const { layout } = bestLayout(base, DEFAULT_MAX_NODES);
      out[preset].push({ preset, seed, base, walls: layout.walls, score: layout.score });
    });
    row(`walls: ${preset} default-bound par, median / max`, `${fmt(timing.medianMs / 1000, 2)} / ${fmt(timing.p99Ms / 1000, 2)} s`, '≤ 2 s per board');
  }
  return out;
}

/** Runner evaluations per second on complex boards carrying their par layouts (2-5 checkpoints). */
function runnerSpeed(boards: readonly Scored[]): void {
  const mazes = boards.map(({ base, walls }) => {
    const maze = new Maze(base);
    for (const p of walls) maze.setWall(p, true);
    return maze;
  });
  const rate = throughput((i) => mazes[i % mazes.length]!.score(), 2000);
  row('walls: runner path evaluations per second (complex)', fmt(rate, 0), '≥ 250,000 /s');
}

/** The default-bound par over the best score of a 30x-work search, split over both cores. */
async function againstReference(layouts: Record<BenchPreset, Scored[]>): Promise<void> {
  const all = [...layouts.normal, ...layouts.complex];
  const halves = [all.filter((_, i) => i % 2 === 0), all.filter((_, i) => i % 2 === 1)];
  const answers = await Promise.all(halves.map((half) => referenceScores(half.map(({ preset, seed }) => ({ preset, seed })))));
  const reference = new Map<Scored, number>();
  halves.forEach((half, h) => half.forEach((board, i) => reference.set(board, answers[h]![i]!)));
  for (const preset of ['normal', 'complex'] as const) {
    const ratios = layouts[preset].map((board) => board.score / Math.max(board.score, reference.get(board)!));
    const min = Math.min(...ratios);
    const mean = ratios.reduce((a, b) => a + b, 0) / ratios.length;
    const reached = ratios.filter((ratio) => ratio >= 0.98).length;
    row(`walls: ${preset} par / best of 30x work, min / mean`, `${fmt(min * 100)} / ${fmt(mean * 100)} %`, '≥ 98 %');
    row(`walls: ${preset} boards whose par reaches 98 % of it`, `${reached} / ${ratios.length}`, `${ratios.length} / ${ratios.length}`);
  }
}

function referenceScores(jobs: ReferenceJob[]): Promise<number[]> {
  return new Promise((resolve, reject) => {
    const child = fork(new URL('./walls-reference.ts', import.meta.url), { execArgv: ['--import', 'tsx'] });
    child.once('message', (scores) => resolve(scores as number[]));
    child.once('error', reject);
    child.once('exit', (code) => code !== 0 && reject(new Error(`walls reference search exited with ${code}`)));
    child.send(jobs);
  });
}
