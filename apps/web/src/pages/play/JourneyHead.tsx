import type { AnyRules } from '@gridrace/core';
import type { JSX } from 'preact';
import { paths } from '../../app/routes.ts';
import { t } from '../../i18n/messages.ts';
import { journeyAsks } from './journey-step.ts';
import type { JourneyLevel } from './useJourneyLevel.ts';

/** The way back to a journey's overview: in a journey it takes the place of "New game", which would leave it for a random board. */
export function JourneyBack({ journey }: { journey: JourneyLevel }): JSX.Element {
  return (
    <a class="button" href={paths.journey(journey.game)} data-journey-back>
      {t('journey.back')}
    </a>
  );
}

/** Under a journey level's title: what the level asks, and the way back to the journey. */
export function JourneyHead({ journey, rules }: { journey: JourneyLevel; rules: AnyRules }): JSX.Element {
  return (
    <p class="journey-here" data-journey-here={journey.place.level}>
      {journeyAsks(journey.place, rules)}{' '}
      <a href={paths.journey(journey.game)}>
        <span aria-hidden="true">← </span>
        {t('journey.back')}
      </a>
    </p>
  );
}
