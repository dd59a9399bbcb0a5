import { describe, expect, it } from 'vitest';
import { addressKey } from './address-key.ts';

describe('the key an address is counted under', () => {
  it('is an IPv4 address itself, mapped into IPv6 or not', () => {
    expect(addressKey('192.0.2.7')).toBe('192.0.2.7');
    expect(addressKey('::ffff:192.0.2.7')).toBe('192.0.2.7');
    expect(addressKey('::FFFF:192.0.2.7')).toBe('192.0.2.7');
  });

  it('is the /64 of an IPv6 address, however it is written', () => {
    const one = ['2001:db8:aa:bb::1', '2001:db8:aa:bb:ffff:ffff:ffff:ffff', '2001:0db8:00aa:00bb:1:2:3:4', '2001:DB8:AA:BB::'];
    expect(new Set(one.map(addressKey))).toEqual(new Set(['2001:db8:aa:bb::/64']));
    expect(addressKey('2001:db8:aa:bc::1')).toBe('2001:db8:aa:bc::/64');
    expect(addressKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
    expect(addressKey('fe80::1:2:3:4')).toBe('fe80:0:0:0::/64');
  });

  it('leaves what is no address as it is (a test double, a unix socket)', () => {
    expect(addressKey('unknown')).toBe('unknown');
  });
});
