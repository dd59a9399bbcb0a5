import { randomInt } from 'node:crypto';
import { RACE_CODE_ALPHABET, RaceLimits } from '@gridrace/protocol';

/** 31 symbols over 6 places: about 887 million codes, so a clash is rare and simply redrawn. */
export function newRaceCode(): string {
  let code = '';
  for (let i = 0; i < RaceLimits.codeLength; i++) code += RACE_CODE_ALPHABET[randomInt(RACE_CODE_ALPHABET.length)];
  return code;
}

export const raceLink = (code: string): string => `/race/${code}`;
