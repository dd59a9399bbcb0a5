import type { JSX } from 'preact';
import type { BoardPlayers } from '@gridrace/protocol';
import { t } from '../i18n/messages.ts';

const CHOICES: readonly { players: BoardPlayers; label: 'board.people' | 'board.bots' }[] = [
  { players: 'people', label: 'board.people' },
  { players: 'bots', label: 'board.bots' },
];

/** People's board or the bots': they rank apart (docs/fair-play.md#plausibility). */
export function BoardPlayersSwitch({ value, onPick }: { value: BoardPlayers; onPick: (players: BoardPlayers) => void }): JSX.Element {
  return (
    <div class="segmented ratings-whose board-switch" role="group" aria-label={t('board.whose')} data-board-players={value}>
      {CHOICES.map(({ players, label }) => (
        <button key={players} type="button" class={players === value ? 'on' : ''} aria-pressed={players === value} onClick={() => onPick(players)}>
          {t(label)}
        </button>
      ))}
    </div>
  );
}
