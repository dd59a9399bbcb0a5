import type { RaceCreate } from '@gridrace/protocol';
import { useState } from 'preact/hooks';
import { runTransport } from '../../app/connection.ts';
import { navigate } from '../../app/router.ts';
import { RaceClient } from '../../client/race-client.ts';
import { errorText, failureText } from '../../i18n/messages.ts';

/**
 * Creates a race room and goes to it; `error` says why not (the server's refusal, or no
 * guest could be made because the server is unreachable), and the player may try again.
 */
export function useCreateRace(): {
  readonly busy: boolean;
  readonly error: string | null;
  readonly setError: (error: string | null) => void;
  readonly create: (request: RaceCreate) => Promise<void>;
} {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const create = async (request: RaceCreate) => {
    setBusy(true);
    setError(null);
    try {
      const created = await new RaceClient(await runTransport()).create(request);
      if (!created.ok) return setError(errorText(created.code));
      navigate(created.value.link);
    } catch (failure) {
      setError(failureText(failure));
    } finally {
      setBusy(false);
    }
  };
  return { busy, error, setError, create };
}
