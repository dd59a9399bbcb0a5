import type { JSX } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import type { PrefsProps } from '../types.ts';
import { backgroundName, BUILT_IN, loadBackgrounds, type Background } from './backgrounds.ts';
import { t } from '../../i18n/messages.ts';

/** The pieces' background: numbers, a picture or a video, from the server's list (changeable mid-run). */
export function FifteenPrefs({ prefs, onChange }: PrefsProps): JSX.Element {
  const [backgrounds, setBackgrounds] = useState<readonly Background[]>(BUILT_IN);
  useEffect(() => void loadBackgrounds().then((list) => list.length > 0 && setBackgrounds(list)), []);
  return (
    <label>
      {t('fifteen.background')}{' '}
      <select data-pref="background" value={prefs.fifteenBackground} onChange={(e) => onChange({ fifteenBackground: e.currentTarget.value })}>
        {backgrounds.map((b) => (
          <option key={b.id} value={b.id}>
            {backgroundName(b)}
          </option>
        ))}
      </select>
    </label>
  );
}
