import type { JSX } from 'preact';

/** Under the board: the goal (par) against the runner's current path length (whoever's layout it is: replays show others'). */
export function WallsGoal({ par, length, reached }: { par: number | null; length: number; reached: boolean }): JSX.Element {
  return (
    <p class={`walls-goal${reached ? ' walls-goal-reached' : ''}`}>
      Goal: <b class="walls-par">{par ?? '—'}</b> — path: <b class="walls-path-length">{length}</b>
      {reached && <span class="walls-reached"> ✓ goal reached</span>}
    </p>
  );
}
