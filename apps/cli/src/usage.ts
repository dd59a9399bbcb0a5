import { GAMES, paramNames } from '@gridrace/core';
import type { Args } from './args.ts';

/** Options every command takes. */
export const COMMON_FLAGS = ['json'] as const;

const flagList = (flags: readonly string[]) => flags.map((flag) => `--${flag}`);

/** `a, b and c`: a list as a sentence says it. */
export function listed(words: readonly string[]): string {
  return words.length < 2 ? words.join('') : `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;
}

export const gameList = (): string => listed([...GAMES]);

export function helpText(): string {
  const games = GAMES.map((game) => `${game} (${flagList(paramNames(game)).join(' ')})`);
  return `gridrace — seeded grid puzzles on the command line

  gridrace new <game> [--param value ...] [--seed S] [--json]
  gridrace new <game> --board <JSON board> [--json]
  gridrace show <puzzleId> [--json]
  gridrace solve <puzzleId> [--json]
  gridrace play <puzzleId> --moves <JSON array of moves> [--json]
  gridrace invite --server <URL> [--days N] [--json]   (an invitation code; GRIDRACE_OPERATOR_TOKEN holds the server's OPERATOR_TOKEN)
  gridrace moderator add|remove <handle> --server <URL> [--json]   (names or stops a moderator; the same token)

games and their params: ${games.join(',\n                        ')}
A param flag alone means true (--shift); an unknown flag is refused.
With --json every answer is one JSON line; errors are {"error": {"code", "message"}}.`;
}

/**
 * Why the arguments do not fit a command that takes `flags` and `positionals` arguments after
 * its name, or null: a flag nobody reads would be silently ignored, so it is refused by name.
 */
export function misfit(args: Args, command: string, flags: readonly string[], positionals: number): string | null {
  const takes = [...flags, ...COMMON_FLAGS];
  const unknown = [...args.options.keys()].filter((name) => !takes.includes(name));
  if (unknown.length > 0) {
    const named = listed(flagList(unknown));
    return `unknown flag${unknown.length > 1 ? 's' : ''} ${named}: \`gridrace ${command}\` takes ${listed(flagList(takes))}`;
  }
  const extra = args.positionals.slice(1 + positionals);
  if (extra.length > 0) return `unexpected argument "${extra[0]}" after \`gridrace ${command}\``;
  return null;
}

/** A flag that must carry a value (`--seed S`), given bare. */
export function bareFlag(args: Args, names: readonly string[]): string | null {
  const bare = names.find((name) => args.options.get(name) === true);
  return bare === undefined ? null : `--${bare} needs a value`;
}
