import type { FastifyInstance } from 'fastify';
import { buildApp } from './build-app.ts';
import { CannotStart } from './cannot-start.ts';
import type { Config } from './config.ts';
import { loadConfig } from './config.ts';
import { listenCannotStart } from './listen-errors.ts';

/** Says why the server cannot start, in one paragraph and no stack trace, and exits with 1. */
function stop(error: CannotStart): never {
  console.error(`Gridrace cannot start: ${error.message}`);
  process.exit(1);
}

/** Starts the server and stops it gracefully: `server.ts` does nothing else (fastify/demo). */
async function main(): Promise<void> {
  let config: Config;
  let app: FastifyInstance;
  try {
    config = loadConfig();
    app = await buildApp(config);
  } catch (error) {
    if (error instanceof CannotStart) stop(error);
    throw error;
  }

  let closing = false;
  const close = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'closing: finishing pending writes');
    // A second signal, or a close that hangs, ends the process anyway.
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    try {
      await app.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'close failed');
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void close('SIGINT'));
  process.on('SIGTERM', () => void close('SIGTERM'));

  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    await app.close().catch(() => undefined);
    stop(listenCannotStart(config, error));
  }
}

await main();
