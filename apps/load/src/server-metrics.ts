/**
 * The server's memory, read from its Prometheus `/metrics` (prom-client default metrics),
 * so the same figures come from a server the tool started and from one given by --url.
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
  memory.peak = memory.peak
    ? { rssBytes: Math.max(memory.peak.rssBytes, sample.rssBytes), heapUsedBytes: Math.max(memory.peak.heapUsedBytes, sample.heapUsedBytes) }
    : sample;
}

export async function sampleMemory(baseUrl: string): Promise<MemorySample | null> {
  try {
    const response = await fetch(`${baseUrl}/metrics`, { signal: AbortSignal.timeout(5_000) });
    return response.ok ? memoryFromMetrics(await response.text()) : null;
  } catch {
    // A busy or gone server: this sample is missing, the report says n/a.
    return null;
  }
}
