import { randomInt } from 'node:crypto';

/** A fresh random seed for a new game, a race or its rematch: 11 of 36 symbols (56 bits), URL-safe. */
export function freshSeed(): string {
  let seed = '';
  for (let i = 0; i < 11; i++) seed += 'abcdefghijklmnopqrstuvwxyz0123456789'[randomInt(36)];
  return seed;
}
