/**
 * Daily secrets anyone can read (docs/operations.md#daily-puzzles): the default the compose file
 * once carried, and the placeholders of the README and docs. Whoever knows a deployment's secret
 * computes its coming dailies, so a server given one of these refuses to start.
 */
export const KNOWN_DAILY_SECRETS: readonly string[] = ['compose-demo-daily-secret-change-me', '<16+ random characters>'];

/** How an operator makes a secret of their own, for the refusal's words. */
export const MAKE_A_SECRET =
  'Set DAILY_SECRET to 16+ random characters of your own (e.g. `openssl rand -base64 24`), or leave it unset to have one generated into DATA_DIR/daily-secret.';

export const isKnownDailySecret = (secret: string): boolean => KNOWN_DAILY_SECRETS.includes(secret.trim());
