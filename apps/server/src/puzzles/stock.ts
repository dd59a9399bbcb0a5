import { rulesOf, seededPuzzle, type GameName, type Result } from '@gridrace/core';
import type { PlayableNow, PuzzleCatalog } from './catalog.ts';
import type { Asker } from './par-costs.ts';
import { freshSeed } from './fresh-seed.ts';

/** Puzzles kept ready per preset: one for the next player, one more for a second at once. */
const PER_SHELF = 2;

/**
 * New games with a fresh random seed (docs/puzzle-ids.md#seeds-and-new-games), handed out at once: nobody waits for a
 * solver. For each preset of a game with a slow par, a shelf of puzzles is drawn and solved
 * ahead, behind the pars somebody waits for, so a new game usually comes with its par. A
 * shelf is filled after the first demand for its preset, so a server nobody plays `walls` on
 * solves nothing ahead. Other params (custom sizes), and a preset whose shelf is empty, are
 * drawn on demand and handed out with their par still being solved (`parPending`).
 */
export class PuzzleStock {
  /** Ready puzzle ids by shelf (`shelfOf`), oldest first. */
  private readonly shelves = new Map<string, string[]>();
  /** Pars being solved ahead, by shelf. */
  private readonly filling = new Map<string, number>();

  constructor(
    private readonly catalog: PuzzleCatalog,
    private readonly options: { readonly perShelf?: number; readonly seed?: () => string; readonly onError?: (error: unknown) => void } = {},
  ) {}

  /**
   * A fresh puzzle of `game` with `params` (any JSON, defaults filled in), its par known or on
   * its way. One from a shelf costs `asker` nothing; one drawn now is a new par, charged to them.
   */
  async take(game: GameName, params: unknown, asker?: Asker): Promise<Result<PlayableNow>> {
    const shelf = shelfOf(game, params);
    const ready = shelf ? this.shelves.get(shelf)?.shift() : undefined;
    if (shelf) this.refill(game, params, shelf);
    if (ready) return this.catalog.playable(ready);
    const made = seededPuzzle(game, params, this.seed());
    if (!made.ok) return made;
    return this.catalog.playable(made.value.id, asker);
  }

  /** Puzzles ready on each shelf (for tests and metrics). */
  ready(): Record<string, number> {
    return Object.fromEntries([...this.shelves].map(([shelf, ids]) => [shelf, ids.length]));
  }

  private refill(game: GameName, params: unknown, shelf: string): void {
    const ids = this.shelves.get(shelf) ?? [];
    this.shelves.set(shelf, ids);
    const missing = (this.options.perShelf ?? PER_SHELF) - ids.length - (this.filling.get(shelf) ?? 0);
    for (let i = 0; i < missing; i++) {
      const made = seededPuzzle(game, params, this.seed());
      if (!made.ok) return;
      this.filling.set(shelf, (this.filling.get(shelf) ?? 0) + 1);
      this.catalog
        .open(made.value.id, { ahead: true })
        .then((opened) => {
          if (opened.ok) ids.push(opened.value.id);
        })
        .catch((error: unknown) => this.options.onError?.(error))
        .finally(() => this.filling.set(shelf, (this.filling.get(shelf) ?? 1) - 1));
    }
  }

  private seed(): string {
    return (this.options.seed ?? freshSeed)();
  }
}

/**
 * The shelf of a new game: its game and canonical params, when they are a preset of a game
 * with a slow par; null otherwise (custom params are too many to keep ahead; bad params are
 * told by `seededPuzzle`).
 */
function shelfOf(game: GameName, params: unknown): string | null {
  // Only games whose par takes long enough to notice (the rules say so) are solved ahead.
  const rules = rulesOf(game);
  if (!rules.slowPar) return null;
  const parsed = rules.paramsSchema.safeParse(params ?? {});
  if (!parsed.success) return null;
  const shelf = `${game}.${rules.formatParams(parsed.data)}`;
  return presetShelves(game).has(shelf) ? shelf : null;
}

const presetShelvesByGame = new Map<GameName, ReadonlySet<string>>();

function presetShelves(game: GameName): ReadonlySet<string> {
  let shelves = presetShelvesByGame.get(game);
  if (!shelves) {
    const rules = rulesOf(game);
    shelves = new Set(Object.values(rules.presets).map((preset) => `${game}.${rules.formatParams(rules.paramsSchema.parse(preset))}`));
    presetShelvesByGame.set(game, shelves);
  }
  return shelves;
}
