import { existsSync, statSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import { ErrorCode } from '@gridrace/protocol';
import type { FastifyInstance } from 'fastify';
import { HttpProblem } from '../problem.ts';

export interface WebAppOptions {
  /** The built web app (`vite build` output); default: apps/web/dist of this checkout. */
  readonly root?: string;
}

export const DEFAULT_WEB_ROOT = fileURLToPath(new URL('../../../web/dist', import.meta.url));

/** Paths the server itself answers: never the web app's, so their 404s stay JSON. */
const SERVER_PREFIXES = ['/api', '/socket.io', '/docs', '/metrics'];
const FILE_NAME = /^\/[^/]+\.(?:js|mjs|css|map|html|json|txt|xml|ico|png|jpe?g|gif|svg|webp|avif|webm|mp4|woff2?)$/i;

const isServerPath = (path: string) => SERVER_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
/** A missing asset is a 404, not the app: a stale script tag must fail loudly, not load HTML. */
const looksLikeFile = (path: string) => path.startsWith('/assets/') || FILE_NAME.test(path);

/** The file under `root` that `path` names, or null (missing, a folder, or outside root). */
function fileIn(root: string, path: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return null;
  }
  const file = resolve(root, `.${decoded}`);
  const inside = relative(root, file);
  if (inside === '' || inside.startsWith('..') || inside.includes(`..${sep}`)) return null;
  try {
    return statSync(file).isFile() ? inside.split(sep).join('/') : null;
  } catch {
    return null;
  }
}

/**
 * The browser app on the same port (docs/protocol.md, docs/operations.md#one-process): its built files, and `index.html` for any
 * other GET the app routes itself (history API), so a shared link like /play/<id> opens.
 * Registered last, and only when the app has been built.
 */
export default async function webApp(fastify: FastifyInstance, options: WebAppOptions): Promise<void> {
  const root = resolve(options.root ?? DEFAULT_WEB_ROOT);
  if (!existsSync(join(root, 'index.html'))) {
    fastify.log.info({ root }, 'the web app is not built: serving the API only (npm start builds it)');
    return;
  }
  await fastify.register(fastifyStatic, { root, serve: false });
  const maxParamLength = (fastify.initialConfig as { routerOptions?: { maxParamLength?: number } }).routerOptions?.maxParamLength ?? 100;

  fastify.get('/*', { schema: { hide: true } }, async (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    if (isServerPath(path)) {
      // An API path lands here only when a segment is too long for its own route: the router's 414.
      if (path.split('/').some((segment) => segment.length > maxParamLength)) throw new HttpProblem(ErrorCode.UriTooLong, 'The path is too long.');
      return reply.callNotFound();
    }
    const file = fileIn(root, path);
    // Vite names built assets by content hash: they never change, so browsers may keep them.
    if (file) return reply.sendFile(file, file.startsWith('assets/') ? { maxAge: '1y', immutable: true } : { maxAge: 0 });
    if (looksLikeFile(path)) return reply.callNotFound();
    // The page itself is always revalidated, so a new build reaches browsers at once.
    return reply.header('Cache-Control', 'no-cache').sendFile('index.html', { cacheControl: false });
  });
}
