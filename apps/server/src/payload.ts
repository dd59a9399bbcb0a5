import { describeIssue } from '@gridrace/core';
import { ErrorCode, type Problem } from '@gridrace/protocol';
import type { z } from 'zod';

/**
 * A socket payload checked against its protocol schema, or the `invalid_payload` problem that
 * says what is wrong and where (an unknown key by its path: `move.z: unknown key`).
 */
export function parsePayload<S extends z.ZodType>(event: string, schema: S, payload: unknown): { ok: true; data: z.output<S> } | { ok: false; error: Problem } {
  const parsed = schema.safeParse(payload);
  if (parsed.success) return { ok: true, data: parsed.data };
  return { ok: false, error: { code: ErrorCode.InvalidPayload, message: `Bad ${event} payload: ${describeIssue(parsed.error.issues[0])}.` } };
}
