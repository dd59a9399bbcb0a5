import { isIP } from 'node:net';
import { parseArgs } from 'node:util';
import { RaceLimits } from '@gridrace/protocol';
import { z } from 'zod';

/** What one load run does, from the command line, checked once before anything starts. */
export interface LoadOptions {
  readonly racers: number;
  readonly rooms: number;
  readonly durationS: number;
  /** An existing server; null: the tool starts its own. */
  readonly url: string | null;
  /** Seconds between new `walls` `complex` puzzles during the run; null: none. */
  readonly wallsEveryS: number | null;
  /** Two phases in one invocation: without, then with new walls puzzles every second. */
  readonly compareWalls: boolean;
  /** Two phases in one invocation: without, then with hostile token-less sockets attacking. */
  readonly hostile: boolean;
  /** Hostile sockets at once in the `--hostile` phase. */
  readonly attackers: number;
  /** The local address the attackers connect from (another client than the racers); null: the system's choice. */
  readonly attackFrom: string | null;
  /** Rounds of the comparison's two phases, in the order baseline, other, other, baseline, ... */
  readonly rounds: number;
  /** A racer waits a random time in this range before each move, as a person would. */
  readonly moveDelayMs: { readonly min: number; readonly max: number };
  /** How long an ack may take before it counts as a `timeout` error. */
  readonly ackTimeoutMs: number;
  /** Each racer waits for a move's ack before its next move (closed loop); by default it plays on, as the browser does. */
  readonly oneInFlight: boolean;
  /** NODE_OPTIONS for the local server this tool starts (V8 settings measured side by side); null: none. */
  readonly serverNodeOptions: string | null;
}

/**
 * Where the attackers come from against a server on this machine: another loopback address
 * (Linux routes all of 127.0.0.0/8 to it), so that the server counts them apart from the
 * racers (127.0.0.1), whose address the tool's own server exempts from its limits per address.
 */
const LOOPBACK_ATTACKER = '127.0.0.2';

/** The tool's own server, or one given by `--url` on this machine's IPv4 loopback. */
function onLoopback(url: string | undefined): boolean {
  if (url === undefined) return true;
  const host = new URL(url).hostname;
  return host === 'localhost' || /^127\./.test(host);
}

/** Hostile sockets of `--hostile`: each reconnects as soon as it is cut off. */
const DEFAULT_ATTACKERS = 10;

export const USAGE = `usage: npm run load -- --racers N --rooms M --duration S [options]

  --racers N          guest players racing at once (default 100)
  --rooms M           race rooms they are spread over, up to ${RaceLimits.maxRacers} racers each (default 25)
  --duration S        seconds of racing, after the setup (default 60)
  --url URL           an existing server; without it a local one is started and stopped
  --walls-every S     create a new walls "complex" puzzle every S seconds during the run
  --compare-walls     compare two phases: without, then with a new walls puzzle every second
  --hostile           compare two phases: without, then with token-less sockets sending
                      deeply nested frames and floods of events as fast as they may
  --attackers N       with --hostile: hostile sockets at once (default ${DEFAULT_ATTACKERS})
  --attack-from ADDR  with --hostile: the local address the attackers connect from, so the
                      server sees another client than the racers (default ${LOOPBACK_ATTACKER}
                      against a server on this machine's loopback; elsewhere, the system's choice)
  --rounds N          with --compare-walls or --hostile: rounds of the two phases, in the
                      order baseline, other, other, baseline, ..., their acks pooled
                      (default 2), so the machine's ups and downs weigh on both alike
  --move-delay A-B    milliseconds a racer waits before each move (default 250-1000)
  --ack-timeout MS    an ack slower than this is a timeout error (default 10000)
  --one-in-flight     a racer waits for each move's ack before its next move
                      (by default it plays on at its pace, as the browser does)
  --server-node-options="FLAGS"
                      NODE_OPTIONS for the local server (not with --url), such as
                      --server-node-options="--max-semi-space-size=32" (with the =, as the
                      flags start with a dash), to measure a V8 setting side by side
  --help              this text`;

/** Two rounds (ABBA): a machine that speeds up or slows down during the run weighs on both phases alike. */
const DEFAULT_ROUNDS = 2;

const positiveInt = (name: string) =>
  z.coerce
    .number({ message: `--${name} must be a number` })
    .int(`--${name} must be a whole number`)
    .min(1, `--${name} must be at least 1`);

const delayRange = z
  .string()
  .regex(/^\d+-\d+$/, '--move-delay is two numbers of milliseconds, like 250-1000')
  .transform((text) => {
    const [min, max] = text.split('-').map(Number) as [number, number];
    return { min, max };
  })
  .refine(({ min, max }) => min <= max, '--move-delay: the first number is the smaller');

