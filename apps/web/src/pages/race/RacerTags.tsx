import type { JSX } from 'preact';
import { RaceLimits } from '@gridrace/protocol';

interface Props {
  readonly host: boolean;
  readonly you: boolean;
  /** Connection dropped, seat kept: shown until they are back or out. */
  readonly away?: boolean;
  /** A hint was taken: the run does not count. */
  readonly hinted?: boolean;
  /** A ghost: a stored run replayed at its own pace. */
  readonly ghost?: boolean;
  /** Their rating in the game, if they have one. */
  readonly rating?: number | null;
}

const GRACE_S = Math.round(RaceLimits.reconnectGraceMs / 1000);

/** The small labels beside a member's name, the same in the lobby, the progress bars and the results. */
export function RacerTags({ host, you, away = false, hinted = false, ghost = false, rating = null }: Props): JSX.Element {
  return (
    <>
      {rating !== null && (
        <span class="tag tag-rating" data-rating title="Rating in this game">
          {rating}
        </span>
      )}
      {ghost && (
        <span class="tag tag-ghost" data-ghost title="A ghost: a recorded run, replayed at its own pace">
          ghost
        </span>
      )}
      {host && (
        <span class="tag tag-host" title="The host starts the race">
          host
        </span>
      )}
      {you && <span class="tag tag-you">you</span>}
      {away && (
        <span class="tag tag-away" data-away title={`Away: the connection dropped; the seat is kept for ${GRACE_S} s`}>
          reconnecting…
        </span>
      )}
      {hinted && (
        <span class="tag tag-hinted" data-hinted title="A hint was taken: this run does not count and shares the last place">
          hint used
        </span>
      )}
    </>
  );
}
