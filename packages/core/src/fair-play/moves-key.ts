import { sha256 } from '@noble/hashes/sha2.js';
import { utf8ToBytes } from '@noble/hashes/utils.js';
import { base64urlnopad } from '@scure/base';
import type { LoggedRequest } from '../run/run-request.ts';

/**
 * A run's moves as a digest (docs/fair-play.md#copied-logs): its requests in order, kinds and
 * moves, not their times, so that a log replayed at another pace digests the same.
 */

/**
 * Fewer requests than this are not keyed: short solves are found alike by different people (a
 * board a few moves from home has few ways home, a 1-move solve has one), and copying one gains
 * little. People's lines of 20 requests and more branch at nearly every request (which tile,
 * which way, an undo), so two of them meet by chance about never; the line a solver finds is
 * the exception, which the server tells apart by comparing with its own (`solutionKey`).
 */
export const MIN_KEYED_REQUESTS = 20;

/** The digest of a log's requests, or null when the log is too short to be told apart from chance. */
export function movesKey(log: readonly Pick<LoggedRequest, 'kind' | 'move'>[]): string | null {
  if (log.length < MIN_KEYED_REQUESTS) return null;
  const text = JSON.stringify(log.map((entry) => [entry.kind, entry.move ?? null]));
  return base64urlnopad.encode(sha256(utf8ToBytes(text)));
}

/** The digest of a solution's moves as a log of them would give it, so that a run playing the solver's own line is not taken for a copy. */
export function solutionKey(moves: readonly unknown[]): string | null {
  return movesKey(moves.map((move) => ({ kind: 'move' as const, move })));
}
