import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/build-app.ts';
import { loadConfig, type Config } from '../src/config.ts';

/** Runs `task` with the whole app, ready, on a fresh SQLite file in a temp folder (removed after). */
export async function withApp<T>(task: (app: FastifyInstance) => Promise<T>, overrides: Partial<Config> = {}, options: { readonly now?: () => number } = {}): Promise<T> {
  const dir = mkdtempSync(join(tmpdir(), 'gridrace-script-'));
  try {
    const config = { ...loadConfig({ DATA_DIR: dir, DATABASE_URL: `sqlite:${join(dir, 'gridrace.db')}`, LOG_LEVEL: 'silent' }), restRateLimitPerMinute: 1_000_000, ...overrides };
    const app = await buildApp(config, { logger: false, dailiesAhead: false, ...options });
    try {
      await app.ready();
      return await task(app);
    } finally {
      await app.close();
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The OpenAPI document the app serves. */
export async function documentOfApp(app: FastifyInstance): Promise<Record<string, unknown>> {
  const response = await app.inject({ method: 'GET', url: '/api/v1/openapi.json' });
  if (response.statusCode !== 200) throw new Error(`GET /api/v1/openapi.json answered ${response.statusCode}`);
  return response.json<Record<string, unknown>>();
}
