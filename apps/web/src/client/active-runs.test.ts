import { describe, expect, it } from 'vitest';
import { activeRun, rememberRun } from './active-runs.ts';
import { memoryStorage } from './storage.ts';

describe('active runs', () => {
  it('are remembered per puzzle, forgotten when over, and only the recent ones are kept', () => {
    const storage = memoryStorage();
    rememberRun(storage, 'a', 'r1');
    rememberRun(storage, 'b', 'r2');
    expect(activeRun(storage, 'a')).toBe('r1');
    rememberRun(storage, 'a', null);
    expect(activeRun(storage, 'a')).toBeNull();
    for (let i = 0; i < 30; i++) rememberRun(storage, `p${i}`, `r${i}`);
    expect(activeRun(storage, 'b')).toBeNull();
    expect(activeRun(storage, 'p29')).toBe('r29');
  });
});
