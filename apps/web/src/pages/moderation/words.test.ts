import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import { MODERATION_WORDS } from './words.ts';

describe("the moderation chunk's words", () => {
  it('has the same keys in every language, each a valid message', () => {
    const keys = Object.keys(MODERATION_WORDS.en).sort();
    expect(Object.keys(MODERATION_WORDS.es).sort()).toEqual(keys);
    for (const [locale, words] of Object.entries(MODERATION_WORDS)) for (const message of Object.values(words)) expect(() => new IntlMessageFormat(message, locale)).not.toThrow();
  });
});
