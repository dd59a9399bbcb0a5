import { errorBodySchema } from '@gridrace/protocol';

/** Response schemas of the error statuses a route can answer, for the OpenAPI document. */
export const errors = (...statuses: number[]) => Object.fromEntries(statuses.map((status) => [status, errorBodySchema]));
