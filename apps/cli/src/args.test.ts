import { describe, expect, it } from 'vitest';
import { coerceParam, parseArgs } from './args.ts';

describe('parseArgs', () => {
  it('reads positionals, flags, spaced and inline values', () => {
    const args = parseArgs(['new', 'same', '--cols', '10', '--rows=12', '--json', '--seed', 'abc']);
    expect(args.positionals).toEqual(['new', 'same']);
    expect(Object.fromEntries(args.options)).toEqual({ cols: '10', rows: '12', json: true, seed: 'abc' });
  });

  it('keeps a value after a boolean flag as a positional', () => {
    const args = parseArgs(['show', '--json', 'fifteen.v1.4.x']);
    expect(args.positionals).toEqual(['show', 'fifteen.v1.4.x']);
    expect(args.options.get('json')).toBe(true);
  });

  it('treats an option at the end as a flag', () => {
    expect(parseArgs(['--shift']).options.get('shift')).toBe(true);
  });
});

describe('coerceParam', () => {
  it('turns numbers and booleans into JSON values and leaves words alone', () => {
    expect(coerceParam('4')).toBe(4);
    expect(coerceParam('0.1')).toBe(0.1);
    expect(coerceParam('false')).toBe(false);
    expect(coerceParam(true)).toBe(true);
    expect(coerceParam('soluble')).toBe('soluble');
  });
});
