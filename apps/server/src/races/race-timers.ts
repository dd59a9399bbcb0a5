/**
 * The timers this process set for its races (countdown, time limit, reconnection grace).
 * Kept out of the race itself: a race is JSON a shared store can hold, a timer is not.
 */
export class RaceTimers {
  private readonly byRace = new Map<string, Set<NodeJS.Timeout>>();

  after(code: string, ms: number, task: () => Promise<unknown>, onError: (error: unknown) => void): void {
    const timers = this.byRace.get(code) ?? new Set();
    this.byRace.set(code, timers);
    const timer = setTimeout(() => {
      timers.delete(timer);
      task().catch(onError);
    }, Math.max(0, ms));
    // A pending race timer must not keep a closing server (or a test run) alive.
    timer.unref();
    timers.add(timer);
  }

  clear(code: string): void {
    for (const timer of this.byRace.get(code) ?? []) clearTimeout(timer);
    this.byRace.delete(code);
  }

  clearAll(): void {
    for (const code of [...this.byRace.keys()]) this.clear(code);
  }
}
