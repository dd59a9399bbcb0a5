/**
 * A person's pauses between clicks, for browser tests whose runs must stand the server's
 * fair-play judgement and rank (docs/fair-play.md#plausibility): varied as people's are, never a
 * program's steady beat (Playwright clicks as fast as the page takes them).
 */
const PAUSES_MS = [70, 140, 95, 210, 80, 120, 330, 90, 160, 110, 75, 260] as const;

/** The pause before click `index` (0-based). */
export const humanPauseMs = (index: number): number => PAUSES_MS[index % PAUSES_MS.length]!;
