import { randomBytes } from 'node:crypto';
import type { ProcessRegistry } from './process-registry.ts';

/**
 * By default a process that dies is found within 8 s, so its racers are seen away within
 * 10 s, with time left for the change and its broadcast.
 */
export const DEFAULT_PROCESS_TIMEOUT_MS = 8000;

export interface ProcessLivenessOptions {
  readonly registry: ProcessRegistry;
  /** A process that stops beating is found gone by the others within this long. */
  readonly timeoutMs: number;
  readonly log?: { error(object: unknown, message: string): void };
}

/** Lets go of every racer the gone process `processId` held in race `code`. */
export type GoneHandler = (processId: string, code: string) => Promise<void>;

const newProcessId = (): string => randomBytes(8).toString('hex');

/**
 * This server process's heartbeat, and the watch over the others' (docs/operations.md#several-processes): a
 * process that dies without a word (kill -9) closes no socket, so nothing else would tell
 * that its racers are gone. Every quarter of the timeout each process renews its heartbeat
 * (which lasts three quarters) and looks for processes whose heartbeat ran out: a death is
 * seen within the timeout. Their racers are let go of race by race, then the process is
 * forgotten; any process may do it, more than once, since letting go is idempotent.
 *
 * A heartbeat that runs out while its process lives (a long stall, Redis away) counts as a
 * death too: the others let go of its racers. So the process takes a new id, and holds the
 * sockets it still has again under that one (`onLapse`); holds under the old id can then be
 * let go of in any order without touching the new ones.
 */
export class ProcessLiveness {
  private current = newProcessId();
  private timer: NodeJS.Timeout | undefined;
  private beating = false;
  private sweeping = false;
  private gone: GoneHandler = async () => undefined;
  private lapsed: () => Promise<void> = async () => undefined;

  constructor(private readonly options: ProcessLivenessOptions) {}

  /** This process, as racers' holders name it (it changes after a lapse). */
  get id(): string {
    return this.current;
  }

  private get ttlMs(): number {
    return (this.options.timeoutMs * 3) / 4;
  }

  /** Who lets go of a gone process's racers (the race service). */
  onGone(handler: GoneHandler): void {
    this.gone = handler;
  }

  /** Who holds this process's sockets again under its new id (the socket layer). */
  onLapse(handler: () => Promise<void>): void {
    this.lapsed = handler;
  }

  async start(): Promise<void> {
    await this.options.registry.register(this.current, this.ttlMs);
    this.timer = setInterval(() => {
      void this.beat();
      void this.sweep();
    }, this.options.timeoutMs / 4);
    // The heartbeat must not keep a closing server (or a test run) alive.
    this.timer.unref();
  }

  /**
   * Before this process becomes a holder in race `code`, so that its death reaches them;
   * answers the id to hold them under.
   */
  async holds(code: string): Promise<string> {
    const id = this.current;
    await this.options.registry.holds(id, code);
    return id;
  }

  releases(code: string): Promise<void> {
    return this.options.registry.releases(this.current, code);
  }

  /**
   * Stops beating. The heartbeat is left to run out: whatever this process still held is let
   * go of by the others, as after a crash (a graceful close's own goodbyes may not all land).
   */
  close(): void {
    clearInterval(this.timer);
  }

  /** Renews the heartbeat; after a lapse, carries on under a new id. */
  async beat(): Promise<void> {
    if (this.beating) return;
    this.beating = true;
    try {
      if (await this.options.registry.beat(this.current, this.ttlMs)) return;
      this.current = newProcessId();
      await this.options.registry.register(this.current, this.ttlMs);
      await this.lapsed();
    } catch (error) {
      this.options.log?.error({ err: error }, 'process heartbeat failed');
    } finally {
      this.beating = false;
    }
  }

  /** Lets go of the racers of every process found gone (this one's own old ids included). */
  async sweep(): Promise<void> {
    if (this.sweeping) return;
    this.sweeping = true;
    try {
      for (const processId of await this.options.registry.gone()) {
        if (processId !== this.current && (await this.letGoOf(processId))) await this.options.registry.forget(processId);
      }
    } catch (error) {
      this.options.log?.error({ err: error }, 'looking for gone processes failed');
    } finally {
      this.sweeping = false;
    }
  }

  /** Answers whether every race of the gone process is done with; if not, it is not forgotten and the next sweep tries again. */
  private async letGoOf(processId: string): Promise<boolean> {
    let done = true;
    for (const code of await this.options.registry.racesOf(processId)) {
      await this.gone(processId, code).catch((error: unknown) => {
        done = false;
        this.options.log?.error({ err: error, race: code }, 'letting go of a gone process failed');
      });
    }
    return done;
  }
}
