import { describe, expect, it } from 'vitest';
import { handleCandidates, handleVariants } from './handle-from-claims.ts';

const none = { preferredUsername: null, name: null, email: null };

describe('a new account’s handle from the provider’s claims', () => {
  it('tries preferred_username, then name, then the e-mail’s local part, made into handle characters', () => {
    expect(handleCandidates({ preferredUsername: 'ada', name: 'Ada Lovelace', email: 'ada.l@example.org' }, 24)).toEqual(['ada', 'Ada_Lovelace', 'ada.l']);
    expect(handleCandidates({ ...none, name: '  José  María!! ' }, 24)).toEqual(['José_María']);
    expect(handleCandidates({ ...none, preferredUsername: '--a..b__c--' }, 24)).toEqual(['a.b_c']);
  });

  it('cuts to the longest handle, never ending on a separator, and falls back to "player"', () => {
    expect(handleCandidates({ ...none, name: 'abcdefghij klmnop' }, 11)).toEqual(['abcdefghij']);
    expect(handleCandidates({ ...none, preferredUsername: '!!!', name: 'x' }, 24)).toEqual(['player']);
    expect(handleCandidates(none, 24)).toEqual(['player']);
  });

  it('offers variants of a taken handle that fit its length', () => {
    const variants = handleVariants('abcdefghij', 10);
    expect(variants.slice(0, 2)).toEqual(['abcdefghi2', 'abcdefghi3']);
    expect(variants).toHaveLength(11);
    for (const variant of variants) expect(variant.length).toBeLessThanOrEqual(10);
    expect(variants.at(-1)).toMatch(/^abcdef\d{4}$/);
  });
});
