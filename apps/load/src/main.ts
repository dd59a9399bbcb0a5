import { parseLoadArgs, type LoadOptions } from './args.ts';
import { startLocalServer, type LocalServer } from './local-server.ts';
import { runPhase, type PhasePlan, type PhaseResult } from './phase.ts';
import { hostileReport } from './hostile-report.ts';
import { comparisonOrder, comparisonReport, phaseReport, progressText } from './report.ts';
import { Solutions } from './solutions.ts';

/** issue 6's comparison adds a new walls puzzle this often, unless --walls-every says otherwise. */
const COMPARE_WALLS_EVERY_S = 1;

let server: LocalServer | null = null;

/** The server this phase talks to: the one given, or a fresh local one (stopped after the phase). */
async function serverFor(options: LoadOptions): Promise<string> {
  if (options.url) return options.url;
  const flags = options.serverNodeOptions === null ? '' : `, NODE_OPTIONS ${options.serverNodeOptions}`;
  console.log(`starting a local server (SQLite in a fresh temporary folder, LOG_LEVEL=warn${flags})...`);
  server = await startLocalServer(options.serverNodeOptions);
  console.log(`server ready at ${server.url}`);
  return server.url;
}

async function stopServer(): Promise<void> {
  const running = server;
  server = null;
  if (!running) return;
  const logged = running.logLines();
  if (logged.length > 0) console.log(`server log (warnings and errors, first ${logged.length} lines):\n${logged.join('\n')}`);
  await running.stop();
}

async function phase(options: LoadOptions, name: string, wallsEveryS: number | null, solutions: Solutions, heading = name, attackers = 0): Promise<PhaseResult> {
  const url = await serverFor(options);
  const plan: PhasePlan = {
    name,
    heading,
    url,
    racers: options.racers,
    rooms: options.rooms,
    durationS: options.durationS,
    wallsEveryS,
    moveDelayMs: options.moveDelayMs,
    ackTimeoutMs: options.ackTimeoutMs,
    oneInFlight: options.oneInFlight,
    attackers,
    attackFrom: options.attackFrom,
    serverMainThread: server ? server.mainThreadTimes : null,
  };
  console.log(`== ${heading}: setting up ${options.racers} racers in ${options.rooms} rooms...`);
  try {
    const result = await runPhase(plan, solutions, (line) => console.log(progressText(line)));
    console.log(phaseReport(result, !options.url));
    return result;
  } finally {
    // Each phase of a comparison gets a server of its own, so the second does not inherit the first's rooms.
    await stopServer();
  }
}

const roundText = (options: LoadOptions, index: number): string => (options.rounds > 1 ? ` (round ${Math.floor(index / 2) + 1} of ${options.rounds})` : '');

/** `--hostile`: the same racing without and with token-less sockets attacking, in ABBA rounds. */
async function hostileComparison(options: LoadOptions, solutions: Solutions): Promise<number> {
  const baselines: PhaseResult[] = [];
  const attacked: PhaseResult[] = [];
  for (const [index, kind] of comparisonOrder(options.rounds, 'hostile').entries()) {
    const heading = `${kind}${roundText(options, index)}`;
    if (kind === 'baseline') baselines.push(await phase(options, kind, options.wallsEveryS, solutions, heading));
    else attacked.push(await phase(options, kind, options.wallsEveryS, solutions, heading, options.attackers));
  }
  console.log(hostileReport(baselines, attacked));
  return [...baselines, ...attacked].some((result) => result.stats.errorCount > 0) ? 1 : 0;
}

export async function main(argv: readonly string[]): Promise<number> {
  const parsed = parseLoadArgs(argv);
  if (!parsed.ok) {
    (parsed.help ? console.log : console.error)(parsed.message);
    return parsed.help ? 0 : 2;
  }
  const options = parsed.options;
  process.once('SIGINT', () => void stopServer().finally(() => process.exit(130)));
  // Whatever ends this process (a crash too), the server it started does not outlive it.
  process.once('exit', () => server?.child.kill('SIGTERM'));
  // The 4x4 fifteen tables are built (once per machine) or read before any clock runs.
  Solutions.preparePatterns();
  const solutions = new Solutions();
  try {
    if (options.hostile) return await hostileComparison(options, solutions);
    if (!options.compareWalls) {
      const result = await phase(options, 'load', options.wallsEveryS, solutions);
      return result.stats.errorCount > 0 ? 1 : 0;
    }
    const wallsEveryS = options.wallsEveryS ?? COMPARE_WALLS_EVERY_S;
    const baselines: PhaseResult[] = [];
    const withWalls: PhaseResult[] = [];
    for (const [index, kind] of comparisonOrder(options.rounds).entries()) {
      const round = roundText(options, index);
      if (kind === 'baseline') baselines.push(await phase(options, kind, null, solutions, `${kind}${round}`));
      else withWalls.push(await phase(options, kind, wallsEveryS, solutions, `${kind}${round}`));
    }
    console.log(comparisonReport(baselines, withWalls));
    return [...baselines, ...withWalls].some((result) => result.stats.errorCount > 0) ? 1 : 0;
  } finally {
    await solutions.close();
  }
}

process.exitCode = await main(process.argv.slice(2));
