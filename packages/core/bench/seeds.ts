/** Deterministic seed lists, so every run of the bench measures the same boards. */
export const seeds = (n: number, label: string): string[] => Array.from({ length: n }, (_, i) => `${label}-${i}`);
