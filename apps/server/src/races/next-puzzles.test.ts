import { describe, expect, it } from 'vitest';
import type { PuzzleCatalog } from '../puzzles/catalog.ts';
import { NextPuzzles } from './next-puzzles.ts';
import type { Race } from './race.ts';

/** A catalog that never answers and records what it is asked. */
function recordingCatalog() {
  const opened: string[] = [];
  const hurried: string[] = [];
  const dropped: string[] = [];
  const catalog = {
    open: (id: string) => {
      opened.push(id);
      return new Promise(() => undefined);
    },
    hurry: (id: string) => hurried.push(id),
    drop: (id: string) => dropped.push(id),
  } as unknown as PuzzleCatalog;
  return { catalog, opened, hurried, dropped };
}

const race = (code: string, round: number) => ({ code, round, game: 'fifteen', params: { size: 3 } }) as unknown as Race;

describe('NextPuzzles', () => {
  it('hurries the drawn puzzle a rematch takes, and drops those of a room that closed', () => {
    const { catalog, opened, hurried, dropped } = recordingCatalog();
    const next = new NextPuzzles({ catalog });
    next.prepare(race('AAAA', 1));
    next.prepare(race('BBBB', 1));
    next.prepare(race('BBBB', 2));
    expect(next.take('AAAA', 1)).toEqual({ ok: true, puzzleId: opened[0] });
    expect(hurried).toEqual([opened[0]]);
    next.forget('BBBB');
    expect(dropped).toEqual([opened[1], opened[2]]);
    expect(next.take('BBBB', 2)).toBeUndefined();
  });

  it('drops the puzzle drawn for a round that is drawn again', () => {
    const { catalog, opened, dropped } = recordingCatalog();
    const next = new NextPuzzles({ catalog });
    next.prepare(race('CCCC', 3));
    next.prepare(race('CCCC', 3));
    expect(dropped).toEqual([opened[0]]);
    expect(next.take('CCCC', 3)).toEqual({ ok: true, puzzleId: opened[1] });
  });
});
