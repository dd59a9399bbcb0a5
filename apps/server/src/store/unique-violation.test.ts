import { describe, expect, it } from 'vitest';
import { isUniqueViolationOn } from './unique-violation.ts';

const withCode = (code: string, message: string, more: object = {}) => Object.assign(new Error(message), { code }, more);

describe('isUniqueViolationOn', () => {
  it('knows PostgreSQL and SQLite words for a unique index refusing a row on the column', () => {
    expect(isUniqueViolationOn(withCode('23505', 'duplicate key value violates unique constraint "players_handle_key"'), 'handle_key')).toBe(true);
    expect(isUniqueViolationOn(new Error('UNIQUE constraint failed: players.handle_key'), 'handle_key')).toBe(true);
    expect(isUniqueViolationOn(withCode('SQLITE_CONSTRAINT_UNIQUE', 'UNIQUE constraint failed: players.handle_key'), 'handle_key')).toBe(true);
  });

  it('tells it from another column, another constraint, or no database error', () => {
    expect(isUniqueViolationOn(new Error('UNIQUE constraint failed: players.token_hash'), 'handle_key')).toBe(false);
    expect(isUniqueViolationOn(withCode('23502', 'null value in column "handle_key" violates not-null constraint'), 'handle_key')).toBe(false);
    expect(isUniqueViolationOn(new TypeError('handle_key is undefined'), 'handle_key')).toBe(false);
    expect(isUniqueViolationOn(null, 'handle_key')).toBe(false);
  });
});
