import { sameRules } from '@gridrace/core';
import type { JSX } from 'preact';
import { useState } from 'preact/hooks';
import { t } from '../../i18n/messages.ts';
import type { NewGameOptionsProps } from '../types.ts';

type Shape = (typeof sameRules.SHAPES)[number];

/** The board of a shaped new game: square, so every outline reads as itself. */
const SHAPED = { cols: 15, rows: 15, colors: 3, generator: 'soluble' } as const;

/** A new `same` board of the shape the player picks (a heart, a diamond...). */
export function SameShapePicker({ start, busy }: NewGameOptionsProps): JSX.Element {
  const [shape, setShape] = useState<Shape>('heart');
  return (
    <form
      class="shape-picker"
      onSubmit={(event) => {
        event.preventDefault();
        start({ ...SHAPED, shape });
      }}
    >
      <label>
        {t('same.shape')}{' '}
        <select data-shape-picker value={shape} onChange={(e) => setShape(e.currentTarget.value as Shape)}>
          {sameRules.SHAPES.map((option) => (
            <option key={option} value={option}>
              {t(`same.shape.${option}`)}
            </option>
          ))}
        </select>
      </label>{' '}
      <button type="submit" data-new-shaped disabled={busy}>
        {t('same.shapePlay')}
      </button>
    </form>
  );
}
