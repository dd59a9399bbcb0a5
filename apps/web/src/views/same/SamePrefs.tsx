import type { JSX } from 'preact';
import { t } from '../../i18n/messages.ts';
import type { PrefsProps } from '../types.ts';

/** Shapes on the blocks besides colour, for colour-blind play. */
export function SamePrefs({ prefs, onChange }: PrefsProps): JSX.Element {
  return (
    <label>
      <input type="checkbox" data-pref="color-blind" checked={prefs.colorBlind} onChange={(e) => onChange({ colorBlind: e.currentTarget.checked })} /> {t('same.colorBlind')}
    </label>
  );
}
