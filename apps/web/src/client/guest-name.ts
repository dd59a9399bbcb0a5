/** Generated guest names (docs/runs.md#players): friendly, varied, and never anyone's real name. */
const ADJECTIVES = ['Swift', 'Clever', 'Quiet', 'Bold', 'Lucky', 'Nimble', 'Brave', 'Calm', 'Sly', 'Merry', 'Keen', 'Witty'] as const;
const ANIMALS = ['Otter', 'Falcon', 'Lynx', 'Heron', 'Badger', 'Gecko', 'Panda', 'Marten', 'Ibis', 'Yak', 'Orca', 'Wren'] as const;

/** A random integer below `n`; the browser's crypto by default, a seeded one in tests. */
export type Dice = (n: number) => number;

export const cryptoDice: Dice = (n) => {
  const word = new Uint32Array(1);
  crypto.getRandomValues(word);
  return (word[0] ?? 0) % n;
};

export function guestName(dice: Dice = cryptoDice): string {
  const adjective = ADJECTIVES[dice(ADJECTIVES.length)] ?? ADJECTIVES[0];
  const animal = ANIMALS[dice(ANIMALS.length)] ?? ANIMALS[0];
  return `${adjective} ${animal} ${100 + dice(900)}`;
}

/** A fresh random seed for "new game": URL-safe letters and digits. */
export function randomSeed(dice: Dice = cryptoDice, length = 8): string {
  const alphabet = 'abcdefghijkmnpqrstuvwxyz23456789';
  return Array.from({ length }, () => alphabet[dice(alphabet.length)]).join('');
}