const flagsSchema = z
  .object({
    racers: positiveInt('racers').default(100),
    rooms: positiveInt('rooms').default(25),
    duration: z.coerce.number({ message: '--duration must be a number' }).positive('--duration must be positive').default(60),
    url: z
      .url({ protocol: /^https?$/, message: '--url must be an http(s) URL' })
      .transform((url) => url.replace(/\/+$/, ''))
      .optional(),
    'walls-every': z.coerce.number({ message: '--walls-every must be a number' }).positive('--walls-every must be positive').optional(),
    'compare-walls': z.boolean().default(false),
    hostile: z.boolean().default(false),
    attackers: positiveInt('attackers').optional(),
    'attack-from': z
      .string()
      .refine((address) => isIP(address) !== 0, '--attack-from must be an IP address of this machine')
      .optional(),
    rounds: positiveInt('rounds').optional(),
    'move-delay': delayRange.default({ min: 250, max: 1000 }),
    'ack-timeout': positiveInt('ack-timeout').default(10_000),
    'one-in-flight': z.boolean().default(false),
    'server-node-options': z.string().trim().min(1, '--server-node-options needs flags, like "--max-semi-space-size=32"').optional(),
  })
  .refine((flags) => flags['server-node-options'] === undefined || flags.url === undefined, { message: '--server-node-options is for the local server: not with --url' })
  .refine((flags) => flags.rounds === undefined || flags['compare-walls'] || flags.hostile, { message: '--rounds goes with --compare-walls or --hostile' })
  .refine((flags) => !(flags['compare-walls'] && flags.hostile), { message: '--compare-walls and --hostile are two comparisons: run one at a time' })
  .refine((flags) => flags.attackers === undefined || flags.hostile, { message: '--attackers goes with --hostile' })
  .refine((flags) => flags['attack-from'] === undefined || flags.hostile, { message: '--attack-from goes with --hostile' })
  .refine((flags) => flags.rooms <= flags.racers, { message: '--rooms cannot exceed --racers: every room needs a host' })
  .refine((flags) => Math.ceil(flags.racers / flags.rooms) <= RaceLimits.maxRacers, {
    message: `a room holds at most ${RaceLimits.maxRacers} racers: raise --rooms`,
  });

export type ParsedArgs = { ok: true; options: LoadOptions } | { ok: false; help: boolean; message: string };

/** Reads `argv` (without node and the script); never throws. */
export function parseLoadArgs(argv: readonly string[]): ParsedArgs {
  let values: Record<string, string | boolean | undefined>;
  try {
    ({ values } = parseArgs({
      args: [...argv],
      strict: true,
      allowPositionals: false,
      options: {
        racers: { type: 'string' },
        rooms: { type: 'string' },
        duration: { type: 'string' },
        url: { type: 'string' },
        'walls-every': { type: 'string' },
        'compare-walls': { type: 'boolean' },
        hostile: { type: 'boolean' },
        attackers: { type: 'string' },
        'attack-from': { type: 'string' },
        rounds: { type: 'string' },
        'move-delay': { type: 'string' },
        'ack-timeout': { type: 'string' },
        'one-in-flight': { type: 'boolean' },
        'server-node-options': { type: 'string' },
        help: { type: 'boolean' },
      },
    }));
  } catch (error) {
    return { ok: false, help: false, message: error instanceof Error ? error.message : String(error) };
  }
  if (values.help) return { ok: false, help: true, message: USAGE };
  const parsed = flagsSchema.safeParse(values);
  if (!parsed.success) return { ok: false, help: false, message: parsed.error.issues[0]?.message ?? 'bad arguments' };
  const flags = parsed.data;
  return {
    ok: true,
    options: {
      racers: flags.racers,
      rooms: flags.rooms,
      durationS: flags.duration,
      url: flags.url ?? null,
      wallsEveryS: flags['walls-every'] ?? null,
      compareWalls: flags['compare-walls'],
      hostile: flags.hostile,
      attackers: flags.attackers ?? DEFAULT_ATTACKERS,
      attackFrom: flags['attack-from'] ?? (onLoopback(flags.url) ? LOOPBACK_ATTACKER : null),
      rounds: flags.rounds ?? DEFAULT_ROUNDS,
      moveDelayMs: flags['move-delay'],
      ackTimeoutMs: flags['ack-timeout'],
      oneInFlight: flags['one-in-flight'],
      serverNodeOptions: flags['server-node-options'] ?? null,
    },
  };
}
