/**
 * A schema issue as zod reports it (or as fastify passes it on): enough to say in words what
 * is wrong and where. An unknown key is named with its full path, so a bot author sees
 * exactly which field of which nested object was not expected.
 */
export interface IssueLike {
  readonly code: string;
  readonly path: readonly PropertyKey[];
  readonly message: string;
  /** The unexpected keys, for `unrecognized_keys`. */
  readonly keys?: readonly string[];
}

/** What an unexpected key is called, wherever one is refused. */
export const UNKNOWN_KEY = 'unknown key';

/** `move.turn`, `tiles.3`: a path as people write it. */
export const pathText = (path: readonly PropertyKey[]): string => path.map(String).join('.');

/**
 * One issue in words, its place first: `size: Too big: ...`, `move.z: unknown key`.
 * `under` is where the parsed value sits in a larger payload (`['move']`).
 */
export function describeIssue(issue: IssueLike | undefined, under: readonly PropertyKey[] = []): string {
  if (!issue) return 'it does not match the expected shape';
  const path = [...under, ...issue.path];
  if (issue.code === 'unrecognized_keys' && issue.keys && issue.keys.length > 0) {
    const names = issue.keys.map((key) => pathText([...path, key]));
    return `${names.join(', ')}: ${UNKNOWN_KEY}${names.length > 1 ? 's' : ''}`;
  }
  return path.length > 0 ? `${pathText(path)}: ${issue.message}` : issue.message;
}
