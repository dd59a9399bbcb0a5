import type { AnyRules, Figure, LevelGoal, ResultWords } from '@gridrace/core';
import { hasMessage, t, type MessageKey, type MessageValues } from './messages.ts';

type Rules = Pick<AnyRules, 'game' | 'words'>;

/** A game's own message (`game.same.solved`), or the common one every other game says. */
function own(rules: Rules, field: string, common: MessageKey, values?: MessageValues): string {
  const key = `game.${rules.game}.${field}`;
  return t(hasMessage(key) ? key : common, values);
}

/**
 * A game's result words in the player's language, shaped as the rules' own: a score or a
 * submit only where the rules have one (the rules' English words stay for the API and the CLI).
 */
export function wordsOf(rules: Rules): ResultWords {
  return {
    solved: own(rules, 'solved', 'words.solved'),
    solve: own(rules, 'solve', 'words.solve'),
    solvedHeadline: own(rules, 'solvedHeadline', 'words.solvedHeadline'),
    timeLabel: own(rules, 'timeLabel', 'words.timeLabel'),
    parLabel: own(rules, 'parLabel', 'words.parLabel'),
    raceWin: own(rules, 'raceWin', 'words.raceWin'),
    score: rules.words.score && {
      label: own(rules, 'scoreLabel', 'words.scoreLabel'),
      best: own(rules, 'scoreBest', 'words.scoreLabel'),
      text: (score) => own(rules, 'scoreText', 'words.scoreBare', { score }),
      short: (score) => own(rules, 'scoreShort', 'words.scoreBare', { score }),
    },
    submit: rules.words.submit && {
      action: own(rules, 'submitAction', 'words.submitAction'),
      title: own(rules, 'submitTitle', 'words.submitAction'),
      done: own(rules, 'submitDone', 'words.submitAction'),
    },
  };
}

/** A score in the game's own words ("27 points"), a bare figure where the game has none. */
export const scoreWords = (rules: Rules, score: number): string => wordsOf(rules).score?.text(score) ?? t('words.scoreBare', { score });

/** The rules' result figures (`resultFigures`), labelled in the player's language. */
export function figureLabels(rules: Rules, figures: readonly Figure[]): Figure[] {
  const words = wordsOf(rules);
  const label = { time: words.timeLabel, moves: t('words.moves'), score: words.score?.best ?? t('words.scoreLabel') } as const;
  return figures.map((figure) => ({ ...figure, label: label[figure.key] }));
}

/** A journey level's goal in the player's language ("Clear it", "Reach path 30"). */
export function goalWords(rules: Rules, goal: LevelGoal): string {
  return goal.kind === 'solve' ? own(rules, 'goalSolve', 'words.goalSolve') : t('words.goalScore', { score: scoreWords(rules, goal.atLeast) });
}
