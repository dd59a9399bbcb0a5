import { type Cell } from '@gridrace/core';
import * as sameRules from '@gridrace/core/games/same';
import { describe, expect, it } from 'vitest';
import { initialTracking, track, type Tracked } from './block-tracking.ts';

type Board = sameRules.Board;
const { groupAt } = sameRules;

/** A board from rows of digits ('.' empty), top row first. */
function board(...lines: string[]): Board {
  const cells = lines
    .join('')
    .split('')
    .map((c) => (c === '.' ? null : Number(c)));
  return { cols: lines[0]?.length ?? 0, rows: lines.length, colors: 3, cells };
}

/** Where each id sits, as "id@x,y", sorted: easy to compare. */
function places(t: Tracked): string[] {
  const out: string[] = [];
  t.ids.forEach((id, i) => {
    if (id !== null) out.push(`${id}@${i % t.board.cols},${Math.floor(i / t.board.cols)}`);
  });
  return out.sort();
}

function idAt(t: Tracked, x: number, y: number): number | null {
  return t.ids[y * t.board.cols + x] ?? null;
}

describe('initialTracking', () => {
  it('numbers the blocks row-major and skips empty cells', () => {
    const t = initialTracking(board('0.', '12'));
    expect(t.ids).toEqual([0, null, 1, 2]);
    expect(t.columnIds).toEqual([3, 4]);
    expect(t.nextId).toBe(5);
  });

  it('gives empty columns no id', () => {
    expect(initialTracking(board('.0', '.1')).columnIds).toEqual([null, 2]);
  });
});

describe('track', () => {
  it('lets a block fall with its id when the group under it goes', () => {
    const before = initialTracking(board('2.', '01', '01'));
    const after = track(before, board('..', '.1', '21'));
    // The 2 on top of column 0 fell two rows and kept its id; column 1 stayed.
    expect(idAt(after, 0, 2)).toBe(idAt(before, 0, 0));
    expect(idAt(after, 1, 2)).toBe(idAt(before, 1, 2));
  });

  it('keeps ids when an emptied column closes up', () => {
    const b = board('12', '02', '02');
    const before = initialTracking(b);
    const removed: Cell[] = groupAt(b, 0, 2);
    // Without closing up, the 1 falls to the bottom of column 0.
    const afterFall = track(before, board('.2', '.2', '12'), removed);
    expect(idAt(afterFall, 0, 2)).toBe(idAt(before, 0, 0));
    // Had column 0 emptied, column 1 moves left whole.
    const shifted = track(before, board('2.', '2.', '2.'), [...removed, { x: 0, y: 0 }]);
    expect(idAt(shifted, 0, 0)).toBe(idAt(before, 1, 0));
    expect(idAt(shifted, 0, 2)).toBe(idAt(before, 1, 2));
    // The column moved as a whole and kept its id.
    expect(shifted.columnIds).toEqual([before.columnIds[1], null]);
  });

  it('uses the clicked group to tell apart blocks of the same colour', () => {
    // Column 0 bottom up: 1 1 1 where only the bottom two were a group with (1, 2).
    const b = board('1.', '11', '11');
    const before = initialTracking(b);
    const after = track(before, board('..', '..', '1.'), [
      { x: 0, y: 1 },
      { x: 0, y: 2 },
      { x: 1, y: 1 },
      { x: 1, y: 2 },
    ]);
    expect(idAt(after, 0, 2)).toBe(idAt(before, 0, 0));
  });

  it('keeps in-place ids and numbers new blocks after an undo', () => {
    const start = board('0.', '01', '01');
    const before = initialTracking(board('..', '.1', '.1'), 10);
    const after = track(before, start);
    expect(idAt(after, 1, 1)).toBe(idAt(before, 1, 1));
    expect(places(after).length).toBe(5);
    expect(new Set(after.ids.filter((id) => id !== null)).size).toBe(5);
    // Ids 10, 11 were blocks and 12 column 1; three new blocks and a new column 0 follow.
    expect(after.columnIds).toEqual([16, 12]);
    expect(after.nextId).toBe(17);
  });

  it('starts over when the size changes', () => {
    const before = initialTracking(board('00'));
    const after = track(before, board('0', '0'));
    expect(after.ids).toEqual([4, 5]);
  });

  it('returns the same tracking for the same board', () => {
    const before = initialTracking(board('01'));
    expect(track(before, before.board)).toBe(before);
  });
});

describe('track on a shaped board', () => {
  it('keeps each block its id where it rests on its column floor, not the grid bottom', () => {
    const shaped = same(board('20', '10', '1.'), [true, true, true, true, true, false]);
    // Column 1 stands on row 1 (row 2 is outside the shape).
    const t0 = initialTracking(shaped);
    const removed = groupAt(shaped, 0, 2);
    const next = sameRules.same.step(shaped, { x: 0, y: 2 }, 0, { ...sameRules.DEFAULT_PARAMS, shift: false });
    if (!next.ok) throw new Error(next.error.message);
    const t1 = track(t0, next.value.board, removed);
    // Column 0 loses its two 1s and the 2 falls to the bottom, keeping its id.
    expect(idAt(t1, 0, 2)).toBe(idAt(t0, 0, 0));
    expect(idAt(t1, 0, 0)).toBeNull();
    // Column 1 did not move: its blocks keep their ids where they are.
    expect(idAt(t1, 1, 1)).toBe(idAt(t0, 1, 1));
    expect(idAt(t1, 1, 0)).toBe(idAt(t0, 1, 0));
    expect(idAt(t1, 1, 2)).toBeNull();
  });
});

function same(b: Board, mask: boolean[]): Board {
  return { ...b, mask };
}
