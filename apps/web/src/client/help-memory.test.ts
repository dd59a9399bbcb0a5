import { describe, expect, it } from 'vitest';
import { helpFoldAtStart, rememberHelpFold } from './help-memory.ts';
import { memoryStorage } from './storage.ts';

describe('the remembered fold of each game’s help', () => {
  it('is open the first time a game is played, and folded afterwards once that first showing is remembered', () => {
    const storage = memoryStorage();
    expect(helpFoldAtStart(storage, 'walls')).toEqual({ open: true, first: true });
    rememberHelpFold(storage, 'walls', 'closed');
    expect(helpFoldAtStart(storage, 'walls')).toEqual({ open: false, first: false });
  });

  it('remembers each game on its own, and the player reopening it', () => {
    const storage = memoryStorage();
    rememberHelpFold(storage, 'walls', 'closed');
    rememberHelpFold(storage, 'same', 'closed');
    rememberHelpFold(storage, 'same', 'open');
    expect(helpFoldAtStart(storage, 'walls').open).toBe(false);
    expect(helpFoldAtStart(storage, 'same')).toEqual({ open: true, first: false });
    expect(helpFoldAtStart(storage, 'pipes').first).toBe(true);
  });

  it('takes anything unreadable as never shown', () => {
    expect(helpFoldAtStart(memoryStorage({ 'gridrace.help': 'not json' }), 'fifteen').first).toBe(true);
    expect(helpFoldAtStart(memoryStorage({ 'gridrace.help': '{"fifteen":7}' }), 'fifteen').first).toBe(true);
  });
});
