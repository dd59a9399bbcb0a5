import { describe, expect, it } from 'vitest';
import { memoryFromMetrics, metricValue, track, type MemoryTrack } from './server-metrics.ts';

const METRICS = `# HELP process_resident_memory_bytes Resident memory size in bytes.
# TYPE process_resident_memory_bytes gauge
process_resident_memory_bytes 123456789
# HELP nodejs_heap_size_used_bytes Process heap size used from Node.js in bytes.
nodejs_heap_size_used_bytes 45678901
nodejs_heap_size_used_bytes_extra 1
gridrace_sockets_connected{instance="a"} 12
`;

describe('server metrics', () => {
  it('read the memory gauges from Prometheus text', () => {
    expect(memoryFromMetrics(METRICS)).toEqual({ rssBytes: 123456789, heapUsedBytes: 45678901 });
  });

  it('read a labelled metric, and not one whose name only starts the same', () => {
    expect(metricValue(METRICS, 'gridrace_sockets_connected')).toBe(12);
    expect(metricValue('nodejs_heap_size_used_bytes_extra 1\n', 'nodejs_heap_size_used_bytes')).toBeNull();
  });

  it('have no sample when a gauge is missing', () => {
    expect(memoryFromMetrics('process_resident_memory_bytes 5\n')).toBeNull();
  });

  it('track start, the peak of each figure, and end', () => {
    const memory: MemoryTrack = { start: null, peak: null, end: null };
    track(memory, { rssBytes: 100, heapUsedBytes: 50 });
    track(memory, { rssBytes: 300, heapUsedBytes: 40 });
    track(memory, { rssBytes: 200, heapUsedBytes: 60 });
    expect(memory).toEqual({
      start: { rssBytes: 100, heapUsedBytes: 50 },
      peak: { rssBytes: 300, heapUsedBytes: 60 },
      end: { rssBytes: 200, heapUsedBytes: 60 },
    });
  });
});
