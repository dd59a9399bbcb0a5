import type { AnyRules, GameName } from './puzzle.ts';
import { fifteen } from './games/fifteen/index.ts';
import { same } from './games/same/index.ts';
import { pipes } from './games/pipes/index.ts';
import { walls } from './games/walls/index.ts';

/** Every puzzle's rules by name. A new puzzle is one folder under games/ and one line here. */
export const RULES: Readonly<Record<GameName, AnyRules>> = { fifteen, same, pipes, walls };
