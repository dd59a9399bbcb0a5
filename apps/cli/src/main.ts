import { parseArgs } from './args.ts';
import { newCommand, playCommand, showCommand, solveCommand, type ExitCode } from './commands.ts';
import { makeOutput } from './output.ts';

const HELP = `gridrace — seeded grid puzzles on the command line

  gridrace new <game> [--param value ...] [--seed S] [--json]
  gridrace new <game> --board <JSON board> [--json]
  gridrace show <puzzleId> [--json]
  gridrace solve <puzzleId> [--json]
  gridrace play <puzzleId> --moves <JSON array of moves> [--json]

games: fifteen (--size), same (--cols --rows --colors --generator --maxRun --shift),
       pipes (--cols --rows), walls (--preset | --cols --rows --walls --checkpoints --rocks)`;

const COMMANDS = { new: newCommand, show: showCommand, solve: solveCommand, play: playCommand } as const;

export async function main(argv: readonly string[]): Promise<ExitCode> {
  const args = parseArgs(argv);
  const out = makeOutput(args.options.get('json') === true);
  const name = args.positionals[0];
  if (name === undefined || args.options.has('help') || name === 'help') {
    process.stdout.write(`${HELP}\n`);
    return name === undefined ? 2 : 0;
  }
  const command = COMMANDS[name as keyof typeof COMMANDS];
  if (!command) {
    out.error({ code: 'usage', message: `unknown command "${name}"; try: gridrace help` });
    return 2;
  }
  try {
    return command(args, out);
  } catch (error) {
    // A bug, not bad input: still one JSON line with --json, so scripts can rely on the shape.
    out.error({ code: 'internal_error', message: error instanceof Error ? error.message : String(error) });
    return 1;
  }
}
