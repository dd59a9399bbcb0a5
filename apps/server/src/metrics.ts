import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/**
 * The server's Prometheus metrics. Each app has its own registry, so several apps in one
 * process (tests) do not collide over metric names.
 */
export class Metrics {
  readonly registry = new Registry();
  readonly runsStarted = new Counter({
    name: 'gridrace_runs_started_total',
    help: 'Runs started, by game.',
    labelNames: ['game'] as const,
    registers: [this.registry],
  });
  readonly runsFinished = new Counter({
    name: 'gridrace_runs_finished_total',
    help: 'Runs that ended, by game and final status.',
    labelNames: ['game', 'status'] as const,
    registers: [this.registry],
  });
  readonly movesValidated = new Counter({
    name: 'gridrace_moves_validated_total',
    help: 'Run requests (moves, undos, hints) checked by the rules, by game and outcome.',
    labelNames: ['game', 'outcome'] as const,
    registers: [this.registry],
  });
  readonly runsVerified = new Counter({
    name: 'gridrace_runs_verified_total',
    help: 'Finished runs replayed from the seed to check their stored result (once each; the verdict is kept), by game and verdict.',
    labelNames: ['game', 'verdict'] as const,
    registers: [this.registry],
  });
  readonly moveLatency = new Histogram({
    name: 'gridrace_move_latency_seconds',
    help: 'Time from receiving a run request to its acknowledgement, storage included.',
    // Fine around 25 ms, the p99 a move's ack is held to under load (issue 18).
    buckets: [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.015, 0.02, 0.025, 0.03, 0.04, 0.05, 0.1, 0.25, 1],
    registers: [this.registry],
  });
  readonly storeCommit = new Histogram({
    name: 'gridrace_store_commit_seconds',
    help: 'Time to store one batch of writes (one transaction, one fsync with SQLite), waiting for the database included.',
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.015, 0.02, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
    registers: [this.registry],
  });
  readonly rateLimited = new Counter({
    name: 'gridrace_rate_limited_total',
    help: 'Socket events and connections refused rate_limited at the door, by limit (socket_events, address_events, sockets_per_address, address_connections, failed_joins).',
    labelNames: ['limit'] as const,
    registers: [this.registry],
  });
  readonly socketsConnected = new Gauge({
    name: 'gridrace_sockets_connected',
    help: 'Socket.IO connections open now.',
    registers: [this.registry],
  });

  readonly solverWait = new Histogram({
    name: 'gridrace_solver_wait_seconds',
    help: 'Time a solver job waited for a thread, by kind (hint, par somebody looks at, par solved ahead).',
    labelNames: ['kind'] as const,
    buckets: [0.001, 0.01, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
    registers: [this.registry],
  });
  private solverQueued: () => Record<string, number> = () => ({});
  readonly solverQueue = new Gauge({
    name: 'gridrace_solver_queue_length',
    help: 'Solver jobs waiting for a thread now, by kind.',
    labelNames: ['kind'] as const,
    registers: [this.registry],
    // Read at each scrape, so it is never stale.
    collect: () => {
      for (const [kind, length] of Object.entries(this.solverQueued())) this.solverQueue.set({ kind }, length);
    },
  });

  /** Where `solverQueue` reads the waiting jobs by kind. */
  watchSolverQueue(queued: () => Record<string, number>): void {
    this.solverQueued = queued;
  }

  constructor() {
    collectDefaultMetrics({ register: this.registry });
  }
}
