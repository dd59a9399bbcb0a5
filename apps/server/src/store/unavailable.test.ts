import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './unavailable.ts';

const withCode = (code: string, message = 'x') => Object.assign(new Error(message), { code });

describe('isDatabaseUnavailable', () => {
  it('knows the drivers’ words for a database that cannot serve now', () => {
    for (const error of [
      withCode('ECONNREFUSED'),
      withCode('57P01', 'terminating connection due to administrator command'),
      withCode('57P03'),
      withCode('08006'),
      new Error('Connection terminated unexpectedly'),
      new Error('timeout exceeded when trying to connect'),
      new AggregateError([withCode('ECONNREFUSED')]),
      withCode('SQLITE_FULL', 'database or disk is full'),
      withCode('SQLITE_IOERR_WRITE'),
      new Error('SQLITE_READONLY_DBMOVED: attempt to write a readonly database'),
      new Error('SQLITE_BUSY: database is locked'),
    ]) {
      expect(isDatabaseUnavailable(error), String(error)).toBe(true);
    }
  });

  it('leaves a request’s own fault and bugs alone', () => {
    for (const error of [withCode('23505', 'duplicate key'), withCode('SQLITE_CONSTRAINT_PRIMARYKEY'), new TypeError('x is undefined'), null, 'text']) {
      expect(isDatabaseUnavailable(error), String(error)).toBe(false);
    }
  });
});
