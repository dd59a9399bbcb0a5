/**
 * What a player asks of a run (docs/protocol.md#runs): a move, an undo, or a hint. A hint carries the move
 * the server's solver gave, as the log stores it: the solver runs outside the reducer, so
 * the reducer stays pure and a replay needs no solver.
 */
export type RunRequest = { readonly kind: 'move'; readonly move: unknown } | { readonly kind: 'undo' } | { readonly kind: 'hint'; readonly move?: unknown };

export type RequestKind = RunRequest['kind'];

/** One entry of a run's stored log (docs/runs.md#the-log `GET /runs/{id}`): the request, its seq and its server offset. */
export interface LoggedRequest {
  readonly seq: number;
  readonly kind: RequestKind;
  readonly move: unknown;
  readonly atMs: number;
}

/** The request a log entry records. */
export function requestOf(entry: Pick<LoggedRequest, 'kind' | 'move'>): RunRequest {
  if (entry.kind === 'move') return { kind: 'move', move: entry.move };
  if (entry.kind === 'undo') return { kind: 'undo' };
  return { kind: 'hint', move: entry.move };
}

/** The log entry that records request `seq`, taken at server offset `atMs` (an undo has no move; a hint keeps the solver's). */
export function logEntryOf(request: RunRequest, seq: number, atMs: number): LoggedRequest {
  return { seq, kind: request.kind, move: request.kind === 'undo' ? null : (request.move ?? null), atMs };
}
