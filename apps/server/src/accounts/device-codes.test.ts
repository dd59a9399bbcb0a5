import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sqliteTestDatabase, type TestDatabase } from '../../test/support/databases.ts';
import { DEVICE_CODE_ALPHABET, DEVICE_CODE_TTL_MS, DeviceCodes, deviceCodeHash, newDeviceCode, normalizeDeviceCode } from './device-codes.ts';

const SECRET = 'a-daily-secret-of-the-tests';

describe('device codes', () => {
  it('are 8 symbols of an alphabet without look-alikes, shown in two groups', () => {
    expect(DEVICE_CODE_ALPHABET).toHaveLength(32);
    expect(DEVICE_CODE_ALPHABET).not.toMatch(/[01IO]/);
    const codes = new Set(Array.from({ length: 200 }, newDeviceCode));
    for (const code of codes) expect(code).toMatch(/^[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}$/);
    expect(codes.size).toBe(200);
  });

  it('are read however typed: case, spaces and dashes ignored; anything else is no code', () => {
    expect(normalizeDeviceCode('abcd-efgh')).toBe('ABCDEFGH');
    expect(normalizeDeviceCode(' AB CD EF GH ')).toBe('ABCDEFGH');
    expect(normalizeDeviceCode('ABCD-EFG')).toBeNull();
    expect(normalizeDeviceCode('ABCD-EFG0')).toBeNull();
    expect(normalizeDeviceCode('ABCD-EFGHJ')).toBeNull();
    expect(normalizeDeviceCode('ABCD;EFGH')).toBeNull();
  });

  it('are stored keyed by the server secret: another secret gives another hash', () => {
    expect(deviceCodeHash('ABCDEFGH', SECRET)).not.toBe(deviceCodeHash('ABCDEFGH', 'another-secret-entirely'));
  });
});

describe('DeviceCodes', () => {
  let db: TestDatabase;
  let now = Date.parse('2026-11-01T12:00:00Z');
  beforeAll(async () => {
    db = await sqliteTestDatabase();
    await db.store.createPlayer({ id: 'ada', name: 'ada', tokenHash: 'h-ada', createdAt: now });
  });
  afterAll(async () => {
    await db?.dispose();
  });

  it('signs in the account that made the code, once, within five minutes', async () => {
    const codes = new DeviceCodes(db.store, SECRET, () => now);
    const first = await codes.create('ada');
    expect(first.expiresAt).toBe(now + DEVICE_CODE_TTL_MS);
    expect(await codes.redeem(first.code.toLowerCase())).toBe('ada');
    expect(await codes.redeem(first.code)).toBeNull();
    const late = await codes.create('ada');
    now += DEVICE_CODE_TTL_MS;
    expect(await codes.redeem(late.code)).toBeNull();
    expect(await codes.redeem('ZZZZ-ZZZZ')).toBeNull();
  });

  it('never keeps the code itself in the database', async () => {
    const codes = new DeviceCodes(db.store, SECRET, () => now);
    const { code } = await codes.create('ada');
    const plain = normalizeDeviceCode(code)!;
    expect(await db.store.peekAuthFlow('device', plain, now)).toBeNull();
    expect(await db.store.peekAuthFlow('device', code, now)).toBeNull();
    expect((await db.store.peekAuthFlow('device', deviceCodeHash(plain, SECRET), now))?.playerId).toBe('ada');
  });

  it('admits 5 guesses a minute from one address, and then refuses until the next is due', () => {
    const codes = new DeviceCodes(db.store, SECRET, () => now);
    for (let i = 0; i < 5; i += 1) expect(codes.admit('203.0.113.7')).toBeNull();
    const refusal = codes.admit('203.0.113.7');
    expect(refusal?.code).toBe('rate_limited');
    expect(refusal?.retryAfterMs).toBe(12_000);
    // Another address is not held back by the first; an IPv6 client is its /64.
    expect(codes.admit('203.0.113.8')).toBeNull();
    for (let i = 0; i < 5; i += 1) expect(codes.admit(`2001:db8::${i + 1}`)).toBeNull();
    expect(codes.admit('2001:db8::99')?.code).toBe('rate_limited');
    now += 12_000;
    expect(codes.admit('203.0.113.7')).toBeNull();
  });

  it('bounds wrong codes over the whole server, however many addresses guess', async () => {
    const codes = new DeviceCodes(db.store, SECRET, () => now, { perAddressPerMinute: 5, globalFailuresPerMinute: 3 });
    const { code } = await codes.create('ada');
    for (let i = 0; i < 3; i += 1) {
      expect(codes.admit(`198.51.100.${i}`)).toBeNull();
      expect(await codes.redeem('ZZZZ-ZZZ2')).toBeNull();
    }
    // Even the right code waits: the bound holds whatever the guess.
    expect(codes.admit('198.51.100.200')?.message).toMatch(/Too many wrong codes/);
    now += 20_000;
    expect(codes.admit('198.51.100.200')).toBeNull();
    expect(await codes.redeem(code)).toBe('ada');
  });

  it('lets an exempt address guess without its own limit', () => {
    const codes = new DeviceCodes(
      db.store,
      SECRET,
      () => now,
      undefined,
      (address) => address === '10.0.0.1',
    );
    for (let i = 0; i < 20; i += 1) expect(codes.admit('10.0.0.1')).toBeNull();
  });
});
