import { describe, expect, it } from 'vitest';
import { handleKey, parseHandle, skeleton } from './handles.ts';

describe('handle keys', () => {
  it('gives alice, Alice, ALICE and аlice (Cyrillic а) one key', () => {
    const keys = new Set(['alice', 'Alice', 'ALICE', '\u0430lice', 'ａlice'].map(handleKey));
    expect(keys).toEqual(new Set(['alice']));
  });

  it('follows UTS #39 confusables: paypa1 is paypal, rn is m, 0 is O', () => {
    expect(handleKey('paypa1')).toBe(handleKey('paypal'));
    expect(handleKey('PAYPA1')).toBe(handleKey('paypal'));
    expect(handleKey('modern')).toBe(handleKey('rnodern'));
    expect(handleKey('l0l')).toBe(handleKey('lol'));
    expect(skeleton('0')).toBe('O');
  });

  it('folds case fully: Straße and STRASSE are one handle', () => {
    expect(handleKey('Straße')).toBe(handleKey('strasse'));
  });

  it('takes an accent typed as a combining mark as the precomposed letter', () => {
    expect(handleKey('jose\u0301')).toBe(handleKey('jos\u00E9'));
  });

  it('keeps handles that look different apart', () => {
    expect(handleKey('alice')).not.toBe(handleKey('alicia'));
    expect(handleKey('josé')).not.toBe(handleKey('jose'));
    expect(handleKey('Достоевский')).not.toBe(handleKey('Dostoevsky'));
  });
});

describe('parseHandle', () => {
  it('answers the handle as stored (NFC) and its key', () => {
    expect(parseHandle('Zoe\u0308')).toEqual({ handle: 'Zo\u00EB', key: handleKey('Zoë') });
  });

  it('answers why a handle is refused, a very long one without reading it all', () => {
    expect(parseHandle('a b')).toEqual({ problem: 'a handle has only letters, digits and the separators _ - .' });
    expect(parseHandle('x'.repeat(1_000_000))).toEqual({ problem: 'a handle has at most 24 characters' });
  });
});
