import { ErrorCode } from '@gridrace/protocol';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requestCaller, type Caller } from '../accounts/caller.ts';
import { HttpProblem } from '../problem.ts';

// The sessions engineer's routes/sessions.ts holds this with the session routes; only the
// helper is here until that file is merged (then theirs is taken whole).

/**
 * The caller of a route that manages an account's sign-ins (its sessions, its tokens): an account
 * (a guest has none to manage), signed in in this browser. A personal API token cannot manage
 * them, so a leaked one cannot make others, nor sign its owner out.
 */
export async function accountInBrowser(fastify: FastifyInstance, request: FastifyRequest, doing: string): Promise<Caller & { sessionId: string }> {
  const caller = await requestCaller(fastify, request);
  if (!caller) throw new HttpProblem(ErrorCode.Unauthorized, `Sign in to ${doing}.`);
  if (caller.player.accountAt === null)
    throw new HttpProblem(ErrorCode.AccountRequired, `Only an account can ${doing}: a guest has no sign-ins to manage. Create an account to keep your progress first.`);
  if (caller.sessionId === null) throw new HttpProblem(ErrorCode.Forbidden, `Only a signed-in browser (the session cookie) can ${doing}, not a token.`);
  return caller as Caller & { sessionId: string };
}
