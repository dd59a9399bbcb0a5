import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { bucketPercentile, histogramBuckets, memoryFromMetrics, metricValue, readServerSample, sampleServer, track, type MemoryTrack } from './server-metrics.ts';

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

describe('the server move histogram', () => {
  const histogram = (counts: readonly number[]) => ['0.001', '0.005', '0.025', '+Inf'].map((le, i) => `gridrace_move_latency_seconds_bucket{le="${le}"} ${counts[i]}`).join('\n');

  it('is read bucket by bucket, +Inf last', () => {
    expect(histogramBuckets(`${histogram([1, 2, 3, 4])}\ngridrace_move_latency_seconds_sum 0.5\n`, 'gridrace_move_latency_seconds')).toEqual([
      { le: 0.001, count: 1 },
      { le: 0.005, count: 2 },
      { le: 0.025, count: 3 },
      { le: Number.POSITIVE_INFINITY, count: 4 },
    ]);
  });

  it('gives the bucket bound of a percentile of what was observed between two reads', () => {
    const before = histogramBuckets(histogram([50, 50, 50, 50]), 'gridrace_move_latency_seconds');
    // Since then: 90 fast requests, 9 at most 5 ms, 1 at most 25 ms.
    const after = histogramBuckets(histogram([140, 149, 150, 150]), 'gridrace_move_latency_seconds');
    expect(bucketPercentile(before, after, 50)).toBe(0.001);
    expect(bucketPercentile(before, after, 95)).toBe(0.005);
    expect(bucketPercentile(before, after, 100)).toBe(0.025);
    expect(bucketPercentile(after, after, 99)).toBeNull();
  });

  it('comes with CPU and event loop lag in one sample', () => {
    const sample = readServerSample(`${METRICS}process_cpu_seconds_total 12.5\nnodejs_eventloop_lag_p99_seconds 0.02\n${histogram([1, 1, 1, 1])}\n`);
    expect(sample.cpuSeconds).toBe(12.5);
    expect(sample.loopLagP99Seconds).toBe(0.02);
    expect(sample.memory?.rssBytes).toBe(123456789);
    expect(sample.moveBuckets).toHaveLength(4);
    expect(sample.commitBuckets).toEqual([]);
    expect(sample.gcSeconds).toBeNull();
  });

  it('comes with the commit histogram and the GC pauses of every kind added up', () => {
    const commits = ['0.001', '0.01', '+Inf'].map((le, i) => `gridrace_store_commit_seconds_bucket{le="${le}"} ${[5, 9, 10][i]}`).join('\n');
    const gc = [
      'nodejs_gc_duration_seconds_bucket{le="0.001",kind="minor"} 7',
      'nodejs_gc_duration_seconds_sum{kind="minor"} 0.25',
      'nodejs_gc_duration_seconds_sum{kind="major"} 0.5',
      'nodejs_gc_duration_seconds_count{kind="major"} 2',
    ].join('\n');
    const sample = readServerSample(`${METRICS}${histogram([1, 1, 1, 1])}\n${commits}\n${gc}\n`);
    expect(sample.commitBuckets).toEqual([
      { le: 0.001, count: 5 },
      { le: 0.01, count: 9 },
      { le: Number.POSITIVE_INFINITY, count: 10 },
    ]);
    // The move histogram is not mixed up with the commit one.
    expect(sample.moveBuckets.map((bucket) => bucket.count)).toEqual([1, 1, 1, 1]);
    expect(sample.gcSeconds).toBe(0.75);
  });

  it('are read with the METRICS_TOKEN a server protects /metrics with', async () => {
    const token = 'load-metrics-token-0123';
    const server = createServer((request, response) => {
      const allowed = request.url === '/metrics' && request.headers.authorization === `Bearer ${token}`;
      response.writeHead(allowed ? 200 : 401, { 'content-type': 'text/plain' }).end(allowed ? METRICS : '');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      expect((await sampleServer(url, token))?.memory).toEqual({ rssBytes: 123456789, heapUsedBytes: 45678901 });
      expect(await sampleServer(url, null)).toBeNull();
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
