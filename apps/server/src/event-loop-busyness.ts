import { performance, type EventLoopUtilization } from 'node:perf_hooks';

/**
 * How busy the event loop has been lately: the share of the time it spent running code
 * rather than waiting for I/O (Node's event loop utilization), over the last whole window.
 * Cheap to ask often: it is measured again at most once a window.
 */
export class EventLoopBusyness {
  private mark: EventLoopUtilization = performance.eventLoopUtilization();
  private markedAt = performance.now();
  private latest = 0;

  constructor(private readonly windowMs = 500) {}

  /** 0 (idle) to 1 (never waiting), over the last window that ended. A bound function: it can be handed on alone. */
  readonly current = (): number => {
    const now = performance.now();
    if (now - this.markedAt >= this.windowMs) {
      this.latest = performance.eventLoopUtilization(this.mark).utilization;
      this.mark = performance.eventLoopUtilization();
      this.markedAt = now;
    }
    return this.latest;
  };
}
