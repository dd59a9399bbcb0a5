import { describe, expect, it } from 'vitest';
import { handleCursorKey, isActionKey, moveCursor, type Cursor } from './cursor.ts';

describe('moveCursor', () => {
  it('moves one cell per arrow key', () => {
    expect(moveCursor({ x: 2, y: 2 }, 'ArrowUp', 5, 5)).toEqual({ x: 2, y: 1 });
    expect(moveCursor({ x: 2, y: 2 }, 'ArrowRight', 5, 5)).toEqual({ x: 3, y: 2 });
    expect(moveCursor({ x: 2, y: 2 }, 'ArrowDown', 5, 5)).toEqual({ x: 2, y: 3 });
    expect(moveCursor({ x: 2, y: 2 }, 'ArrowLeft', 5, 5)).toEqual({ x: 1, y: 2 });
  });

  it('stays on the board at the edges', () => {
    expect(moveCursor({ x: 0, y: 0 }, 'ArrowLeft', 4, 3)).toEqual({ x: 0, y: 0 });
    expect(moveCursor({ x: 3, y: 2 }, 'ArrowDown', 4, 3)).toEqual({ x: 3, y: 2 });
  });

  it('ignores other keys', () => {
    expect(moveCursor({ x: 1, y: 1 }, 'Tab', 4, 3)).toBeNull();
  });
});

describe('isActionKey', () => {
  it('knows Enter and Space only', () => {
    expect([isActionKey('Enter'), isActionKey(' '), isActionKey('a')]).toEqual([true, true, false]);
  });
});

describe('handleCursorKey', () => {
  const board = () => {
    const log: string[] = [];
    return {
      log,
      keys: {
        cols: 3,
        rows: 3,
        move: (c: Cursor) => log.push(`move ${c.x},${c.y}`),
        act: (c: Cursor) => log.push(`act ${c.x},${c.y}`),
      },
    };
  };

  it('moves on arrows, acts on Enter and Space, and leaves other keys to the browser', () => {
    const { log, keys } = board();
    expect(handleCursorKey({ x: 1, y: 1 }, 'ArrowRight', keys)).toBe(true);
    expect(handleCursorKey({ x: 1, y: 1 }, ' ', keys)).toBe(true);
    expect(handleCursorKey({ x: 1, y: 1 }, 'Tab', keys)).toBe(false);
    expect(log).toEqual(['move 2,1', 'act 1,1']);
  });
});
