import type * as pipesRules from '@gridrace/core/games/pipes';
import type { JSX } from 'preact';
import { type MessageKey, t } from '../../i18n/messages.ts';

type Turn = pipesRules.Turn;

const CHOICES: readonly { turn: Turn; label: MessageKey; icon: string }[] = [
  { turn: 'cw', label: 'pipes.cw', icon: '↻' },
  { turn: 'ccw', label: 'pipes.ccw', icon: '↺' },
];

/**
 * Which way a tap turns a tile: a finger has no secondary button, and a counter-clockwise
 * turn must not cost three taps (and three moves). Shown on touch screens (see pipes.css).
 */
export function PipesTurnChoice({ turn, onChoose }: { turn: Turn; onChoose: (turn: Turn) => void }): JSX.Element {
  return (
    <div class="pipes-turn" role="group" aria-label={t('pipes.turnGroup')}>
      <span class="pipes-turn-label">{t('pipes.tapTurns')}</span>
      {CHOICES.map((choice) => (
        <button key={choice.turn} type="button" data-turn={choice.turn} aria-pressed={turn === choice.turn} onClick={() => onChoose(choice.turn)}>
          <span aria-hidden="true">{choice.icon}</span> {t(choice.label)}
        </button>
      ))}
    </div>
  );
}
