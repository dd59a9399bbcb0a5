import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { expectOk } from '../../result.ts';
import { formatParams, maxWallsFor, paramsSchema, parseParams, type Params } from './params.ts';

const explicit: fc.Arbitrary<Params> = fc
  .record({
    cols: fc.integer({ min: 5, max: 30 }),
    rows: fc.integer({ min: 3, max: 20 }),
    share: fc.double({ min: 0, max: 1, noNaN: true }),
    checkpoints: fc.integer({ min: 0, max: 5 }),
    percent: fc.integer({ min: 0, max: 30 }),
  })
  .map(({ cols, rows, share, checkpoints, percent }) => ({
    cols,
    rows,
    walls: Math.max(1, Math.ceil(share * maxWallsFor(cols, rows))),
    checkpoints,
    rocks: percent / 100,
  }));
const params = fc.oneof(fc.constantFrom<Params>({ preset: 'simple' }, { preset: 'normal' }, { preset: 'complex' }), explicit);

describe('walls params', () => {
  it('fills defaults', () => {
    expect(paramsSchema.parse({})).toEqual({ preset: 'normal' });
    expect(paramsSchema.parse({ preset: 'complex' })).toEqual({ preset: 'complex' });
    expect(paramsSchema.parse({ cols: 7, rows: 5 })).toEqual({ cols: 7, rows: 5, walls: 11, checkpoints: 2, rocks: 0.1 });
    expect(paramsSchema.parse({ cols: 5, rows: 3 })).toMatchObject({ walls: 5 });
    expect(paramsSchema.parse({ rocks: 0.07000000000000001 })).toMatchObject({ rocks: 0.07 });
  });

  it('refuses bad params with a reason', () => {
    expect(paramsSchema.safeParse({ preset: 'huge' }).success).toBe(false);
    expect(paramsSchema.safeParse({ preset: 'simple', cols: 9 }).success).toBe(false);
    expect(paramsSchema.safeParse({ cols: 4 }).success).toBe(false);
    expect(paramsSchema.safeParse({ cols: 5, rows: 3, walls: 6 }).success).toBe(false);
    expect(paramsSchema.safeParse({ rocks: 0.31 }).success).toBe(false);
    expect(paramsSchema.safeParse({ rocks: 0.015 }).success).toBe(false);
    expect(paramsSchema.safeParse({ checkpoints: 6 }).success).toBe(false);
    expect(paramsSchema.safeParse({ colls: 9 }).success).toBe(false);
  });

  it('formats compactly', () => {
    expect(formatParams({ preset: 'normal' })).toBe('normal');
    expect(formatParams({ cols: 15, rows: 9, walls: 12, checkpoints: 2, rocks: 0.1 })).toBe('15x9w12c2r10');
    expect(expectOk(parseParams('15x9w12c2r10'))).toEqual({ cols: 15, rows: 9, walls: 12, checkpoints: 2, rocks: 0.1 });
  });

  it('round-trips: parse(format(p)) equals p', () => {
    fc.assert(
      fc.property(params, (p) => {
        const segment = formatParams(p);
        expect(segment).toMatch(/^[a-z0-9]{1,64}$/);
        expect(expectOk(parseParams(segment))).toEqual(p);
        expect(paramsSchema.parse(p)).toEqual(p);
      }),
      { numRuns: 1000 },
    );
  });

  it('round-trips: format(parse(s)) is s for every segment that parses', () => {
    const segment = fc.oneof(
      fc.stringMatching(/^[0-9]{1,3}x[0-9]{1,3}w[0-9]{1,3}c[0-9]{1,2}r[0-9]{1,3}$/),
      fc.constantFrom('simple', 'normal', 'complex', 'Normal', '015x9w12c2r10', '15x9w12c2r7', 'x'),
      fc.string(),
    );
    fc.assert(
      fc.property(segment, (s) => {
        const parsed = parseParams(s);
        if (parsed.ok) expect(formatParams(parsed.value)).toBe(s);
        else expect(parsed.error.code).toBe('invalid_params');
      }),
      { numRuns: 2000 },
    );
    expect(parseParams('015x9w12c2r10').ok).toBe(false);
    expect(parseParams('15x9w12c2r07').ok).toBe(false);
  });
});
