import { describe, expect, it } from 'vitest';
import { exemptionOf } from './exempt-addresses.ts';

describe('the addresses exempt from the limits per address', () => {
  it('are the listed addresses and CIDRs, in either IPv4 form', () => {
    const exempt = exemptionOf(['127.0.0.1', '10.1.0.0/16', '2001:db8::/32']);
    expect(['127.0.0.1', '::ffff:127.0.0.1', '10.1.200.3', '2001:db8::7'].map(exempt)).toEqual([true, true, true, true]);
    expect(['127.0.0.2', '10.2.0.1', '2001:db9::1', 'not an address'].map(exempt)).toEqual([false, false, false, false]);
  });

  it('are none by default', () => {
    expect(exemptionOf([])('127.0.0.1')).toBe(false);
  });
});
