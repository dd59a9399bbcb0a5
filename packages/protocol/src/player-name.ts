import { z } from 'zod';
import { Limits } from './limits.ts';

/**
 * Player names are shown to everyone (leaderboards, races, replays), so the name stored is the
 * name seen. After Unicode's guidance for identifiers (UTS #39 §3 and §5.4, UTS #31), made
 * for display names: what renders as nothing is dropped, so two names that look the same are
 * the same text; what cannot be shown safely is refused by name.
 */

// Format and default-ignorable characters draw nothing (U+200B zero width space, U+FEFF byte
// order mark, U+00AD soft hyphen, variation selectors, Hangul fillers) or reorder the text
// after them (U+202E right-to-left override, U+2066 isolates): never part of what a name shows.
const INVISIBLE = /[\p{Default_Ignorable_Code_Point}\p{Cf}]/gu;
// Spaces of every width, one or many, read as one space.
const SPACES = /\p{Zs}+/gu;

/** The name as stored: invisible characters dropped, then NFC (é typed as e + U+0301 is é), spaces folded, trimmed. */
export function cleanName(raw: string): string {
  return raw.replace(INVISIBLE, '').normalize('NFC').replace(SPACES, ' ').trim();
}

const codePoint = (char: string) => `U+${(char.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}`;

/** What refuses a cleaned name: characters with no place in a shown name. */
const REFUSED: readonly { readonly pattern: RegExp; readonly why: (found: string) => string }[] = [
  { pattern: /[\p{Cc}\p{Zl}\p{Zp}]/u, why: (c) => `a name has no control characters or line breaks (${codePoint(c)})` },
  // Private use has no agreed look; unassigned and lone surrogates are not characters yet.
  { pattern: /[\p{Co}\p{Cn}\p{Cs}]/u, why: (c) => `a name has no private-use or unassigned characters (${codePoint(c)})` },
  { pattern: /^\p{M}/u, why: () => 'a name cannot start with a combining mark' },
  // UTS #39 §5.4: more than four marks on one letter only pile up over the text around it.
  { pattern: /[\p{Mn}\p{Me}]{5}/u, why: () => 'a name has at most 4 combining marks on one letter' },
];

export function nameProblem(name: string): string | null {
  for (const { pattern, why } of REFUSED) {
    const found = pattern.exec(name);
    if (found) return why(found[0]);
  }
  return null;
}

/**
 * A player name as REST player creation and rename take it, and as the web's name form checks
 * it before sending: cleaned (`cleanName`), then 1 to 32 characters, none of them refused.
 */
export const playerNameSchema = z
  .string()
  // A bound before cleaning: a body of invisible characters is refused without walking it all.
  .max(Limits.playerName.max * 8, `a name has at most ${Limits.playerName.max} characters`)
  .overwrite(cleanName)
  .min(Limits.playerName.min, 'a name has at least one visible character')
  .max(Limits.playerName.max, `a name has at most ${Limits.playerName.max} characters`)
  .check((ctx) => {
    const problem = nameProblem(ctx.value);
    if (problem) ctx.issues.push({ code: 'custom', message: problem, input: ctx.value });
  })
  .meta({
    description:
      `1 to ${Limits.playerName.max} characters once cleaned, and stored cleaned: invisible format characters (zero-width, bidirectional controls) dropped, NFC, ` +
      'spaces folded and trimmed, so a name of spaces alone is refused. Control, private-use and unassigned characters are refused, as is a name starting with a combining mark.',
    // The document states the cleaned bounds: JSON Schema cannot clean first. A name must hold a visible character.
    minLength: Limits.playerName.min,
    maxLength: Limits.playerName.max,
    pattern: '\\S',
  });
