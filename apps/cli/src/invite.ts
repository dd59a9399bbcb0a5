import type { Args } from './args.ts';
import type { ExitCode } from './commands.ts';
import type { Output } from './output.ts';
import { bareFlag, misfit } from './usage.ts';

/** Where the operator's secret comes from: the environment, never a flag (a flag shows in `ps` and the shell's history). */
export const OPERATOR_TOKEN_VARIABLE = 'GRIDRACE_OPERATOR_TOKEN';

/**
 * `gridrace invite --server <URL> [--days N]`: asks a running server for an invitation code
 * (`POST /api/v1/invites`, docs/accounts.md#registration) with the server's OPERATOR_TOKEN,
 * read from GRIDRACE_OPERATOR_TOKEN. Through the server's API rather than its database, so
 * it works wherever the operator can reach the server (a container, another machine) and the
 * code is kept as the server keeps it.
 */
export async function inviteCommand(args: Args, out: Output, env: NodeJS.ProcessEnv = process.env, fetcher: typeof fetch = fetch): Promise<ExitCode> {
  const problem = misfit(args, 'invite', ['server', 'days'], 0) ?? bareFlag(args, ['server', 'days']);
  if (problem !== null) return usage(out, problem);
  const server = args.options.get('server');
  if (typeof server !== 'string')
    return usage(out, "usage: gridrace invite --server <URL of the server> [--days N] [--json], with the server's OPERATOR_TOKEN in GRIDRACE_OPERATOR_TOKEN");
  let url: URL;
  try {
    url = new URL('/api/v1/invites', server);
  } catch {
    return usage(out, `--server ${server} is not a URL (for example https://play.example.org)`);
  }
  const days = args.options.has('days') ? Number(args.options.get('days')) : 30;
  if (!Number.isInteger(days) || days < 1 || days > 365) return usage(out, '--days is a whole number of days from 1 to 365');
  const token = env[OPERATOR_TOKEN_VARIABLE];
  if (!token) return usage(out, `set ${OPERATOR_TOKEN_VARIABLE} to the server's OPERATOR_TOKEN`);

  let response: Response;
  try {
    response = await fetcher(url, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ validForDays: days }),
    });
  } catch (error) {
    out.error({ code: 'unreachable', message: `cannot reach ${url.origin}: ${error instanceof Error ? error.message : String(error)}` });
    return 1;
  }
  const body = (await response.json().catch(() => null)) as { code?: unknown; expiresAt?: unknown; error?: { code?: unknown; message?: unknown } } | null;
  if (!response.ok || typeof body?.code !== 'string') {
    out.error({ code: String(body?.error?.code ?? 'failed'), message: `the server refused (${response.status}): ${String(body?.error?.message ?? response.statusText)}` });
    return 1;
  }
  const { code, expiresAt } = body;
  out.result({ code, expiresAt }, () => `${code}\nGood for one account, until ${String(expiresAt)}.`);
  return 0;
}

function usage(out: Output, message: string): ExitCode {
  out.error({ code: 'usage', message });
  return 2;
}
