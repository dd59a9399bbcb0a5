import { describe, expect, it } from 'vitest';
import { ErrorCode, HTTP_STATUS, errorBodySchema } from './errors.ts';
import { createPlayerBodySchema, leaderboardQuerySchema } from './rest.ts';

describe('error codes', () => {
  it('give every code an HTTP status', () => {
    for (const code of Object.values(ErrorCode)) expect(HTTP_STATUS[code]).toBeGreaterThanOrEqual(400);
  });

  it('shape every error body as {error: {code, message}}', () => {
    expect(errorBodySchema.safeParse({ error: { code: 'not_found', message: 'No run x.' } }).success).toBe(true);
    expect(errorBodySchema.safeParse({ code: 'not_found', message: 'No run x.' }).success).toBe(false);
  });
});

describe('REST shapes', () => {
  it('player names are 1-32 characters, trimmed, without control characters', () => {
    expect(createPlayerBodySchema.parse({ name: '  Ada  ' })).toEqual({ name: 'Ada' });
    for (const name of ['', ' ', 'x'.repeat(33), 'a\nb']) expect(createPlayerBodySchema.safeParse({ name }).success).toBe(false);
    expect(createPlayerBodySchema.safeParse({ name: '<script>' }).success).toBe(true);
  });

  it("leaderboard paging has defaults and bounds, and people's board by default", () => {
    expect(leaderboardQuerySchema.parse({})).toEqual({ limit: 20, offset: 0, players: 'people' });
    expect(leaderboardQuerySchema.parse({ limit: '5', offset: '10', players: 'bots' })).toEqual({ limit: 5, offset: 10, players: 'bots' });
    expect(leaderboardQuerySchema.safeParse({ players: 'robots' }).success).toBe(false);
    expect(leaderboardQuerySchema.safeParse({ limit: '101' }).success).toBe(false);
  });
});
