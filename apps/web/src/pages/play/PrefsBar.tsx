import type { GameName } from '@gridrace/core';
import type { JSX } from 'preact';
import { setPrefs } from '../../app/prefs-store.ts';
import { GAME_PREFS } from '../../views/index.ts';
import type { Prefs } from '../../views/types.ts';
import { type MessageKey, t } from '../../i18n/messages.ts';

const SPEEDS: readonly { value: Prefs['animationSpeed']; label: MessageKey }[] = [
  { value: 0, label: 'prefs.speed.off' },
  { value: 0.5, label: 'prefs.speed.slow' },
  { value: 1, label: 'prefs.speed.normal' },
  { value: 2, label: 'prefs.speed.fast' },
];

/** The preferences that matter for this game, changeable mid-run and remembered. */
export function PrefsBar({ game, prefs }: { game: GameName; prefs: Prefs }): JSX.Element {
  const GamePrefs = GAME_PREFS[game];
  return (
    <div class="prefs-bar">
      {GamePrefs && <GamePrefs prefs={prefs} onChange={setPrefs} />}
      <label>
        {t('prefs.animation')}{' '}
        <select data-pref="speed" value={String(prefs.animationSpeed)} onChange={(e) => setPrefs({ animationSpeed: Number(e.currentTarget.value) as Prefs['animationSpeed'] })}>
          {SPEEDS.map((s) => (
            <option key={s.value} value={String(s.value)}>
              {t(s.label)}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}
