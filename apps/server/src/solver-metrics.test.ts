import { describe, expect, it } from 'vitest';
import { Metrics } from './metrics.ts';

describe('the solver in /metrics', () => {
  it('shows the jobs waiting by kind as they stand at the scrape, and how long each waited', async () => {
    const metrics = new Metrics();
    let queued = { hint: 0, par: 2, ahead: 5 };
    metrics.watchSolverQueue(() => queued);
    metrics.solverWait.observe({ kind: 'par' }, 0.2);
    let text = await metrics.registry.metrics();
    expect(text).toContain('gridrace_solver_queue_length{kind="par"} 2');
    expect(text).toContain('gridrace_solver_queue_length{kind="ahead"} 5');
    expect(text).toContain('gridrace_solver_wait_seconds_count{kind="par"} 1');
    queued = { hint: 1, par: 0, ahead: 0 };
    text = await metrics.registry.metrics();
    expect(text).toContain('gridrace_solver_queue_length{kind="hint"} 1');
    expect(text).toContain('gridrace_solver_queue_length{kind="ahead"} 0');
  });
});
