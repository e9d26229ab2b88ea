# syntax=docker/dockerfile:1
# The site and its API as one image: docker build -t site . (docs/deploy.md).

# Build stage: every dependency, then the prerendered site in build/client and the compiled
# server in build/server.
FROM node:24-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
# npm install applies patches/ to the installed packages and fetches the content editor's
# bundle (postinstall: patch-package, scripts/install/decap-cms.mjs).
COPY patches ./patches
COPY scripts/install ./scripts/install
# npm install, not npm ci: a lockfile made on one platform can lack others' optional native packages.
RUN npm install --no-audit --no-fund
COPY . .
# Canonical links, the sitemap and Open Graph tags are written at build time.
ARG PUBLIC_URL=http://localhost:3000
ENV PUBLIC_URL=$PUBLIC_URL
# The image is what gets deployed, so it is a production build: it stops while a stand-in is
# left, a standIn: true file in content/ or a STAND-IN line in the TypeScript
# (scripts/build/check-stand-ins.ts). Empty by default on purpose; a demo image with the stand-ins
# needs --build-arg ALLOW_STAND_IN=1 (docs/deploy.md).
ARG ALLOW_STAND_IN=
# NODE_ENV only for this step: set for the whole stage, npm install would skip the build tools.
RUN NODE_ENV=production npm run build

# Runtime stage: production dependencies and the build (the site, and the server compiled to
# JavaScript with its migrations: no sources, no TypeScript loader).
# JWT_SECRET and PUBLIC_URL have no default here: the server refuses to start without them
# (docker run -e JWT_SECRET=… -e PUBLIC_URL=https://www.example.com, docs/deploy.md).
FROM node:24-slim AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data \
    SITE_DIR=build/client \
    NPM_CONFIG_UPDATE_NOTIFIER=false
WORKDIR /app
# Production dependencies only: the build stage's packages with the development ones pruned,
# offline, so they are the very versions the build ran with (the lockfile lists every
# platform's native packages, so pruning keeps this platform's).
COPY package.json package-lock.json ./
COPY --from=build /app/node_modules ./node_modules
RUN npm prune --omit=dev --offline --no-audit --no-fund
# build/server holds server.mjs and the commands npm run admin, db:backup and db:restore run
# (admin.mjs, db-backup.mjs, db-restore.mjs; docs/deploy.md), with the SQL migrations.
COPY --from=build /app/build ./build
# The embedded database, the mail folder and the development secret live in DATA_DIR; with
# DATABASE_URL set nothing is written there.
RUN mkdir -p /data && chown node:node /data
VOLUME ["/data"]
USER node
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=5s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# SIGTERM: the server stops accepting, finishes what is in flight, then exits (within 10 s).
STOPSIGNAL SIGTERM
CMD ["node", "--enable-source-maps", "build/server/server.mjs"]
