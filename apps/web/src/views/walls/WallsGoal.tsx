import type { JSX } from 'preact';
import { t } from '../../i18n/messages.ts';

/**
 * Under the board: the goal (par) against the runner's current path length (whoever's layout it
 * is: replays show others'). While par is unknown the goal is said in words, never a blank.
 */
export function WallsGoal({ par, length, reached }: { par: number | null; length: number; reached: boolean }): JSX.Element {
  return (
    <p class={`walls-goal${reached ? ' walls-goal-reached' : ''}`}>
      {par === null ? (
        <span class="walls-goal-pending">{t('walls.goalPending')}</span>
      ) : (
        <>
          {t('walls.goal')} <b class="walls-par">{par}</b>
        </>
      )}
      {' · '}
      {t('walls.path')} <b class="walls-path-length">{length}</b>
      {reached && <span class="walls-reached"> {t('walls.reached')}</span>}
    </p>
  );
}
