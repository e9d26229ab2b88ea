# syntax=docker/dockerfile:1
# The site and its API as one image: docker build -t site . (docs/deploy.md).

# Build stage: every dependency, then the prerendered site in build/.
FROM node:24-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
# npm install, not npm ci: the lockfile is written on one platform and lacks the optional
# native packages (sharp, esbuild, …) of the others.
RUN npm install --no-audit --no-fund
COPY . .
# Canonical links, the sitemap and Open Graph tags are written at build time.
ARG PUBLIC_URL=http://localhost:3000
ENV PUBLIC_URL=$PUBLIC_URL
RUN npm run build

# Runtime stage: production dependencies, the server's sources (tsx runs them) and the build.
FROM node:24-slim AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data \
    SITE_DIR=build/client \
    NPM_CONFIG_UPDATE_NOTIFIER=false
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm install --omit=dev --no-audit --no-fund && npm cache clean --force
COPY tsconfig.json ./
COPY server ./server
COPY contract ./contract
COPY drizzle ./drizzle
COPY web/content ./web/content
COPY web/client-only-paths.ts ./web/client-only-paths.ts
# npm run db:backup / db:restore for the embedded database (docs/deploy.md#backups).
COPY scripts/db-backup.ts scripts/db-restore.ts ./scripts/
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
CMD ["node", "--import", "tsx", "server/server.ts"]
