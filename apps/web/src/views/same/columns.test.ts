import { describe, expect, it } from 'vitest';
import { columnsOf } from './columns.ts';
import { initialTracking, track } from './block-tracking.ts';

const board = (cells: (number | null)[], cols: number) => ({ cols, rows: cells.length / cols, colors: 3, cells });

describe('columnsOf', () => {
  it('groups blocks by column, in id order', () => {
    const t = initialTracking(board([0, null, 1, 2], 2));
    expect(columnsOf(t)).toEqual([
      {
        id: 3,
        x: 0,
        blocks: [
          { id: 0, y: 0, colour: 0 },
          { id: 1, y: 1, colour: 1 },
        ],
        signature: '0@0 1@1',
      },
      { id: 4, x: 1, blocks: [{ id: 2, y: 1, colour: 2 }], signature: '2@1' },
    ]);
  });

  it('keeps a column in id order after it closes up to the left', () => {
    const before = initialTracking(board([0, 1, 0, 1], 2));
    const after = track(before, board([1, null, 1, null], 2), [
      { x: 0, y: 0 },
      { x: 0, y: 1 },
    ]);
    const columns = columnsOf(after);
    expect(columns.map((c) => [c.id, c.x])).toEqual([[before.columnIds[1], 0]]);
    expect(columns[0]?.signature).toBe('1@0 3@1');
  });

  it('leaves out empty columns', () => {
    expect(columnsOf(initialTracking(board([null, 1], 2))).map((c) => c.x)).toEqual([1]);
  });
});
