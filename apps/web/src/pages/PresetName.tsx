import type { GameName } from '@gridrace/core';
import type { JSX } from 'preact';
import { presetLabel } from '../i18n/messages.ts';
import { PRESET_DETAIL } from '../views/index.ts';

interface Preset {
  readonly name: string;
  readonly params: unknown;
}

/** A preset's name with what its board is ("Small · 15×10, 3 colours"), on one line: for a menu's option. */
export function presetWords(game: GameName, preset: Preset): string {
  const detail = PRESET_DETAIL[game](preset.params);
  return detail ? `${presetLabel(preset.name)} · ${detail}` : presetLabel(preset.name);
}

/** A preset's name, and under it what its board is: a new-game button's label. */
export function PresetName({ game, preset }: { game: GameName; preset: Preset }): JSX.Element {
  const detail = PRESET_DETAIL[game](preset.params);
  return (
    <>
      <span class="preset-name">{presetLabel(preset.name)}</span>
      {detail && <span class="preset-detail">{detail}</span>}
    </>
  );
}
