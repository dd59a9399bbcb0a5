import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sqliteTestDatabase, type TestDatabase } from '../../test/support/databases.ts';
import type { PlayerRecord } from '../store/store.ts';
import { DEFAULT_SESSION_TIMES } from './session-times.ts';
import { Sessions } from './sessions.ts';

const T0 = Date.parse('2026-05-01T08:00:00Z');
const { idleMs, rotateMs, graceMs, touchEveryMs } = DEFAULT_SESSION_TIMES;

describe('Sessions', () => {
  let db: TestDatabase;
  let clock = T0;
  let sessions: Sessions;
  let ada: PlayerRecord;
  beforeAll(async () => {
    db = await sqliteTestDatabase();
    sessions = new Sessions(db.store, () => clock);
    await db.store.createPlayer({ id: 'ada', name: 'Ada', tokenHash: 'nobody-holds-it', createdAt: T0, handleKey: 'ada' });
    ada = (await db.store.playerById('ada'))!;
  });
  afterAll(async () => {
    await db?.dispose();
  });

  it('resolves a new session by its secret only, which is not stored', async () => {
    const { session, secret } = await sessions.create(ada, 'Firefox on Linux', '192.0.2.1');
    expect(secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(JSON.stringify(await db.store.sessionById(session.id))).not.toContain(secret);
    expect(await sessions.resolve(secret, '192.0.2.1', true)).toMatchObject({ session: { id: session.id }, player: { id: 'ada' }, cookie: null });
    for (const wrong of ['', 'short', `${secret}x`, secret.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'))]) expect(await sessions.resolve(wrong, '192.0.2.1', true)).toBeNull();
  });

  it('writes last seen at most every minute, then sends the same cookie again', async () => {
    const { session, secret } = await sessions.create(ada, 'Safari on iOS', '192.0.2.2');
    clock += touchEveryMs - 1;
    expect((await sessions.resolve(secret, '198.51.100.1', true))?.cookie).toBeNull();
    expect((await db.store.sessionById(session.id))?.lastSeenAt).toBe(clock - touchEveryMs + 1);
    clock += 1;
    expect((await sessions.resolve(secret, '198.51.100.1', true))?.cookie).toBe(secret);
    expect(await db.store.sessionById(session.id)).toMatchObject({ lastSeenAt: clock, address: '198.51.100.1' });
  });

  it('rotates only where a cookie can be set, and takes the secret before for the grace alone', async () => {
    const { secret } = await sessions.create(ada, 'Chrome on Android', '192.0.2.3');
    clock += rotateMs;
    // A socket's handshake cannot set a cookie: no rotation there.
    expect((await sessions.resolve(secret, '192.0.2.3', false))?.cookie).toBe(secret);
    const rotated = await sessions.resolve(secret, '192.0.2.3', true);
    expect(rotated?.cookie).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(rotated?.cookie).not.toBe(secret);
    clock += graceMs;
    expect(await sessions.resolve(secret, '192.0.2.3', true)).toMatchObject({ cookie: null });
    clock += 1;
    expect(await sessions.resolve(secret, '192.0.2.3', true)).toBeNull();
    expect(await sessions.resolve(rotated!.cookie!, '192.0.2.3', true)).not.toBeNull();
  });

  it('ends sessions unused for the idle time, and tells who listens of those signed out', async () => {
    const ended: string[][] = [];
    sessions.whenEnded((ids) => ended.push([...ids]));
    const idle = await sessions.create(ada, 'Old laptop', '192.0.2.4');
    clock += idleMs + 1;
    expect(await sessions.resolve(idle.secret, '192.0.2.4', true)).toBeNull();
    expect((await sessions.list('ada')).map((s) => s.id)).not.toContain(idle.session.id);
    const kept = await sessions.create(ada, 'Kept', '192.0.2.5');
    const other = await sessions.create(ada, 'Other', '192.0.2.6');
    expect(await sessions.end('someone-else', other.session.id)).toBe(false);
    expect(await sessions.endEverywhere('ada', kept.session.id)).toBeGreaterThanOrEqual(1);
    expect(ended.at(-1)).toContain(other.session.id);
    expect(ended.at(-1)).not.toContain(kept.session.id);
    expect(await sessions.resolve(other.secret, '192.0.2.6', true)).toBeNull();
    expect(await sessions.end('ada', kept.session.id)).toBe(true);
    expect(ended.at(-1)).toEqual([kept.session.id]);
    expect(await sessions.resolve(kept.secret, '192.0.2.5', true)).toBeNull();
  });
});
