import type { JSX } from 'preact';
import type { GameStats } from '../../client/api.ts';
import { kindLabel } from '../games.ts';
import { t } from '../../i18n/messages.ts';

/**
 * Which kind of board a game's statistics are of (a 3x3 and a 4x4 are kept apart, as
 * speedsolvers keep events apart): a choice among the kinds played, or the one named.
 */
export function KindPicker({ stats, kind, onPick }: { stats: GameStats; kind: string; onPick: (kind: string) => void }): JSX.Element {
  const id = `stats-kind-${stats.game}`;
  // The kind shown may be none the player has listed (asked for by its name): it stays a choice.
  const kinds = stats.kinds.some((played) => played.kind === kind) ? stats.kinds : [{ kind, runs: 0 }, ...stats.kinds];
  if (kinds.length === 1) {
    return (
      <p class="stat-kind">
        <span>
          {t('stats.board')}: <strong>{kindLabel(kind)}</strong>
        </span>
      </p>
    );
  }
  return (
    <p class="stat-kind">
      <label for={id}>{t('stats.board')}</label>{' '}
      <select id={id} data-kind-picker value={kind} onChange={(event) => onPick(event.currentTarget.value)}>
        {kinds.map((played) => (
          <option key={played.kind} value={played.kind}>
            {t('stats.kindOption', { board: kindLabel(played.kind), runs: played.runs })}
          </option>
        ))}
      </select>
    </p>
  );
}
