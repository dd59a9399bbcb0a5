import type { z } from 'zod';

/**
 * A success response with its description, for the OpenAPI document (a bare schema would be
 * listed as "Default Response"). The body is JSON, checked against `schema` when sent.
 */
export const ok = <S extends z.ZodType>(description: string, schema: S) => ({ description, content: { 'application/json': { schema } } });
