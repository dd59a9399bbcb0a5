# syntax=docker/dockerfile:1
# Gridrace: the server with the built web app, on one port (docs/operations.md#one-process).
#
#   docker build -t gridrace .
#   docker run --init -p 3000:3000 -v gridrace-data:/app/data gridrace      # SQLite in the volume
#
# docker-compose.yml runs two of these behind nginx, on PostgreSQL and Redis.

ARG NODE_VERSION=20
# npm 11.16+ reads the `allowScripts` field of package.json (npm 10, in the node:20 image,
# ignores it). With --strict-allow-scripts below, a dependency whose install script is not
# listed there fails the build instead of running unreviewed, as npm 12 will do by default.
ARG NPM_VERSION=11.19.1

FROM node:${NODE_VERSION}-bookworm-slim AS base
ARG NPM_VERSION
RUN npm install --global "npm@${NPM_VERSION}" && npm cache clean --force
WORKDIR /app

# Only the manifests, so that the dependency layer below is rebuilt only when they change.
# Every workspace (package.json: packages/*, apps/*) is there, as `npm ci` requires, and the
# build scripts, which `npm ci` runs (`prepare`): without the sources yet, they build nothing.
FROM base AS manifests
COPY . /src
RUN mkdir -p /out \
 && cd /src \
 && cp -r package.json package-lock.json scripts /out/ \
 && for f in packages/*/package.json apps/*/package.json; do mkdir -p "/out/${f%/package.json}" && cp "$f" "/out/$f"; done

FROM base AS build
# better-sqlite3 builds from source when no prebuilt binary fits.
RUN apt-get update \
 && apt-get install -y --no-install-recommends python3 make g++ \
 && rm -rf /var/lib/apt/lists/*
COPY --from=manifests /out/ ./
RUN npm ci --strict-allow-scripts --no-audit --no-fund
COPY . .
# The web app, and the server to JavaScript: the image runs no TypeScript, and has no tsx or
# esbuild (devDependencies, pruned here).
RUN npm run build --workspace @gridrace/web \
 && npm run build -- --force \
 && npm prune --omit=dev --no-audit --no-fund

FROM base AS runtime
ENV NODE_ENV=production \
    PORT=3000 \
    HOST=0.0.0.0 \
    DATA_DIR=/app/data \
    GRIDRACE_CACHE_DIR=/app/cache
# The code stays root's (read-only to the server); only data/ and cache/ are the server's.
COPY --from=build /app /app
RUN mkdir -p /app/data /app/cache && chown node:node /app/data /app/cache
USER node
# The fifteen solver's pattern databases (4x4 and 5x5: 69 MiB, about 25 s to build), made
# once here rather than by every container on its first 4x4, 5x5 or 6x6 par.
RUN node -e "import('./apps/server/dist/server/pattern-cache.mjs').then((m) => m.preparePatternDatabases(process.env.GRIDRACE_CACHE_DIR))"
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=5s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/api/v1/health`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# node itself is the process that gets SIGTERM (no npm or shell in between), and closes
# gracefully; run with an init (`--init`, compose's `init: true`) to reap and forward signals.
CMD ["node", "apps/server/dist/server/server.mjs"]
