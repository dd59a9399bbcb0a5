import { randomInt } from 'node:crypto';
import type { OidcIdentity } from './oidc-client.ts';

/**
 * The handles to try, in order, for a new account made by an OpenID Connect sign-in: the
 * provider's `preferred_username`, then its `name`, then the e-mail's local part, each made
 * into a handle's characters (spaces to `_`, anything else left out, separators not doubled
 * nor at an end, cut to `maxLength`); the first one free is taken. A taken one is tried with
 * 2, 3 … 9 after it, then with four random digits (docs/accounts.md#openid-connect): the
 * player is never asked, since the sign-in comes back from the provider with nobody to ask
 * on a form, and renaming is the account page's.
 */
export function handleCandidates(identity: Pick<OidcIdentity, 'preferredUsername' | 'name' | 'email'>, maxLength: number): string[] {
  const bases = [identity.preferredUsername, identity.name, identity.email?.split('@')[0] ?? null]
    .map((text) => (text === null ? '' : handleCharacters(text, maxLength)))
    .filter((base) => base.length >= 2);
  const unique = [...new Set(bases.length > 0 ? bases : ['player'])];
  return unique;
}

/** The variants of a taken handle: `base2` … `base9`, then `base` and four random digits, each cut to fit. */
export function handleVariants(base: string, maxLength: number): string[] {
  const fit = (suffix: string) => `${base.slice(0, maxLength - suffix.length).replace(/[_.-]+$/u, '')}${suffix}`;
  const variants = Array.from({ length: 8 }, (_, i) => fit(String(i + 2)));
  for (let i = 0; i < 3; i += 1) variants.push(fit(String(randomInt(1000, 10_000))));
  return variants;
}

function handleCharacters(text: string, maxLength: number): string {
  const kept = text
    .normalize('NFC')
    .trim()
    .replace(/\s+/gu, '_')
    .replace(/[^\p{L}\p{M}\p{Nd}_.-]/gu, '')
    .replace(/[_.-]{2,}/gu, (run) => run[0]!)
    .replace(/^[_.-]+|[_.-]+$/gu, '');
  return [...kept]
    .slice(0, maxLength)
    .join('')
    .replace(/[_.-]+$/u, '');
}
