import { describe, expect, it } from 'vitest';
import { parseLoadArgs } from './args.ts';

describe('load arguments', () => {
  it('read the flags of the acceptance run', () => {
    const parsed = parseLoadArgs(['--racers', '1000', '--rooms', '250', '--duration', '60']);
    expect(parsed).toEqual({
      ok: true,
      options: {
        racers: 1000,
        rooms: 250,
        durationS: 60,
        url: null,
        wallsEveryS: null,
        compareWalls: false,
        hostile: false,
        attackers: 10,
        attackFrom: '127.0.0.2',
        rounds: 2,
        moveDelayMs: { min: 250, max: 1000 },
        ackTimeoutMs: 10_000,
        oneInFlight: false,
        serverNodeOptions: null,
      },
    });
  });

  it('pass V8 flags to the local server it starts', () => {
    const parsed = parseLoadArgs(['--server-node-options=--max-semi-space-size=32']);
    expect(parsed.ok && parsed.options.serverNodeOptions).toBe('--max-semi-space-size=32');
  });

  it('read every option, in either spelling', () => {
    const parsed = parseLoadArgs([
      '--racers=8',
      '--rooms=2',
      '--duration=1.5',
      '--url',
      'http://localhost:3000/',
      '--walls-every',
      '2',
      '--compare-walls',
      '--rounds',
      '3',
      '--move-delay',
      '10-20',
      '--ack-timeout',
      '500',
      '--one-in-flight',
    ]);
    expect(parsed.ok && parsed.options).toEqual({
      racers: 8,
      rooms: 2,
      durationS: 1.5,
      url: 'http://localhost:3000',
      wallsEveryS: 2,
      compareWalls: true,
      hostile: false,
      attackers: 10,
      attackFrom: '127.0.0.2',
      rounds: 3,
      moveDelayMs: { min: 10, max: 20 },
      ackTimeoutMs: 500,
      oneInFlight: true,
      serverNodeOptions: null,
    });
  });

  it('read the hostile comparison, with its attackers and rounds', () => {
    const parsed = parseLoadArgs(['--hostile', '--attackers', '25', '--rounds', '1']);
    expect(parsed.ok && parsed.options).toMatchObject({ hostile: true, attackers: 25, rounds: 1, compareWalls: false });
  });

  it('send the attackers from another address than the racers: another loopback one, or the one given', () => {
    const attackFrom = (argv: string[]) => {
      const parsed = parseLoadArgs(['--hostile', ...argv]);
      return parsed.ok ? parsed.options.attackFrom : parsed.message;
    };
    expect(attackFrom([])).toBe('127.0.0.2');
    expect(attackFrom(['--url', 'http://127.0.0.1:4000'])).toBe('127.0.0.2');
    expect(attackFrom(['--url', 'https://gridrace.example.org'])).toBeNull();
    expect(attackFrom(['--url', 'https://gridrace.example.org', '--attack-from', '192.0.2.7'])).toBe('192.0.2.7');
  });

  it.each([
    [['--racers', 'many'], '--racers must be a number'],
    [['--racers', '0'], '--racers must be at least 1'],
    [['--racers', '2.5'], '--racers must be a whole number'],
    [['--racers', '4', '--rooms', '5'], '--rooms cannot exceed --racers: every room needs a host'],
    [['--racers', '100', '--rooms', '10'], 'a room holds at most 8 racers: raise --rooms'],
    [['--duration=-1'], '--duration must be positive'],
    [['--duration', '0'], '--duration must be positive'],
    [['--url', 'ftp://x'], '--url must be an http(s) URL'],
    [['--move-delay', '900-100'], '--move-delay: the first number is the smaller'],
    [['--move-delay', 'fast'], '--move-delay is two numbers of milliseconds, like 250-1000'],
    [['--rounds', '2'], '--rounds goes with --compare-walls or --hostile'],
    [['--compare-walls', '--hostile'], '--compare-walls and --hostile are two comparisons: run one at a time'],
    [['--attackers', '5'], '--attackers goes with --hostile'],
    [['--hostile', '--attackers', '0'], '--attackers must be at least 1'],
    [['--attack-from', '127.0.0.3'], '--attack-from goes with --hostile'],
    [['--hostile', '--attack-from', 'elsewhere'], '--attack-from must be an IP address of this machine'],
    [['--compare-walls', '--rounds', '0'], '--rounds must be at least 1'],
    [['--server-node-options', ' '], '--server-node-options needs flags, like "--max-semi-space-size=32"'],
    [['--url', 'http://localhost:3000', '--server-node-options=--max-semi-space-size=32'], '--server-node-options is for the local server: not with --url'],
  ])('refuse %j with a message naming the flag', (argv, message) => {
    expect(parseLoadArgs(argv)).toEqual({ ok: false, help: false, message });
  });

  it('refuse unknown flags and stray words', () => {
    for (const argv of [['--racer', '3'], ['racers']]) {
      const parsed = parseLoadArgs(argv);
      expect(parsed.ok).toBe(false);
    }
  });

  it('answer --help with the usage', () => {
    const parsed = parseLoadArgs(['--help']);
    expect(parsed.ok === false && parsed.help && parsed.message).toMatch(/^usage: npm run load/);
  });
});
