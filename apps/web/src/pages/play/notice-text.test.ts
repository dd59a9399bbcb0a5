import { describe, expect, it } from 'vitest';
import { NO_HINT } from '../../client/run-snapshot.ts';
import { noticeText } from './notice-text.ts';

describe('a run notice in words', () => {
  it('reads a refusal by its code, the client’s own word by its key, and nothing as nothing', () => {
    expect(noticeText({ code: 'illegal_move' })).toBe('That move is not allowed here.');
    expect(noticeText({ code: 'no_such_code' })).toBe(noticeText({ code: 'unknown' }));
    expect(noticeText({ code: NO_HINT })).toBe('No hint is known from this position.');
    expect(noticeText(null)).toBeNull();
  });
});
