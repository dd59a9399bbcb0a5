/**
 * Korf's 100 random 15-puzzle instances (1985) and Korf & Felner's 50 random 24-puzzle
 * instances (2002), with their published optimal lengths, kept beside this file (`data/`,
 * sources in `data/README.md`) and mapped onto our goal (gap bottom-right).
 */
import { readFileSync } from 'node:fs';
import * as fifteenRules from '../src/games/fifteen/index.ts';

export interface KorfInstance {
  readonly id: number;
  readonly optimal: number;
  /** Korf's tiles as published (gap top-left goal). */
  readonly korfTiles: readonly number[];
  /** The same position on our board: same optimal length. */
  readonly tiles: readonly number[];
}

export const KORF100_FILE = new URL('./data/korf100.txt', import.meta.url);
export const KORF24_FILE = new URL('./data/korf24_50.txt', import.meta.url);

/** A file is `# header`, then per instance a line `id optimal [nodes]` and a line of tiles. */
export function readKorfInstances(file: URL | string): KorfInstance[] {
  const lines = readFileSync(file, 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'));
  const instances: KorfInstance[] = [];
  for (let i = 0; i + 1 < lines.length; i += 2) {
    const [id, optimal] = lines[i]!.split(/\s+/).map(Number);
    const korfTiles = lines[i + 1]!.split(/\s+/).map(Number);
    instances.push({ id: id!, optimal: optimal!, korfTiles, tiles: fifteenRules.fromKorf(korfTiles) });
  }
  return instances;
}

export const readKorf100 = (file: URL | string = KORF100_FILE): KorfInstance[] => readKorfInstances(file);
export const readKorf24 = (file: URL | string = KORF24_FILE): KorfInstance[] => readKorfInstances(file);
