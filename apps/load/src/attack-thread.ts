import { parentPort, workerData } from 'node:worker_threads';
import { io, type Socket } from 'socket.io-client';
import { AttackSignal, type AttackPlan, type AttackTally } from './attack.ts';

/**
 * The hostile visitors of `--hostile`, in a thread of their own so that their work does not
 * delay the racers' acks in the tool's event loop (the latencies must measure the server).
 * Each attacker is a socket without a token that sends, as fast as its connection takes them,
 * deep frames (the issue's 100,000 nested arrays, 195 KB, and one of 15,000 that fits under
 * the server's message limit) and floods of `run:move`; cut off, it connects again at once.
 */
const plan = workerData as AttackPlan;

const nested = (depth: number) => `2["run:move",{"runId":"x","seq":1,"move":${'['.repeat(depth)}${']'.repeat(depth)}}]`;
const DEEP_FRAMES = [nested(100_000), nested(15_000)];
/** Events sent between two looks at the connection (and a turn of the thread's event loop). */
const FLOOD_BATCH = 100;
const CONNECT_TIMEOUT_MS = 10_000;

const tally: AttackTally = { connections: 0, connectErrors: 0, deepFrames: 0, floodEvents: 0, refusedAcks: 0, acceptedAcks: 0, cutOff: 0 };
let stopping = false;

const turn = () => new Promise((resolve) => setImmediate(resolve));

function connect(): Promise<Socket | null> {
  const socket = io(plan.url, {
    transports: ['websocket'],
    forceNew: true,
    reconnection: false,
    timeout: CONNECT_TIMEOUT_MS,
    ...(plan.from === null ? {} : { localAddress: plan.from }),
  });
  return new Promise((resolve) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', () => {
      socket.close();
      resolve(null);
    });
  });
}

async function attacker(): Promise<void> {
  for (let round = 0; !stopping;) {
    const socket = await connect();
    if (!socket) {
      tally.connectErrors++;
      await new Promise((resolve) => setTimeout(resolve, 100));
      continue;
    }
    tally.connections++;
    let open = true;
    socket.once('disconnect', () => {
      open = false;
      if (!stopping) tally.cutOff++;
    });
    while (open && !stopping) {
      if (round % 5 === 0) {
        socket.io.engine.write(DEEP_FRAMES[(round / 5) % DEEP_FRAMES.length]!);
        tally.deepFrames++;
      }
      for (let i = 0; i < FLOOD_BATCH; i++) {
        socket.emit('run:move', { runId: 'x', seq: 1, move: { x: 0, y: 0 } }, (ack: { ok?: boolean } | undefined) => {
          if (ack?.ok === false) tally.refusedAcks++;
          else tally.acceptedAcks++;
        });
      }
      tally.floodEvents += FLOOD_BATCH;
      round++;
      await turn();
    }
    socket.close();
  }
}

let running: Promise<void>[] = [];
parentPort?.on('message', (message: unknown) => {
  // Only our own words: the TypeScript loader of this thread talks on the same port.
  if (message === AttackSignal.Start) running = Array.from({ length: plan.sockets }, () => attacker());
  if (message !== AttackSignal.Stop) return;
  stopping = true;
  void Promise.all(running).then(() => parentPort?.postMessage(tally));
});
// Loaded (compiling this thread's TypeScript takes seconds on a busy machine): ready to start.
parentPort?.postMessage(AttackSignal.Ready);
