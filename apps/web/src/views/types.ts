import type { PlayState, Puzzle } from '@gridrace/core';
import type { ComponentType } from 'preact';
import type { GameWords } from '../i18n/messages.ts';
import type { MoveVerdict } from '../client/run-session.ts';

export type { MoveVerdict } from '../client/run-session.ts';

/** What the player chose once and the browser remembers. */
export interface Prefs {
  readonly theme: 'light' | 'dark' | 'system';
  /** 0 turns animations off; 1 is normal speed; 2 twice as fast. */
  readonly animationSpeed: 0 | 0.5 | 1 | 2;
  /** Id of a `fifteen` background from GET /api/v1/backgrounds ("numbers" by default). */
  readonly fifteenBackground: string;
  /** `same`: shapes on the blocks besides colour. */
  readonly colorBlind: boolean;
}

/**
 * Props of every board view. A view renders `state` (already the optimistic local state)
 * and reports the player's moves; it holds no rules (chessground's "no chess logic inside"):
 * whether a move is taken is the verdict `onMove` answers, where the rules ran once on it,
 * and what a view shows ahead of a move (a movable tile, a group's worth) is data the
 * game's rules give (`fifteenRules.canSlide`, `sameRules.removalWorth`).
 */
export interface BoardProps<B = unknown, M = unknown> {
  readonly puzzle: Puzzle<B>;
  readonly state: PlayState<B>;
  readonly onMove: (move: M) => MoveVerdict;
  /** No input taken: the run is over, or this is a replay. */
  readonly disabled: boolean;
  readonly prefs: Prefs;
}

/** How a game is introduced on the home page, and named on the result screens. */
export interface GameIntro {
  readonly title: string;
  readonly blurb: string;
  /** Shown while a new puzzle of the game is made and solved for par. */
  readonly preparing: string;
}

/** A game's own preferences, shown in the bar above its board (the bar saves a change). */
export interface PrefsProps {
  readonly prefs: Prefs;
  readonly onChange: (change: Partial<Prefs>) => void;
}

/** How a game is played, in one short sentence per way of playing: shown under every board. */
export interface HowTo {
  readonly mouse: string;
  readonly touch: string;
  readonly keys: string;
}

/** One game's whole presentation: a folder under views/ exports one, and the registry lists it. */
export interface GameView {
  // Each game's board view takes its own board and move types; the registry holds them all.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  readonly Board: ComponentType<BoardProps<any, any>>;
  /**
   * What a preset's board is, in words beside its name ("15×10, 4 colours"), so two presets
   * never read alike; null when the name says it all (a size like "4x4").
   */
  readonly presetDetail: (params: unknown) => string | null;
  /** The game's own preferences; null when it has only the common ones. */
  readonly Prefs: ComponentType<PrefsProps> | null;
  /** The game's rules in a few words and a legend of its board's parts, drawn as its board draws them. */
  readonly Help: ComponentType<HelpProps>;
  /** The game's own words in every language (its `words.ts`): the registry adds them to the catalogs. */
  readonly words: GameWords;
}

/** What a game's "How to play" reads: the puzzle in play, and the name of the button that ends its run where it is played. */
export interface HelpProps {
  readonly puzzle: Puzzle;
  readonly finish: string;
}
