/**
 * The server's memory and load, read from its Prometheus `/metrics` (prom-client default
 * metrics and the server's own move histogram), so the same figures come from a server
 * the tool started and from one given by --url.
 */

export interface MemorySample {
  readonly rssBytes: number;
  readonly heapUsedBytes: number;
}

export interface MemoryTrack {
  start: MemorySample | null;
  peak: MemorySample | null;
  end: MemorySample | null;
}

/** The value of an unlabelled metric in Prometheus text, or null when absent. */
export function metricValue(text: string, name: string): number | null {
  for (const line of text.split('\n')) {
    if (!line.startsWith(name)) continue;
    const rest = line.slice(name.length);
    // `name 123` or `name{...} 123`; not `name_more 123`.
    if (!rest.startsWith(' ') && !rest.startsWith('{')) continue;
    const value = Number(rest.slice(rest.lastIndexOf(' ') + 1));
    if (Number.isFinite(value)) return value;
  }
  return null;
}

export function memoryFromMetrics(text: string): MemorySample | null {
  const rssBytes = metricValue(text, 'process_resident_memory_bytes');
  const heapUsedBytes = metricValue(text, 'nodejs_heap_size_used_bytes');
  return rssBytes === null || heapUsedBytes === null ? null : { rssBytes, heapUsedBytes };
}

/** Peak of each figure on its own: RSS and heap need not peak at the same moment. */
export function track(memory: MemoryTrack, sample: MemorySample): void {
  memory.start ??= sample;
  memory.end = sample;
  memory.peak = memory.peak ? { rssBytes: Math.max(memory.peak.rssBytes, sample.rssBytes), heapUsedBytes: Math.max(memory.peak.heapUsedBytes, sample.heapUsedBytes) } : sample;
}

/** One bucket of a Prometheus histogram: how many observations were at most `le`. */
export interface Bucket {
  readonly le: number;
  readonly count: number;
}

/** Everything the report takes from one read of `/metrics`. */
export interface ServerSample {
  readonly memory: MemorySample | null;
  /** CPU seconds of the whole process (main thread and solver threads). */
  readonly cpuSeconds: number | null;
  /** Event loop lag p99 since the previous read (prom-client resets it on every read). */
  readonly loopLagP99Seconds: number | null;
  /** `gridrace_move_latency_seconds`: the server's own time from request to ack, storage included. */
  readonly moveBuckets: readonly Bucket[];
  /** `gridrace_store_commit_seconds`: how long each batch of writes took to commit (the disk's share of an ack). */
  readonly commitBuckets: readonly Bucket[];
  /** Time the main thread has spent in garbage collection pauses since it started, every kind together. */
  readonly gcSeconds: number | null;
}

const LE_LABEL = /[{,]le="([^"]+)"/;

/** The buckets of the histogram `name`, smallest bound first, +Inf last. */
export function histogramBuckets(text: string, name: string): Bucket[] {
  const buckets: Bucket[] = [];
  for (const line of text.split('\n')) {
    if (!line.startsWith(`${name}_bucket{`)) continue;
    const le = LE_LABEL.exec(line)?.[1];
    const count = Number(line.slice(line.lastIndexOf(' ') + 1));
    if (le !== undefined && Number.isFinite(count)) buckets.push({ le: le === '+Inf' ? Number.POSITIVE_INFINITY : Number(le), count });
  }
  return buckets.sort((a, b) => a.le - b.le);
}

/** The sum of a metric over all its labels (`name{kind="minor"} 1.5`, `name{kind="major"} 0.5`: 2), or null when absent. */
export function labelledSum(text: string, name: string): number | null {
  let sum: number | null = null;
  for (const line of text.split('\n')) {
    if (!line.startsWith(`${name}{`) && !line.startsWith(`${name} `)) continue;
    const value = Number(line.slice(line.lastIndexOf(' ') + 1));
    if (Number.isFinite(value)) sum = (sum ?? 0) + value;
  }
  return sum;
}

/**
 * The bucket bound at percentile `p` (0-100) of the observations made between two reads:
 * an upper bound of the true value, as precise as the buckets are. Null without observations.
 */
export function bucketPercentile(before: readonly Bucket[], after: readonly Bucket[], p: number): number | null {
  const earlier = new Map(before.map((bucket) => [bucket.le, bucket.count]));
  const counts = after.map((bucket) => ({ le: bucket.le, count: bucket.count - (earlier.get(bucket.le) ?? 0) }));
  const total = counts[counts.length - 1]?.count ?? 0;
  if (total <= 0) return null;
  const wanted = Math.ceil((p / 100) * total);
  return counts.find((bucket) => bucket.count >= wanted)?.le ?? null;
}

export function readServerSample(text: string): ServerSample {
  return {
    memory: memoryFromMetrics(text),
    cpuSeconds: metricValue(text, 'process_cpu_seconds_total'),
    loopLagP99Seconds: metricValue(text, 'nodejs_eventloop_lag_p99_seconds'),
    moveBuckets: histogramBuckets(text, 'gridrace_move_latency_seconds'),
    commitBuckets: histogramBuckets(text, 'gridrace_store_commit_seconds'),
    gcSeconds: labelledSum(text, 'nodejs_gc_duration_seconds_sum'),
  };
}

/**
 * One read of the server's `/metrics`, with `Authorization: Bearer <token>` when the server
 * protects it (METRICS_TOKEN: the tool reads its own environment's, which a server it starts
 * inherits).
 */
export async function sampleServer(baseUrl: string, token: string | null = process.env.METRICS_TOKEN || null): Promise<ServerSample | null> {
  try {
    const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
    const response = await fetch(`${baseUrl}/metrics`, { headers, signal: AbortSignal.timeout(5_000) });
    return response.ok ? readServerSample(await response.text()) : null;
  } catch {
    // A busy or gone server: this sample is missing, the report says n/a.
    return null;
  }
}
