import { parsePuzzleId, rulesOf, seededPuzzle, type GameName, type Puzzle, type Result } from '@gridrace/core';
import type { PuzzleCatalog } from './catalog.ts';
import { freshSeed } from './fresh-seed.ts';

/** Games whose par takes long enough to notice (a `walls` par is ~1 s of search). */
const SLOW_PARS: readonly GameName[] = ['walls'];
/** Puzzles kept ready per preset: one for the next player, one more for a second at once. */
const PER_SHELF = 2;

/**
 * New games with a fresh random seed (SPEC §2), handed out ready to play. For each preset of
 * a game with a slow par, a shelf of puzzles is drawn and solved ahead, behind the pars
 * somebody waits for; a new game takes one off the shelf and no player waits for the solver.
 * A shelf is filled after the first demand for its preset, so a server nobody plays `walls`
 * on solves nothing ahead. Other params (custom sizes) are drawn and solved on demand.
 */
export class PuzzleStock {
  /** Ready puzzle ids by shelf (game and canonical params), oldest first. */
  private readonly shelves = new Map<string, string[]>();
  /** Pars being solved ahead, by shelf. */
  private readonly filling = new Map<string, number>();

  constructor(
    private readonly catalog: PuzzleCatalog,
    private readonly options: { readonly perShelf?: number; readonly seed?: () => string; readonly onError?: (error: unknown) => void } = {},
  ) {}

  /** A fresh puzzle of `game` with `params` (any JSON, defaults filled in), its par solved. */
  async take(game: GameName, params: unknown): Promise<Result<Puzzle>> {
    const made = seededPuzzle(game, params, this.seed());
    if (!made.ok) return made;
    const shelf = shelfOf(made.value.id);
    if (!shelf || !stocked(game, shelf)) return this.catalog.open(made.value.id);
    const ready = this.shelves.get(shelf)?.shift();
    this.refill(game, params, shelf);
    return this.catalog.open(ready ?? made.value.id);
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

/** The shelf of a seeded puzzle: its game, generator version and canonical params (its id without the seed). */
function shelfOf(puzzleId: string): string | null {
  const ref = parsePuzzleId(puzzleId);
  return ref.ok && ref.value.kind === 'seeded' ? `${ref.value.game}.${ref.value.version}.${ref.value.params}` : null;
}

/** Only the presets of slow games get shelves: custom params are too many to keep ahead. */
function stocked(game: GameName, shelf: string): boolean {
  if (!SLOW_PARS.includes(game)) return false;
  const rules = rulesOf(game);
  return Object.values(rules.presets).some((preset) => {
    const params = rules.paramsSchema.safeParse(preset);
    return params.success && `${game}.${rules.version}.${rules.formatParams(params.data)}` === shelf;
  });
}
