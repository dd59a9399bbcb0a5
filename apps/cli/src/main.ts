import { parseArgs } from './args.ts';
import { newCommand, playCommand, showCommand, solveCommand, type ExitCode } from './commands.ts';
import { inviteCommand } from './invite.ts';
import { moderatorCommand } from './moderator.ts';
import { makeOutput } from './output.ts';
import { helpText, listed } from './usage.ts';

const COMMANDS = { new: newCommand, show: showCommand, solve: solveCommand, play: playCommand, invite: inviteCommand, moderator: moderatorCommand } as const;

export async function main(argv: readonly string[]): Promise<ExitCode> {
  const args = parseArgs(argv);
  const out = makeOutput(args.options.get('json') === true);
  const name = args.positionals[0];
  if (args.options.has('help') || name === 'help') {
    out.result({ help: helpText() }, helpText);
    return 0;
  }
  if (name === undefined) {
    // People get the help to read; a script asked for JSON, so it gets JSON, even here.
    if (!out.json) process.stdout.write(`${helpText()}\n`);
    else out.error({ code: 'usage', message: `no command given; the commands are ${listed(Object.keys(COMMANDS))} (gridrace help)` });
    return 2;
  }
  const command = COMMANDS[name as keyof typeof COMMANDS];
  if (!command) {
    out.error({ code: 'usage', message: `unknown command "${name}"; the commands are ${listed(Object.keys(COMMANDS))} (gridrace help)` });
    return 2;
  }
  try {
    return await command(args, out);
  } catch (error) {
    // A bug, not bad input: still one JSON line with --json, so scripts can rely on the shape.
    out.error({ code: 'internal_error', message: error instanceof Error ? error.message : String(error) });
    return 1;
  }
}
