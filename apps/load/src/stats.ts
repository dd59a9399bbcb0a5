/**
 * What a load phase measured: ack latencies, counters and errors by code. Pure data and
 * arithmetic, so the report and the tests need no sockets.
 */

/** The value at percentile `p` (0-100) of ascending `sorted`, by the nearest-rank method; NaN when empty. */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.ceil((Math.min(100, Math.max(0, p)) / 100) * sorted.length);
  return sorted[Math.max(0, rank - 1)]!;
}

export interface LatencySummary {
  readonly count: number;
  readonly p50: number;
  readonly p95: number;
  readonly p99: number;
  readonly max: number;
}

export function summarize(latencies: readonly number[]): LatencySummary {
  const sorted = Float64Array.from(latencies).sort();
  const values = Array.from(sorted);
  return {
    count: values.length,
    p50: percentile(values, 50),
    p95: percentile(values, 95),
    p99: percentile(values, 99),
    max: values.length ? values[values.length - 1]! : Number.NaN,
  };
}

/** How many examples of each error code are kept for the report. */
const EXAMPLES_PER_CODE = 3;

export interface ErrorTally {
  count: number;
  readonly examples: string[];
}

export class PhaseStats {
  /** Milliseconds from each `run:move` emit to its ack (refused ones included). */
  readonly moveLatencies: number[] = [];
  /** Milliseconds from each walls `run:start` to its ack: the server solving a new puzzle. */
  readonly wallsStartLatencies: number[] = [];
  /** Milliseconds from each walls `run:start` until its par was known (in the ack, or pushed later). */
  readonly parKnownLatencies: number[] = [];
  /** Milliseconds from each race request (`race:start`, `race:rematch`) to its ack, by event. */
  readonly raceLatencies = new Map<string, number[]>();
  readonly errors = new Map<string, ErrorTally>();
  /** Requests whose ack had not come when the phase closed its connections: slow, not failed. */
  unansweredAtClose = 0;
  movesSent = 0;
  /** Moves sent and not yet answered: the phase waits for them before it closes. */
  inFlight = 0;
  movesAcked = 0;
  racesStarted = 0;
  racesFinished = 0;
  runsFinished = 0;
  wallsPuzzles = 0;
  /** Walls layouts handed in (a short search's, most below par: the run ends, solved or not). */
  wallsHandedIn = 0;
  /** Walls puzzles whose par had still not come when the phase ended (then not in `parKnownLatencies`). */
  parUnknownAtClose = 0;
  /** REST 429s during setup that were waited out and retried (not errors: setup is not measured). */
  setupRetries = 0;

  recordMove(latencyMs: number): void {
    this.movesAcked += 1;
    this.moveLatencies.push(latencyMs);
  }

  recordRaceRequest(event: string, latencyMs: number): void {
    const latencies = this.raceLatencies.get(event) ?? [];
    latencies.push(latencyMs);
    this.raceLatencies.set(event, latencies);
  }

  /** Any refused ack, timeout, disconnect or failed setup step, by its code. */
  recordError(code: string, example: string): void {
    const tally = this.errors.get(code) ?? { count: 0, examples: [] };
    tally.count += 1;
    if (tally.examples.length < EXAMPLES_PER_CODE) tally.examples.push(example);
    this.errors.set(code, tally);
  }

  get errorCount(): number {
    let total = 0;
    for (const tally of this.errors.values()) total += tally.count;
    return total;
  }
}

/** A window of the move latencies (for the line printed while running): those since `from`. */
export function windowSummary(stats: PhaseStats, from: number): LatencySummary {
  return summarize(stats.moveLatencies.slice(from));
}
