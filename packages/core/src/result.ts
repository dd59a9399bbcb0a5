/** A typed rejection: what went wrong, in words a player or an API user can act on. */
export interface Problem {
  readonly code: string;
  readonly message: string;
}

export type Result<T, E extends Problem = Problem> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly error: E };

export const ok = <T>(value: T): Result<T, never> => ({ ok: true, value });

export const fail = (code: string, message: string): Result<never> => ({
  ok: false,
  error: { code, message },
});

/** Unwraps a result where failure would be a bug in the caller (tests, generators). */
export function expectOk<T>(result: Result<T>): T {
  if (!result.ok) throw new Error(`${result.error.code}: ${result.error.message}`);
  return result.value;
}
