import {
  RACE_STATE_EVENT,
  RaceEvent,
  raceAckSchema,
  raceCreatedAckSchema,
  raceErrorAckSchema,
  raceStateSchema,
  QuickRaceEvent,
  raceQuickAckSchema,
  type RaceQuick,
  type RaceCreate,
  type RaceStateView,
} from '@gridrace/protocol';
import type { PushTransport } from './transport.ts';

/** A race request's outcome: the value, or the refusal's code (the page says it in the player's language). */
export type RaceOutcome<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly code: string };

/** No acknowledgement came (the connection dropped, or the server is down). */
export const NO_ANSWER = 'no_answer';

/** A refusal by its code alone (never the server's English): the page reads it in the player's language. */
export function refusal(code: string): RaceOutcome<never> {
  return { ok: false, code };
}

/** Reads an acknowledgement: the success schema's value, a refusal, or "not what the protocol says". */
function read<T>(ack: unknown, success: { safeParse(input: unknown): { success: true; data: T } | { success: false } }): RaceOutcome<T> {
  const accepted = success.safeParse(ack);
  if (accepted.success) return { ok: true, value: accepted.data };
  const refused = raceErrorAckSchema.safeParse(ack);
  if (refused.success) return refusal(refused.data.error.code);
  return refusal('bad_answer');
}

/**
 * The race events of the protocol (docs/protocol.md#races) over the tab's one socket: every acknowledgement
 * and every pushed `race:state` is checked against the shared schemas before anyone sees it.
 */
export class RaceClient {
  constructor(readonly transport: PushTransport) {}

  async create(request: RaceCreate): Promise<RaceOutcome<{ code: string; link: string }>> {
    const ack = await this.ask(RaceEvent.Create, request);
    const created = ack.ok ? read(ack.value, raceCreatedAckSchema) : ack;
    return created.ok ? { ok: true, value: { code: created.value.code, link: created.value.link } } : created;
  }

  join(code: string, as: 'racer' | 'spectator'): Promise<RaceOutcome<RaceStateView | null>> {
    return this.withRace(RaceEvent.Join, { code, as });
  }

  start(code: string): Promise<RaceOutcome<RaceStateView | null>> {
    return this.withRace(RaceEvent.Start, { code });
  }

  /** The host makes the room rated, or not, in its lobby. */
  rated(code: string, rated: boolean): Promise<RaceOutcome<RaceStateView | null>> {
    return this.withRace(RaceEvent.Rated, { code, rated });
  }

  /** Answers null when the room closed as we left. */
  leave(code: string): Promise<RaceOutcome<RaceStateView | null>> {
    return this.withRace(RaceEvent.Leave, { code });
  }

  rematch(code: string): Promise<RaceOutcome<RaceStateView | null>> {
    return this.withRace(RaceEvent.Rematch, { code });
  }

  /** Queues for a quick race: placed in one at once (its code), or queued until a `race:state` says where. */
  async quick(game: RaceQuick['game']): Promise<RaceOutcome<{ code: string } | { queued: true }>> {
    const ack = await this.ask(QuickRaceEvent.Quick, { game });
    const answer = ack.ok ? read(ack.value, raceQuickAckSchema) : ack;
    if (!answer.ok) return answer;
    return { ok: true, value: 'code' in answer.value ? { code: answer.value.code } : { queued: true } };
  }

  async cancelQuick(): Promise<void> {
    await this.ask(QuickRaceEvent.Cancel, {});
  }

  /** Every valid `race:state` the server pushes (an invalid one is dropped, never shown). */
  onState(listener: (race: RaceStateView) => void): () => void {
    return this.transport.listen(RACE_STATE_EVENT, (payload) => {
      const parsed = raceStateSchema.safeParse(payload);
      if (parsed.success) listener(parsed.data);
    });
  }

  private async withRace(event: string, payload: unknown): Promise<RaceOutcome<RaceStateView | null>> {
    const ack = await this.ask(event, payload);
    const answer = ack.ok ? read(ack.value, raceAckSchema) : ack;
    return answer.ok ? { ok: true, value: answer.value.race } : answer;
  }

  private ask(event: string, payload: unknown): Promise<RaceOutcome<unknown>> {
    return this.transport.request(event, payload).then(
      (value): RaceOutcome<unknown> => ({ ok: true, value }),
      () => refusal(NO_ANSWER),
    );
  }
}
