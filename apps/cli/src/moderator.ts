import type { Args } from './args.ts';
import type { ExitCode } from './commands.ts';
import { OPERATOR_TOKEN_VARIABLE } from './invite.ts';
import type { Output } from './output.ts';
import { bareFlag, misfit } from './usage.ts';

const USAGE = `usage: gridrace moderator add|remove <handle> --server <URL of the server> [--json], with the server's OPERATOR_TOKEN in ${OPERATOR_TOKEN_VARIABLE}`;

/**
 * `gridrace moderator add|remove <handle> --server <URL>`: the operator names or stops a moderator
 * (`PUT`/`DELETE /api/v1/moderators/{handle}`, docs/fair-play.md#moderation) with the server's
 * OPERATOR_TOKEN, through the server's API as `gridrace invite` does.
 */
export async function moderatorCommand(args: Args, out: Output, env: NodeJS.ProcessEnv = process.env, fetcher: typeof fetch = fetch): Promise<ExitCode> {
  const problem = misfit(args, 'moderator', ['server'], 2) ?? bareFlag(args, ['server']);
  if (problem !== null) return usage(out, problem);
  const [, verb, handle] = args.positionals;
  const server = args.options.get('server');
  if ((verb !== 'add' && verb !== 'remove') || handle === undefined || typeof server !== 'string') return usage(out, USAGE);
  let url: URL;
  try {
    url = new URL(`/api/v1/moderators/${encodeURIComponent(handle)}`, server);
  } catch {
    return usage(out, `--server ${server} is not a URL (for example https://play.example.org)`);
  }
  const token = env[OPERATOR_TOKEN_VARIABLE];
  if (!token) return usage(out, `set ${OPERATOR_TOKEN_VARIABLE} to the server's OPERATOR_TOKEN`);

  let response: Response;
  try {
    response = await fetcher(url, { method: verb === 'add' ? 'PUT' : 'DELETE', headers: { authorization: `Bearer ${token}` } });
  } catch (error) {
    out.error({ code: 'unreachable', message: `cannot reach ${url.origin}: ${error instanceof Error ? error.message : String(error)}` });
    return 1;
  }
  const body = (await response.json().catch(() => null)) as { player?: { name?: unknown }; moderator?: unknown; error?: { code?: unknown; message?: unknown } } | null;
  if (!response.ok || typeof body?.moderator !== 'boolean') {
    out.error({ code: String(body?.error?.code ?? 'failed'), message: `the server refused (${response.status}): ${String(body?.error?.message ?? response.statusText)}` });
    return 1;
  }
  const name = String(body.player?.name ?? handle);
  out.result({ handle: name, moderator: body.moderator }, () => `${name} ${body.moderator ? 'is a moderator now' : 'is no longer a moderator'}.`);
  return 0;
}

function usage(out: Output, message: string): ExitCode {
  out.error({ code: 'usage', message });
  return 2;
}
