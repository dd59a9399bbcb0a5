import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { describeIssue } from './issues.ts';

const firstIssue = (schema: z.ZodType, value: unknown) => schema.safeParse(value).error?.issues[0];

describe('describeIssue', () => {
  const move = z.strictObject({ x: z.number(), y: z.number(), at: z.strictObject({ t: z.number() }).optional() });

  it('names an unknown key with its whole path, under where the value sits', () => {
    expect(describeIssue(firstIssue(move, { x: 1, y: 2, z: 1 }))).toBe('z: unknown key');
    expect(describeIssue(firstIssue(move, { x: 1, y: 2, z: 1 }), ['move'])).toBe('move.z: unknown key');
    expect(describeIssue(firstIssue(move, { x: 1, y: 2, at: { t: 1, u: 2, v: 3 } }), ['move'])).toBe('move.at.u, move.at.v: unknown keys');
  });

  it('puts the path before any other message', () => {
    expect(describeIssue(firstIssue(move, { x: 'a', y: 2 }), ['move'])).toMatch(/^move\.x: .*expected number/);
    expect(describeIssue(firstIssue(move, 3))).toMatch(/expected object/);
  });

  it('still says something without an issue', () => {
    expect(describeIssue(undefined)).toMatch(/shape/);
  });
});
