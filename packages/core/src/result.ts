/** A typed rejection: what went wrong, in words a player or an API user can act on. */
export interface Problem {
  readonly code: string;
  /** In English, for programs, logs and API users. */
  readonly message: string;
  /** Why, for a person in any language (a refused move): see `Reason`. */
  readonly reason?: Reason;
}

/**
 * The cause of a refusal as data: a key the game's rules name (`walls.all_placed`) and the
 * values its sentence needs (a cell as `x` and `y` from 0), so that a client can say it in
 * its player's language; `message` says the same in English.
 */
export interface Reason {
  readonly key: string;
  readonly values?: Readonly<Record<string, string | number>>;
}

export type Result<T, E extends Problem = Problem> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: E };

export const ok = <T>(value: T): Result<T, never> => ({ ok: true, value });

export const fail = (code: string, message: string): Result<never> => ({
  ok: false,
  error: { code, message },
});

/** A move the rules refuse (`illegal_move`), with its reason as data beside the English sentence. */
export const refuse = (message: string, key: string, values?: Reason['values']): Result<never> => ({
  ok: false,
  error: { code: 'illegal_move', message, reason: values ? { key, values } : { key } },
});

/** Unwraps a result where failure would be a bug in the caller (tests, generators). */
export function expectOk<T>(result: Result<T>): T {
  if (!result.ok) throw new Error(`${result.error.code}: ${result.error.message}`);
  return result.value;
}
