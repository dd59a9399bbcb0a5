import { GAMES, type GameName } from '@gridrace/core';
import { raceCodeSchema } from '@gridrace/protocol';
import type { JSX } from 'preact';
import { useState } from 'preact/hooks';
import { navigate } from '../../app/router.ts';
import { paths } from '../../app/routes.ts';
import { GAME_INFO, presetsOf } from '../games.ts';
import { choosesMinutes, initialForm, RACE_MINUTES, raceRequest, type BoardChoice, type RaceForm } from './race-form.ts';
import { useCreateRace } from './useCreateRace.ts';
import { t } from '../../i18n/messages.ts';
import { presetWords } from '../PresetName.tsx';

/**
 * Creating a race: game, board size, which board (today's daily only when the server has
 * dailies today), and the time limit of a race the clock decides; then to its room.
 */
function NewRaceForm({ game, dailies }: { game: GameName; dailies: boolean }): JSX.Element {
  const [form, setForm] = useState<RaceForm>(initialForm(game));
  const { busy, error, setError, create } = useCreateRace();
  const set = (change: Partial<RaceForm>) => setForm({ ...form, ...change });
  const submit = async (event: Event) => {
    event.preventDefault();
    const request = raceRequest(form);
    if (!request.ok) return setError(request.message);
    await create(request.value);
  };
  return (
    <form class="race-form" onSubmit={(e) => void submit(e)} data-race-form>
      <label>
        {t('race.form.game')}
        <select name="game" value={form.game} onChange={(e) => setForm(initialForm(e.currentTarget.value as GameName))}>
          {GAMES.map((game) => (
            <option key={game} value={game}>
              {GAME_INFO[game].title}
            </option>
          ))}
        </select>
      </label>
      <label class="race-form-rated">
        <input type="checkbox" name="rated" checked={form.rated} onChange={(e) => set({ rated: e.currentTarget.checked })} /> {t('race.form.rated')}
      </label>
      {form.rated && (
        <p class="muted race-form-rated-help" data-rated-help>
          {t('race.form.ratedHelp')}
        </p>
      )}
      {!form.rated && (
        <label>
          {t('race.form.board')}
          <select name="board" value={form.board} onChange={(e) => set({ board: e.currentTarget.value as BoardChoice })}>
            <option value="random">{t('race.form.random')}</option>
            {dailies && <option value="daily">{t('race.form.daily')}</option>}
            <option value="seed">{t('race.form.seed')}</option>
          </select>
        </label>
      )}
      {(form.rated || form.board !== 'daily') && (
        <label>
          {t('race.form.size')}
          <select name="preset" value={form.preset} onChange={(e) => set({ preset: e.currentTarget.value })}>
            {presetsOf(form.game).map((preset) => (
              <option key={preset.name} value={preset.name}>
                {presetWords(form.game, preset)}
              </option>
            ))}
          </select>
        </label>
      )}
      {!form.rated && form.board === 'seed' && (
        <label>
          {t('race.form.seedLabel')}
          <input name="seed" value={form.seed} maxLength={64} required placeholder={t('race.form.seedPlaceholder')} onInput={(e) => set({ seed: e.currentTarget.value })} />
        </label>
      )}
      {choosesMinutes(form.game) && (
        <label>
          {t('race.form.time')}
          <select name="minutes" value={String(form.minutes)} onChange={(e) => set({ minutes: Number(e.currentTarget.value) })}>
            {RACE_MINUTES.map((minutes) => (
              <option key={minutes} value={String(minutes)}>
                {t('race.form.minutes', { minutes })}
              </option>
            ))}
          </select>
        </label>
      )}
      <button type="submit" class="primary" disabled={busy} data-race-action="create">
        {busy ? t('race.form.creating') : t('race.form.create')}
      </button>
      {error && (
        <p class="error" role="alert">
          {error}
        </p>
      )}
    </form>
  );
}

/** Joining by the code a friend read out. */
function JoinByCode(): JSX.Element {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = (event: Event) => {
    event.preventDefault();
    const parsed = raceCodeSchema.safeParse(code.trim());
    if (!parsed.success) return setError(t('race.join.bad'));
    navigate(paths.race(parsed.data));
  };
  return (
    <form class="race-join" onSubmit={submit}>
      <label>
        {t('race.join.label')}
        <input
          name="code"
          value={code}
          maxLength={6}
          autoCapitalize="characters"
          autoComplete="off"
          spellcheck={false}
          placeholder="K7MZQ3"
          onInput={(e) => setCode(e.currentTarget.value)}
        />
      </label>
      <button type="submit">{t('race.join.button')}</button>
      {error && (
        <span class="error" role="alert">
          {error}
        </span>
      )}
    </form>
  );
}

/** The home page's way into races: create one, or join one by its code. */
export function CreateRace({ game = 'fifteen', dailies = true }: { game?: GameName; dailies?: boolean }): JSX.Element {
  return (
    <div class="card race-card" id="race" data-create-race>
      <p class="muted">{t('race.card.lead')}</p>
      <NewRaceForm game={game} dailies={dailies} />
      <JoinByCode />
    </div>
  );
}
