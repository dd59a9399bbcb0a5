import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { COLS, ROWS, defaultParams, formatParams, paramsSchema, parseParams, presets } from './params.ts';

const anyParams = fc.record({ cols: fc.integer({ min: COLS.min, max: COLS.max }), rows: fc.integer({ min: ROWS.min, max: ROWS.max }) });

describe('pipes params', () => {
  it('formats as columns x rows', () => {
    expect(formatParams(defaultParams)).toBe('6x4');
    expect(formatParams({ cols: 20, rows: 15 })).toBe('20x15');
  });

  it('fills in defaults and rejects out-of-range sizes', () => {
    expect(paramsSchema.parse({})).toEqual({ cols: 6, rows: 4 });
    expect(paramsSchema.parse({ cols: 10 })).toEqual({ cols: 10, rows: 4 });
    expect(paramsSchema.safeParse({ cols: 21 }).success).toBe(false);
    expect(paramsSchema.safeParse({ rows: 1 }).success).toBe(false);
    expect(paramsSchema.safeParse({ cols: 6.5 }).success).toBe(false);
  });

  it('has valid presets', () => {
    for (const preset of Object.values(presets)) expect(paramsSchema.safeParse(preset).success).toBe(true);
  });

  it('round-trips: parse(format(p)) is p', () => {
    fc.assert(
      fc.property(anyParams, (params) => {
        expect(parseParams(formatParams(params))).toEqual({ ok: true, value: params });
      }),
      { numRuns: 1000 },
    );
  });

  it('is canonical: format(parse(s)) is s whenever s parses', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9]{1,3}x[0-9]{1,3}$/), fc.string(), (near, anything) => {
        for (const segment of [near, anything]) {
          const parsed = parseParams(segment);
          if (parsed.ok) expect(formatParams(parsed.value)).toBe(segment);
        }
      }),
      { numRuns: 2000 },
    );
  });

  it('explains what is wrong', () => {
    expect(parseParams('06x4')).toMatchObject({ ok: false, error: { code: 'invalid_params' } });
    expect(parseParams('2x4')).toMatchObject({ ok: false, error: { message: 'pipes boards have 3 to 20 columns, not 2.' } });
    expect(parseParams('6x16')).toMatchObject({ ok: false, error: { message: 'pipes boards have 2 to 15 rows, not 16.' } });
    expect(parseParams('6x4x')).toMatchObject({ ok: false });
  });
});
