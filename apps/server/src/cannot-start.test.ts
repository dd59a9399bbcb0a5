import { describe, expect, it } from 'vitest';
import { hostOf, reasonOf } from './cannot-start.ts';

describe('start-up failure messages', () => {
  it('name a URL by host and port, never with its password', () => {
    expect(hostOf('postgres://gridrace:hunter2@db.example:6543/gridrace', 5432)).toBe('db.example:6543');
    expect(hostOf('redis://:hunter2@cache', 6379)).toBe('cache:6379');
    expect(hostOf('postgres://a:b:c@', 5432)).toBe('an address that is not a valid URL');
  });

  it('put system error codes in words, and read the first of several (localhost: ::1, then 127.0.0.1)', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    expect(reasonOf(refused)).toBe('connection refused (ECONNREFUSED)');
    expect(reasonOf(new AggregateError([refused, refused], ''))).toBe('connection refused (ECONNREFUSED)');
    expect(reasonOf(new Error('database "x" does not exist'))).toBe('database "x" does not exist');
  });
});
