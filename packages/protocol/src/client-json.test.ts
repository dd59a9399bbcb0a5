import { describeIssue } from '@gridrace/core';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { holderOfProtoKey } from './client-json.ts';
import { RACE_PAYLOADS } from './race-events.ts';
import { createPlayerBodySchema, leaderboardQuerySchema, newPuzzleBodySchema, playerParamsSchema, renamePlayerBodySchema } from './rest.ts';
import { RUN_PAYLOADS } from './run-events.ts';

describe('holderOfProtoKey', () => {
  it('finds a "__proto__" key at any depth, as JSON.parse leaves it', () => {
    expect(holderOfProtoKey(JSON.parse('{"a":{"b":[1,{"__proto__":{}}]}}'))).toEqual(['a', 'b', 1]);
    expect(holderOfProtoKey(JSON.parse('{"__proto__":1}'))).toEqual([]);
    expect(holderOfProtoKey({ a: [{ constructor: 1 }], b: null })).toBeNull();
    expect(holderOfProtoKey('text')).toBeNull();
  });

  it('walks a deeply nested value without overflowing the stack', () => {
    let deep: unknown = JSON.parse('{"__proto__":0}');
    for (let i = 0; i < 200_000; i++) deep = [deep];
    expect(holderOfProtoKey(deep)).toHaveLength(200_000);
  });
});

/** Every payload a client sends, each with a valid example, and where its open JSON sits. */
const PAYLOADS: [string, z.ZodType, Record<string, unknown>][] = [
  ['run:start', RUN_PAYLOADS['run:start'], { puzzleId: 'fifteen.v1.3.a' }],
  ['run:move', RUN_PAYLOADS['run:move'], { runId: 'r', seq: 1, move: { x: 1, y: 2 } }],
  ['run:undo', RUN_PAYLOADS['run:undo'], { runId: 'r', seq: 1 }],
  ['run:hint', RUN_PAYLOADS['run:hint'], { runId: 'r', seq: 1 }],
  ['run:finish', RUN_PAYLOADS['run:finish'], { runId: 'r' }],
  ['run:resume', RUN_PAYLOADS['run:resume'], { runId: 'r' }],
  ['race:create', RACE_PAYLOADS['race:create'], { game: 'fifteen', params: { size: 3 } }],
  ['race:join', RACE_PAYLOADS['race:join'], { code: 'ABC234', as: 'racer' }],
  ['race:start', RACE_PAYLOADS['race:start'], { code: 'ABC234' }],
  ['race:leave', RACE_PAYLOADS['race:leave'], { code: 'ABC234' }],
  ['race:rematch', RACE_PAYLOADS['race:rematch'], { code: 'ABC234' }],
  ['POST /players', createPlayerBodySchema, { name: 'Ada' }],
  ['PATCH /players/me', renamePlayerBodySchema, { name: 'Ada' }],
  ['POST /puzzles', newPuzzleBodySchema, { game: 'walls', params: { preset: 'simple' } }],
  ['leaderboard query', leaderboardQuerySchema, { limit: '5' }],
  ['player path', playerParamsSchema, { id: 'p1' }],
];

const refusal = (schema: z.ZodType, value: unknown) => {
  const parsed = schema.safeParse(value);
  return parsed.success ? null : describeIssue(parsed.error.issues[0]);
};

describe.each(PAYLOADS)('%s', (_name, schema, example) => {
  it('takes the valid example', () => {
    expect(schema.safeParse(example).success).toBe(true);
  });

  it('refuses an unknown key, or a JSON "__proto__", by name', () => {
    expect(refusal(schema, { ...example, extra: 1 })).toBe('extra: unknown key');
    expect(refusal(schema, JSON.parse(`{"__proto__":{"x":1},${JSON.stringify(example).slice(1)}`))).toBe('__proto__: unknown key');
  });

  it('refuses a "__proto__" inside its open JSON too (params, move)', () => {
    for (const field of ['params', 'move'].filter((key) => typeof example[key] === 'object')) {
      const poisoned = JSON.parse(JSON.stringify(example).replace(`"${field}":{`, `"${field}":{"__proto__":{"size":9},`));
      expect(refusal(schema, poisoned)).toBe(`${field}.__proto__: unknown key`);
    }
  });
});
