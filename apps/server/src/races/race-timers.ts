/**
 * This process's timer for each race it changed: one per race, at the race's next deadline.
 * Kept out of the race itself (a race is JSON a shared store can hold, a timer is not); a
 * process that dies takes its timers along, and the others' sweeps do their work instead.
 */
export class RaceTimers {
  private readonly byRace = new Map<string, { at: number; timer: NodeJS.Timeout }>();

  /** Runs `task` at `at` (epoch ms of `now`'s clock), replacing this race's earlier timer. */
  set(code: string, at: number, now: number, task: () => Promise<unknown>, onError: (error: unknown) => void): void {
    const current = this.byRace.get(code);
    if (current?.at === at) return;
    if (current) clearTimeout(current.timer);
    const timer = setTimeout(
      () => {
        if (this.byRace.get(code)?.timer === timer) this.byRace.delete(code);
        task().catch(onError);
      },
      Math.max(0, at - now),
    );
    // A pending race timer must not keep a closing server (or a test run) alive.
    timer.unref();
    this.byRace.set(code, { at, timer });
  }

  clear(code: string): void {
    const current = this.byRace.get(code);
    if (current) clearTimeout(current.timer);
    this.byRace.delete(code);
  }

  clearAll(): void {
    for (const code of [...this.byRace.keys()]) this.clear(code);
  }
}
