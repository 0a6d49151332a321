# syntax=docker/dockerfile:1
# Marquee's image (decision 107): built in one stage, run from a clean production install in
# another, so the image holds no compiler, test tool or source. `npm run production-check` runs
# the runtime stage's steps outside a container (CI has no container engine); keep its COPY and
# RUN lines plain, one path each, for that script and packaging.test.ts read them.
#
# Node 22, not the engines floor (20.19): Node 20's support ended in April 2026. CI runs the
# suites on the floor and `npm run production-check` runs this stage on Node 22 (decision 107).

FROM node:22-bookworm-slim AS build
WORKDIR /app
# The manifests first: the dependency layer is rebuilt only when they change.
COPY package.json package-lock.json ./
COPY packages/contracts/package.json packages/contracts/
COPY packages/demo-artwork/package.json packages/demo-artwork/
COPY apps/web/package.json apps/web/
COPY apps/server/package.json apps/server/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

FROM node:22-bookworm-slim AS runtime
# The allocator settings `npm start` gives the server (scripts/lib.mjs SERVER_ENV, decision 090).
ENV NODE_ENV=production \
    DATA_DIR=/data \
    MALLOC_ARENA_MAX=2 \
    MALLOC_MMAP_THRESHOLD_=131072 \
    MALLOC_TRIM_THRESHOLD_=131072
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/contracts/package.json packages/contracts/
COPY packages/demo-artwork/package.json packages/demo-artwork/
COPY apps/web/package.json apps/web/
COPY apps/server/package.json apps/server/
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force
# What the server reads at run time: the workspaces' builds, the web app's browser and
# server-rendering bundles, and the migrations it applies on start.
COPY --from=build /app/packages/contracts/dist packages/contracts/dist
COPY --from=build /app/packages/demo-artwork/dist packages/demo-artwork/dist
COPY --from=build /app/apps/web/dist apps/web/dist
COPY --from=build /app/apps/web/dist-ssr apps/web/dist-ssr
COPY --from=build /app/apps/server/dist apps/server/dist
COPY --from=build /app/apps/server/drizzle apps/server/drizzle
# `npm run admin:create | db:migrate | db:seed | backup | restore` run the build's commands
# through this launcher (docker compose exec app npm run backup).
COPY scripts/server-cli.mjs scripts/
COPY scripts/build-if-needed.mjs scripts/
COPY scripts/lib.mjs scripts/
# The code stays root's and read-only to the server; it writes only to DATA_DIR.
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME /data
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=120s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/ready').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "apps/server/dist/main.js"]
