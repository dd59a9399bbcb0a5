import { describe, expect, it } from 'vitest';
import { rateLimited } from './refusal.ts';

describe('rateLimited', () => {
  it('says when to retry, in tenths of a second under ten seconds and whole seconds after, and gives the wait as data', () => {
    expect(rateLimited('Too many requests', 1234)).toEqual({ code: 'rate_limited', message: 'Too many requests; retry in 1.2 s.', retryAfterMs: 1234 });
    expect(rateLimited('Too many requests', 20_000).message).toBe('Too many requests; retry in 20 s.');
    // Never "retry in 0": at least a millisecond.
    expect(rateLimited('Too many requests', 0).retryAfterMs).toBe(1);
  });

  it('adds what to do meanwhile after the wait, and the refusal as data with the wait in whole seconds', () => {
    const refused = rateLimited('Too many hints: at most 5 a minute', 11_500, { meanwhile: 'or play on without one', reasonKey: 'hints.too_many' });
    expect(refused).toEqual({
      code: 'rate_limited',
      message: 'Too many hints: at most 5 a minute; retry in 12 s, or play on without one.',
      retryAfterMs: 11_500,
      reason: { key: 'hints.too_many', values: { retryInS: 12 } },
    });
  });
});
