import type { RunRecord } from '../store/store.ts';

/**
 * For ranking tests: a maker of stored runs, each a finished ranked run of one player unless
 * told otherwise, with `defaults` (the game, its status) and a fresh id prefixed by `prefix`.
 */
export function runMaker(prefix: string, defaults: Partial<RunRecord>): (over: Partial<RunRecord>) => RunRecord {
  let next = 0;
  return (over) => ({
    id: `${prefix}${next++}`,
    playerId: 'p',
    puzzleId: 'x',
    game: 'fifteen',
    status: 'solved',
    ranked: true,
    startedAt: 0,
    timeLimitMs: null,
    finishedAt: 1000,
    timeMs: 1000,
    moves: 10,
    score: 0,
    remaining: null,
    ...defaults,
    ...over,
  });
}
