import { rulesOf } from '../puzzles.ts';
import { fail, ok, type Result } from '../result.ts';
import { boardKindOf, isGameName, parsePuzzleId } from './puzzle-id.ts';
import type { GameName } from '../puzzle.ts';

/**
 * The kind of board a player's statistics are kept per, as speedsolvers keep theirs per event:
 * a seeded puzzle's `boardKindOf` (`fifteen.v1.3`), and for every described (custom) board of a
 * game one kind of its own, `<game>.d`: those boards are each a player's own, of any size, so
 * they share one "custom boards" kind rather than scattering into one kind per board.
 * Either way it is the id without its last segment (the seed, or the board), which is how a
 * database finds it (stats-entries.ts); null for text that is no puzzle id.
 */
export function statsKindOf(puzzleId: string): string | null {
  const seeded = boardKindOf(puzzleId);
  if (seeded !== null) return seeded;
  const ref = parsePuzzleId(puzzleId);
  return ref.ok && ref.value.kind === 'described' ? `${ref.value.game}.d` : null;
}

/** A statistics kind read back: a game's custom boards, or its seeded boards of one version and params (the params parsed). */
export type StatsKind =
  | { readonly kind: 'described'; readonly game: GameName }
  | { readonly kind: 'seeded'; readonly game: GameName; readonly version: number; readonly params: string; readonly parsed: unknown };

export const MAX_STATS_KIND_LENGTH = 100;
const SEEDED_KIND = /^([a-z]+)\.v([1-9][0-9]{0,3})\.([a-z0-9]{1,64})$/;
const DESCRIBED_KIND = /^([a-z]+)\.d$/;

/** Reads a kind a player asked for: a known game, and for seeded boards a version the game makes and params it reads. */
export function parseStatsKind(text: string): Result<StatsKind> {
  const bad = (message: string) => fail('invalid_stats_kind', message);
  if (typeof text !== 'string' || text.length === 0 || text.length > MAX_STATS_KIND_LENGTH) return bad(`A board kind is 1 to ${MAX_STATS_KIND_LENGTH} characters.`);
  const described = DESCRIBED_KIND.exec(text);
  if (described) {
    const game = described[1] as string;
    return isGameName(game) ? ok({ kind: 'described', game }) : bad(`"${game}" is no game.`);
  }
  const seeded = SEEDED_KIND.exec(text);
  if (!seeded) return bad('A board kind is <game>.v<version>.<params> (e.g. fifteen.v1.4) or <game>.d (custom boards).');
  const [, game, versionText, params] = seeded as unknown as [string, string, string, string];
  if (!isGameName(game)) return bad(`"${game}" is no game.`);
  const rules = rulesOf(game);
  const version = Number(versionText);
  if (!rules.versions.includes(version)) return bad(`${game} has no generator version ${version}.`);
  const parsed = rules.parseParams(params);
  if (!parsed.ok) return bad(`"${params}" are not ${game} params: ${parsed.error.message}`);
  // One spelling per kind, as ids have: another would name boards no run was ever on.
  if (rules.formatParams(parsed.value) !== params) return bad(`"${params}" is written ${rules.formatParams(parsed.value)} in a board kind.`);
  return ok({ kind: 'seeded', game, version, params, parsed: parsed.value });
}

/**
 * The journey level (from 1) whose board alone is of this kind, or null: a Walls level's board
 * is a size and wall count of its own, so its kind is best named by its level. Not for a kind
 * two levels share, nor a preset's (a 3x3 is not "level 1" because a level is a 3x3).
 */
export function journeyLevelOfKind(kind: StatsKind): number | null {
  if (kind.kind !== 'seeded') return null;
  const rules = rulesOf(kind.game);
  if (Object.values(rules.presets).some((preset) => rules.formatParams(preset) === kind.params)) return null;
  const text = `${kind.game}.v${kind.version}.${kind.params}`;
  const levels = rules.journey.levels.flatMap((level, i) => (statsKindOf(level.puzzleId) === text ? [i + 1] : []));
  return levels.length === 1 ? (levels[0] as number) : null;
}

/** A kind's boards in words (English, "4×4", "7×4, journey level 1"; "custom boards"): what an API answer names it by. */
export function describeStatsKind(kind: StatsKind): string {
  if (kind.kind === 'described') return 'custom boards';
  const size = rulesOf(kind.game).describeParams(kind.parsed);
  const level = journeyLevelOfKind(kind);
  return level === null ? size : `${size}, journey level ${level}`;
}
