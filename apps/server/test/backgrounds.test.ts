import { existsSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './support/app.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

interface Listed {
  id: string;
  kind: string;
  name: string;
  url: string | null;
}

const listed = async (): Promise<Listed[]> => (await request(server.url).get('/api/v1/backgrounds').expect(200)).body.backgrounds;

describe('GET /api/v1/backgrounds', () => {
  it('lists numbers, a picture and a video', async () => {
    const backgrounds = await listed();
    expect(backgrounds[0]).toEqual({ id: 'numbers', kind: 'numbers', name: 'Numbers', url: null });
    expect(backgrounds.map((b) => b.kind)).toEqual(expect.arrayContaining(['numbers', 'picture', 'video']));
    expect(new Set(backgrounds.map((b) => b.id)).size).toBe(backgrounds.length);
  });

  it('points pictures and videos at files the web app ships in public/backgrounds', async () => {
    for (const b of await listed()) {
      if (b.kind === 'numbers') continue;
      expect(b.url).toMatch(/^\/backgrounds\/[\w.-]+\.(webp|png|jpg|webm|mp4)$/);
      const file = fileURLToPath(new URL(`../../web/public${b.url}`, import.meta.url));
      expect(existsSync(file), `${b.url} is in apps/web/public`).toBe(true);
      // Small enough to load on a phone before the first move.
      expect(statSync(file).size).toBeLessThan(1.5 * 1024 * 1024);
    }
  });

  it('is documented with the kinds in the OpenAPI document', async () => {
    const document = (await request(server.url).get('/api/v1/openapi.json').expect(200)).body;
    const schema = JSON.stringify(document.paths['/api/v1/backgrounds'].get.responses['200']);
    for (const kind of ['numbers', 'picture', 'video']) expect(schema).toContain(`"${kind}"`);
  });
});
