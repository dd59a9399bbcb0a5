import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './support/app.ts';
import { postgresAvailable, postgresTestDatabase, sqliteTestDatabase, type TestDatabase } from './support/databases.ts';

const backends = [
  { name: 'sqlite', open: sqliteTestDatabase, enabled: true },
  { name: 'postgres', open: postgresTestDatabase, enabled: await postgresAvailable() },
].filter((backend) => backend.enabled);

describe.each(backends)('health on $name: liveness apart from readiness', ({ name, open }) => {
  let database: TestDatabase;
  let ready: TestServer;
  let readOnly: TestServer;
  beforeAll(async () => {
    database = await open();
    ready = await startTestServer({ store: { ...database.store, close: async () => undefined } });
    // The same database, answering every read and refusing every write by its own means
    // (which hold for root, who may write to a file of mode 0444 anyway).
    readOnly = await startTestServer({ store: { ...database.readOnly(), close: async () => undefined } });
  });
  afterAll(async () => {
    await ready?.close();
    await readOnly?.close();
    await database?.dispose();
  });

  it('a server whose database answers and takes writes is live and ready', async () => {
    expect((await request(ready.url).get('/api/v1/health').expect(200)).body).toMatchObject({ status: 'ok', database: name });
    expect((await request(ready.url).get('/api/v1/health/live').expect(200)).body).toEqual({ status: 'ok', uptimeS: expect.any(Number) });
  });

  it('a database that answers reads but takes no writes is not ready (503, saying so), and the process still live', async () => {
    const health = await request(readOnly.url).get('/api/v1/health').expect(503);
    expect(health.body.error).toEqual({ code: 'unavailable', message: expect.stringMatching(/^The database takes no writes: .*(readonly|read-only)/) });
    await request(readOnly.url).get('/api/v1/health/live').expect(200);
    // What the probe foresaw: reads work, a write fails.
    await request(readOnly.url).get(`/api/v1/players/nobody`).expect(404);
    const refused = await request(readOnly.url).post('/api/v1/players').send({ name: 'Reader' }).expect(503);
    expect(refused.body.error.code).toBe('unavailable');
  });

  it('says which is which in the OpenAPI document', async () => {
    const { paths } = (await request(ready.url).get('/api/v1/openapi.json').expect(200)).body;
    expect(paths['/api/v1/health'].get.description).toMatch(/^Readiness: .*writes.*503/);
    expect(paths['/api/v1/health'].get.responses['503']).toBeDefined();
    expect(paths['/api/v1/health/live'].get.description).toMatch(/^Liveness: /);
  });
});
