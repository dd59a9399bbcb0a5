import { Worker } from 'node:worker_threads';

export interface AttackPlan {
  readonly url: string;
  /** Hostile sockets at once; each connects again when it is cut off. */
  readonly sockets: number;
  /** The local address they connect from; null: the system's choice. */
  readonly from: string | null;
}

/** What the attackers sent and what became of it. */
export interface AttackTally {
  connections: number;
  connectErrors: number;
  /** Deeply nested frames sent (the one over the server's message limit closes its connection). */
  deepFrames: number;
  floodEvents: number;
  /** Flood events answered with a refusal, and answered otherwise (none should be). */
  refusedAcks: number;
  acceptedAcks: number;
  /** Connections the server closed. */
  cutOff: number;
}

/** What the tool and the attackers' thread tell each other (besides the final tally). */
export const AttackSignal = { Ready: 'attackers ready', Start: 'start attacking', Stop: 'stop attacking' } as const;

export interface Attack {
  start(): void;
  /** Stops the attackers and tells what they did. */
  stop(): Promise<AttackTally>;
}

/**
 * The hostile sockets of `--hostile`, in their own thread (`attack-thread.ts`), once that
 * thread is loaded and ready: `start` then sets them on at once, when the racing starts.
 */
export async function prepareAttack(plan: AttackPlan): Promise<Attack> {
  const worker = new Worker(new URL('./attack-thread.mjs', import.meta.url), { workerData: plan });
  const failed = new Promise<never>((_, reject) => worker.once('error', reject));
  // Looked at when the attack stops; until then a failure must not end the process.
  failed.catch(() => undefined);
  const ready = new Promise<void>((resolve) => worker.on('message', (message) => message === AttackSignal.Ready && resolve()));
  await Promise.race([ready, failed]);
  return {
    start: () => worker.postMessage(AttackSignal.Start),
    async stop() {
      const tally = new Promise<AttackTally>((resolve) => worker.on('message', (message) => typeof message === 'object' && resolve(message as AttackTally)));
      worker.postMessage(AttackSignal.Stop);
      try {
        return await Promise.race([tally, failed]);
      } finally {
        await worker.terminate();
      }
    },
  };
}

const rate = (count: number, seconds: number): string => `${count} (${(count / Math.max(seconds, 0.001)).toFixed(0)}/s)`;

/** One line of the phase report: what the attackers did over `seconds`. */
export function attackText(tally: AttackTally, sockets: number, seconds: number): string {
  return (
    `attack               ${sockets} token-less sockets: ${rate(tally.connections, seconds)} connections, ${rate(tally.deepFrames, seconds)} deep frames,` +
    ` ${rate(tally.floodEvents, seconds)} flood events; ${tally.refusedAcks} refused acks, ${tally.acceptedAcks} other acks,` +
    ` ${tally.cutOff} connections cut off by the server, ${tally.connectErrors} connections refused`
  );
}
