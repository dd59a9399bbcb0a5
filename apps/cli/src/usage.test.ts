import { describe, expect, it } from 'vitest';
import { parseArgs } from './args.ts';
import { bareFlag, helpText, listed, misfit } from './usage.ts';

describe('listed', () => {
  it('says a list as a sentence does', () => {
    expect(listed([])).toBe('');
    expect(listed(['a'])).toBe('a');
    expect(listed(['a', 'b', 'c'])).toBe('a, b and c');
  });
});

describe('misfit', () => {
  it('takes the flags a command reads, and --json everywhere', () => {
    expect(misfit(parseArgs(['play', 'id', '--moves', '[]', '--json']), 'play <puzzleId>', ['moves'], 1)).toBeNull();
  });

  it('names unknown flags and lists what the command takes', () => {
    expect(misfit(parseArgs(['show', 'id', '--sise', '4', '--fast']), 'show <puzzleId>', [], 1)).toBe('unknown flags --sise and --fast: `gridrace show <puzzleId>` takes --json');
  });

  it('names the first argument past those the command reads', () => {
    expect(misfit(parseArgs(['show', 'a', 'b']), 'show <puzzleId>', [], 1)).toBe('unexpected argument "b" after `gridrace show <puzzleId>`');
  });
});

describe('bareFlag', () => {
  it('finds a flag given without the value it needs', () => {
    expect(bareFlag(parseArgs(['new', 'fifteen', '--seed']), ['seed'])).toBe('--seed needs a value');
    expect(bareFlag(parseArgs(['new', 'fifteen', '--seed', 'x']), ['seed'])).toBeNull();
  });
});

describe('helpText', () => {
  it("lists each game's params as read from its schema", () => {
    expect(helpText()).toContain('fifteen (--size)');
    expect(helpText()).toContain('walls (--preset --cols --rows --walls --checkpoints --rocks)');
  });
});
