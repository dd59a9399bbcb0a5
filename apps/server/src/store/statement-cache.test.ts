import SQLite from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { keepingStatements } from './statement-cache.ts';

describe('keepingStatements', () => {
  const open = () => {
    const database = new SQLite(':memory:');
    database.exec('create table t (n integer)');
    return database;
  };

  it('prepares the same SQL once and gives the same statement again', () => {
    const database = open();
    const kept = keepingStatements(database);
    const first = kept.prepare('insert into t (n) values (?)');
    first.run([1]);
    const again = kept.prepare('insert into t (n) values (?)');
    expect(again).toBe(first);
    again.run([2]);
    expect(kept.prepare('select count(*) as c from t').all([])).toEqual([{ c: 2 }]);
  });

  it('prepares a fresh statement while the kept one is being read', () => {
    const database = open();
    database.exec('insert into t (n) values (1), (2), (3)');
    const kept = keepingStatements(database);
    const sql = 'select n from t order by n';
    const reading = kept.prepare(sql).iterate([]);
    expect(reading.next().value).toEqual({ n: 1 });
    const other = kept.prepare(sql);
    expect(other.all([])).toEqual([{ n: 1 }, { n: 2 }, { n: 3 }]);
    expect([...reading]).toEqual([{ n: 2 }, { n: 3 }]);
  });

  it('keeps at most `capacity` statements, dropping the least recently used', () => {
    const kept = keepingStatements(open(), 2);
    const a = kept.prepare('select 1');
    const b = kept.prepare('select 2');
    expect(kept.prepare('select 1')).toBe(a);
    const c = kept.prepare('select 3');
    expect(kept.prepare('select 1')).toBe(a);
    expect(kept.prepare('select 3')).toBe(c);
    // 'select 2' was the least recently used when 'select 3' came: it was dropped.
    expect(kept.prepare('select 2')).not.toBe(b);
  });
});
