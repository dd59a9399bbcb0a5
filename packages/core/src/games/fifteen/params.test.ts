import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fifteen } from './index.ts';

describe('fifteen params', () => {
  it('fills the default size and keeps given ones', () => {
    expect(fifteen.paramsSchema.parse({})).toEqual({ size: 4 });
    expect(fifteen.paramsSchema.parse({ size: 6 })).toEqual({ size: 6 });
    expect(fifteen.defaultParams).toEqual({ size: 4 });
  });

  it('refuses sizes out of range, fractions, strings and unknown keys', () => {
    for (const bad of [{ size: 2 }, { size: 7 }, { size: 4.5 }, { size: '4' }, { sise: 4 }, null]) {
      expect(fifteen.paramsSchema.safeParse(bad).success).toBe(false);
    }
  });

  it('has one preset per size, each valid', () => {
    expect(Object.keys(fifteen.presets)).toEqual(['3x3', '4x4', '5x5', '6x6']);
    for (const preset of Object.values(fifteen.presets)) expect(fifteen.paramsSchema.safeParse(preset).success).toBe(true);
  });

  it('formats params as the size digit and parses it back (canonical both ways)', () => {
    expect(fifteen.formatParams({ size: 4 })).toBe('4');
    fc.assert(
      fc.property(fc.integer({ min: 3, max: 6 }), (size) => {
        const segment = fifteen.formatParams({ size });
        expect(segment).toMatch(/^[a-z0-9]{1,64}$/);
        expect(fifteen.parseParams(segment)).toEqual({ ok: true, value: { size } });
      }),
    );
    fc.assert(
      fc.property(fc.stringMatching(/^[a-z0-9]{1,4}$/), (segment) => {
        const parsed = fifteen.parseParams(segment);
        if (parsed.ok) expect(fifteen.formatParams(parsed.value)).toBe(segment);
      }),
      { numRuns: 2000 },
    );
  });

  it('explains a bad params segment', () => {
    for (const bad of ['2', '7', '04', '4x4', '']) {
      const parsed = fifteen.parseParams(bad);
      expect(parsed.ok).toBe(false);
      if (!parsed.ok) expect(parsed.error.code).toBe('invalid_params');
    }
  });
});
