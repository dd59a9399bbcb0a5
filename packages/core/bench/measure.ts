import { performance } from 'node:perf_hooks';

export interface Timing {
  readonly samples: number;
  readonly medianMs: number;
  readonly p99Ms: number;
  readonly totalMs: number;
}

/** Times `run` once per input; figures are wall-clock on a shared machine, so compare within one run. */
export function timeEach<T>(inputs: readonly T[], run: (input: T) => void): Timing {
  const times = inputs.map((input) => {
    const start = performance.now();
    run(input);
    return performance.now() - start;
  });
  const sorted = [...times].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  return { samples: times.length, medianMs: at(0.5), p99Ms: at(0.99), totalMs: times.reduce((a, b) => a + b, 0) };
}

/** Operations per second of `op`, run in batches until at least `minMs` have passed. */
export function throughput(op: (i: number) => void, minMs = 1000): number {
  let done = 0;
  const start = performance.now();
  let elapsed = 0;
  while (elapsed < minMs) {
    for (let i = 0; i < 1000; i++) op(done + i);
    done += 1000;
    elapsed = performance.now() - start;
  }
  return (done / elapsed) * 1000;
}

export const fmt = (n: number, digits = 1) => n.toLocaleString('en-US', { maximumFractionDigits: digits });

export function row(name: string, value: string, target = ''): void {
  console.log(`${name.padEnd(54)} ${value.padStart(18)}   ${target}`);
}
