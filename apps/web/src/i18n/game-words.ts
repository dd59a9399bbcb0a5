import { raceDecidersOf, type AnyRules, type Figure, type LevelGoal, type RaceDecider, type ResultWords } from '@gridrace/core';
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

/** Where a run is played: its own page, or a race's room. */
export type RunPlace = 'solo' | 'race';

/**
 * The button that ends a run, as its toolbar names it, and what it says on hover: a `score`
 * game's run is handed in ("End run" alone, "Submit layout" in a race), any other given up.
 * The toolbars and the "How to play" read it here, so the help names the button in sight.
 */
export function finishButton(rules: Rules, place: RunPlace): { label: string; title: string } {
  const { submit } = wordsOf(rules);
  if (submit) return { label: place === 'race' ? submit.action : t('run.endRun'), title: submit.title };
  return { label: t('run.giveUp'), title: place === 'race' ? t('race.giveUpTitle') : t('run.giveUpTitle') };
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

/** Each decider's own field of a game (`game.same.raceFewestLeft`) and the words every other game says. */
const DECIDER_WORDS: Readonly<Record<RaceDecider, readonly [field: string, common: MessageKey]>> = {
  firstToFinish: ['raceFirstToFinish', 'words.raceFirstToFinish'],
  fewestMoves: ['raceFewestMoves', 'words.raceFewestMoves'],
  fewestLeft: ['raceFewestLeft', 'words.raceFewestLeft'],
  mostScore: ['raceMostScore', 'words.raceMostScore'],
  soonest: ['raceSoonest', 'words.raceSoonest'],
};

/**
 * Who wins a race of the game, in the player's language ("Who wins: the first to clear the
 * board, then the fewest blocks left, then the most points…"): read from the ranking that
 * places the racers (core's `raceDecidersOf`), so it says no other rule.
 */
export function raceRuleWords(rules: Pick<AnyRules, 'game' | 'words' | 'ranking'>): string {
  const [first = '', ...rest] = raceDecidersOf(rules.ranking).map((decider) => own(rules, ...DECIDER_WORDS[decider]));
  return t('words.raceRule', { deciders: rest.reduce((before, next) => t('words.raceThen', { before, next }), first) });
}
