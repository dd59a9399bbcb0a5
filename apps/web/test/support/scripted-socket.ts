import type { PushTransport } from '../../src/client/transport.ts';

export type Answer = (payload: Record<string, unknown>) => unknown;

/** A socket stand-in: scripted acknowledgements per event, pushes and connection changes by hand. */
export class ScriptedSocket implements PushTransport {
  connected = true;
  readonly sent: { event: string; payload: Record<string, unknown> }[] = [];
  readonly answers = new Map<string, Answer[]>();
  private readonly pushes = new Map<string, Set<(payload: unknown) => void>>();
  private readonly connections = new Set<(up: boolean) => void>();

  answer(event: string, ...answers: Answer[]): void {
    this.answers.set(event, [...(this.answers.get(event) ?? []), ...answers]);
  }

  async request(event: string, payload: unknown): Promise<unknown> {
    this.sent.push({ event, payload: payload as Record<string, unknown> });
    const answer = this.answers.get(event)?.shift();
    if (!answer) throw new Error('no answer (timeout)');
    return answer(payload as Record<string, unknown>);
  }

  listen(event: string, listener: (payload: unknown) => void): () => void {
    const set = this.pushes.get(event) ?? new Set();
    set.add(listener);
    this.pushes.set(event, set);
    return () => set.delete(listener);
  }

  push(event: string, payload: unknown): void {
    for (const listener of this.pushes.get(event) ?? []) listener(payload);
  }

  onConnection(listener: (up: boolean) => void): () => void {
    this.connections.add(listener);
    return () => this.connections.delete(listener);
  }

  setConnected(up: boolean): void {
    this.connected = up;
    for (const listener of this.connections) listener(up);
  }
}
