import { ErrorCode, type Problem } from '@gridrace/protocol';
import { describe, expect, it } from 'vitest';
import type { PuzzleCatalog } from '../puzzles/catalog.ts';
import type { Asker } from '../puzzles/par-costs.ts';
import { NextPuzzles } from './next-puzzles.ts';
import type { Race } from './race.ts';

const RATE_LIMITED: Problem = { code: ErrorCode.RateLimited, message: 'Too many new puzzles; retry in 6 s.', retryAfterMs: 6000 };

/** A catalog that draws (or refuses, when `refuse` says so) and records what it is asked. */
function recordingCatalog(refuse: (asker: Asker) => boolean = () => false) {
  const opened: string[] = [];
  const charged: Asker[] = [];
  const hurried: string[] = [];
  const dropped: string[] = [];
  const catalog = {
    drawAhead: (id: string, asker: Asker) => {
      opened.push(id);
      charged.push(asker);
      return Promise.resolve(refuse(asker) ? RATE_LIMITED : null);
    },
    hurry: (id: string) => hurried.push(id),
    drop: (id: string) => dropped.push(id),
  } as unknown as PuzzleCatalog;
  return { catalog, opened, charged, hurried, dropped };
}

const race = (code: string, round: number, hostId = 'host') => ({ code, round, hostId, members: [], game: 'fifteen', params: { size: 3 } }) as unknown as Race;

describe('NextPuzzles', () => {
  it('hurries the drawn puzzle a rematch takes, and drops those of a room that closed', async () => {
    const { catalog, opened, hurried, dropped } = recordingCatalog();
    const next = new NextPuzzles({ catalog });
    next.prepare(race('AAAA', 1));
    next.prepare(race('BBBB', 1));
    next.prepare(race('BBBB', 2));
    expect(await next.take('AAAA', 1)).toEqual({ ok: true, puzzleId: opened[0] });
    expect(hurried).toEqual([opened[0]]);
    next.forget('BBBB');
    expect(dropped).toEqual([opened[1], opened[2]]);
    expect(await next.take('BBBB', 2)).toBeUndefined();
  });

  it('drops the puzzle drawn for a round that is drawn again', async () => {
    const { catalog, opened, dropped } = recordingCatalog();
    const next = new NextPuzzles({ catalog });
    next.prepare(race('CCCC', 3));
    next.prepare(race('CCCC', 3));
    expect(dropped).toEqual([opened[0]]);
    expect(await next.take('CCCC', 3)).toEqual({ ok: true, puzzleId: opened[1] });
  });

  it('charges the drawn puzzle to whoever started the round (else the host), and draws none past their limits', async () => {
    const starter: Asker = { playerId: 'host', address: '203.0.113.9' };
    const { catalog, charged } = recordingCatalog((asker) => asker.address === starter.address);
    const next = new NextPuzzles({ catalog });
    next.started('DDDD', 1, starter);
    next.prepare(race('DDDD', 1));
    // Refused: nothing was drawn ahead, the rematch draws its own (and is charged for it).
    expect(await next.take('DDDD', 1)).toBeUndefined();
    // A round started on another process: its host alone is charged.
    next.prepare(race('DDDD', 2));
    expect(charged).toEqual([starter, { playerId: 'host', address: null }]);
    expect(await next.take('DDDD', 2)).toMatchObject({ ok: true });
  });
});
