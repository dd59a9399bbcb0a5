import type { Puzzle } from '@gridrace/core';
import type { JSX } from 'preact';
import { finishButton, type RunPlace } from '../../i18n/game-words.ts';
import { t } from '../../i18n/messages.ts';
import { GAME_HELP } from '../../views/index.ts';
import { useHelpFold } from './useHelpFold.ts';
import { useHeightOnPage } from './useHeightOnPage.ts';

/**
 * "How to play", just above the board: the game's rules in a few words and a legend of its
 * board's parts. Open the first time a player plays the game, folded afterwards, reopened by its
 * summary at any time. It names the run's end button as `place` shows it.
 */
export function GameHelp({ puzzle, place }: { puzzle: Puzzle; place: RunPlace }): JSX.Element {
  const [open, setOpen] = useHelpFold(puzzle.game);
  const Help = GAME_HELP[puzzle.game];
  const ref = useHeightOnPage<HTMLDetailsElement>();
  return (
    <details ref={ref} class="game-help" data-help={puzzle.game} open={open} onToggle={(event) => setOpen((event.currentTarget as HTMLDetailsElement).open)}>
      <summary>{t('help.title')}</summary>
      <div class="game-help-body">
        <Help puzzle={puzzle} finish={finishButton(puzzle.rules, place).label} />
      </div>
    </details>
  );
}
