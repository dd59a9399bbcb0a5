import type { GameName } from '../puzzle.ts';
import { GAMES } from '../registry.ts';
import { fail, ok, type Result } from '../result.ts';
import { decodeSeed, encodeSeed, MAX_SEED_LENGTH } from './seed-text.ts';

/**
 * Puzzle ids, like Tatham's game ids, come in two forms (docs/puzzle-ids.md#puzzle-ids, docs/games/README.md#boards-and-moves-as-json):
 *   seeded     `<game>.v<version>.<params>.<seed>`   e.g. `fifteen.v1.4.k3j9x2`
 *   described  `<game>.d.<board>`                    e.g. `fifteen.d.<tiles>`
 * The params segment and the described board are each game's own (`[a-z0-9]`, and
 * `[A-Za-z0-9_-]`); the seed is plain or `~base64url`. Parse and format are exact inverses.
 */
export type PuzzleRef =
  | { readonly kind: 'seeded'; readonly game: GameName; readonly version: number; readonly params: string; readonly seed: string }
  | { readonly kind: 'described'; readonly game: GameName; readonly body: string };

export const MAX_ID_LENGTH = 8192;
const PARAMS_SEGMENT = /^[a-z0-9]{1,64}$/;
const DESCRIBED_BODY = /^[A-Za-z0-9_-]+$/;

const bad = (message: string) => fail('invalid_puzzle_id', message);

export function isGameName(text: string): text is GameName {
  return (GAMES as readonly string[]).includes(text);
}

export function parsePuzzleId(id: string): Result<PuzzleRef> {
  if (typeof id !== 'string' || id.length === 0) return bad('A puzzle id is a non-empty string.');
  if (id.length > MAX_ID_LENGTH) return bad(`A puzzle id has at most ${MAX_ID_LENGTH} characters.`);
  const parts = id.split('.');
  const [game, second] = parts;
  if (game === undefined || !isGameName(game)) {
    return bad(`A puzzle id starts with one of ${GAMES.join(', ')}, then a dot.`);
  }
  if (second === 'd') {
    const body = parts[2];
    if (parts.length !== 3 || body === undefined || !DESCRIBED_BODY.test(body)) {
      return bad(`A described id is ${game}.d.<board> with a board of letters, digits, "-" and "_".`);
    }
    return ok({ kind: 'described', game, body });
  }
  const [, versionText, params, seedText] = parts;
  if (parts.length !== 4 || versionText === undefined || params === undefined || seedText === undefined) {
    return bad(`A seeded id is ${game}.v<version>.<params>.<seed>.`);
  }
  const version = /^v([1-9][0-9]{0,3})$/.exec(versionText);
  if (!version) return bad(`"${versionText}" is not a generator version like v1.`);
  if (!PARAMS_SEGMENT.test(params)) return bad('The params part is lowercase letters and digits.');
  const seed = decodeSeed(seedText);
  if (!seed.ok) return seed;
  return ok({ kind: 'seeded', game, version: Number(version[1]), params, seed: seed.value });
}

export function formatPuzzleId(ref: PuzzleRef): string {
  return ref.kind === 'described' ? `${ref.game}.d.${ref.body}` : `${ref.game}.v${ref.version}.${ref.params}.${encodeSeed(ref.seed)}`;
}

/**
 * The kind of board a seeded id is (its game, generator version and params: every id without
 * its seed), e.g. `fifteen.v1.3`: puzzles of one kind are the same size and shape, so a quick
 * race's players, and the ghost it finds, are of one kind. A described board has none (null).
 * The text is only letters, digits and dots, so a store can match ids by it as a prefix.
 */
export function boardKindOf(puzzleId: string): string | null {
  const ref = parsePuzzleId(puzzleId);
  if (!ref.ok || ref.value.kind !== 'seeded') return null;
  return `${ref.value.game}.v${ref.value.version}.${ref.value.params}`;
}

/** Any text is a seed, within reason: a bounded length of well-formed Unicode. */
export function checkSeed(seed: string): Result<string> {
  if (typeof seed !== 'string') return fail('invalid_seed', 'A seed is a string.');
  if (seed.length > MAX_SEED_LENGTH) return fail('invalid_seed', `A seed has at most ${MAX_SEED_LENGTH} characters.`);
  // A lone surrogate cannot be written as UTF-8, so it would not survive the id round trip.
  if (/\p{Surrogate}/u.test(seed)) return fail('invalid_seed', 'A seed must be well-formed Unicode text.');
  return ok(seed);
}
