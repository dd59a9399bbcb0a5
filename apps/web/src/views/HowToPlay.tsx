import type { GameName } from '@gridrace/core';
import type { JSX } from 'preact';
import { HOW_TO } from './index.ts';

/**
 * How to play this game, in sight under the board (not only in the board's aria-label): the
 * mouse's and the keyboard's ways where there is a pointer that hovers, the finger's on a touch
 * screen (the stylesheet picks by `hover`).
 */
export function HowToPlay({ game }: { game: GameName }): JSX.Element {
  const how = HOW_TO[game];
  return (
    <p class="how-to" data-how-to={game}>
      <span class="how-to-pointer">{how.mouse}</span> <span class="how-to-touch">{how.touch}</span> <span class="how-to-keys">{how.keys}</span>
    </p>
  );
}
