# The app image (docs/deploy-and-scale.md, docs/decisions/032-a-production-image-of-what-runs.md):
# one process per container, `node server-standalone.mjs` (server.mjs run from Next.js's standalone
# output), which migrates the database at start-up (serialised across instances) and serves on
# PORT (3000).
# Variables baked into the build (the CSP and prerendered pages read them) are build arguments;
# everything else is read at run time. Give the containers the same values at run time too: the
# pages rendered per request read them again.
#   docker build -t realtor-web --build-arg SITE_URL=https://realtors.example.com \
#     --build-arg S3_PUBLIC_URL=https://cdn.example.com --build-arg BUILD_ID=$(git rev-parse --short HEAD) .
# Node 24 LTS, pinned by its full version (package.json's `node` dev dependency, the version the
# tests run on; scripts/dockerfile.test.ts checks they agree). To pin the exact bytes too, append
# the tag's digest where you build (`docker buildx imagetools inspect node:24.21.0-bookworm-slim`):
# FROM node:24.21.0-bookworm-slim@sha256:<digest>, in both stages.
FROM node:24.21.0-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm install --no-audit --no-fund
COPY . .
# Every variable that scripts/build-if-needed.ts lists as baked in (scripts/dockerfile.test.ts
# checks). An argument not given stays unset in the build (BuildKit), so the app's own default
# applies.
ARG SITE_URL=http://localhost:3000
ARG BUILD_ID
ARG BRAND_NAME
ARG COMPANY_LINE
ARG LENDER_NAME
ARG LICENSE_NUMBER
ARG NMLS_NUMBER
ARG LENDER_DISCLAIMER
ARG GTM_ID
ARG SENTRY_DSN
ARG SENTRY_ENVIRONMENT
ARG DATADOG_APPLICATION_ID
ARG DATADOG_CLIENT_TOKEN
ARG DATADOG_SITE
ARG DATADOG_SERVICE
ARG DATADOG_PROXY_URL
ARG MONITORING_SESSION_SAMPLE_RATE
ARG MONITORING_REPLAY_SAMPLE_RATE
ARG MONITORING_PROFILING_SAMPLE_RATE
ARG S3_PUBLIC_URL
ARG S3_ENDPOINT
ARG MAP_TILE_URL
ARG NEXT_PUBLIC_API_BASE_URL_PRODUCTION
ARG NEXT_PUBLIC_API_BASE_URL_DEVELOPMENT
ARG NEXT_PUBLIC_LOANING_API_BASE_URL_PRODUCTION
ARG NEXT_PUBLIC_LOANING_API_BASE_URL_DEVELOPMENT
RUN npm run build

# Only what runs: the standalone output (the server's bundles, and just the node_modules files they
# use, traced by the build), the browser's static files, public/, the migrations, and the two
# server files Next.js's build knows nothing of. No sources, tests, dev dependencies or caches.
# Copied without --chown: the code belongs to root, and the app's user can read it but not change
# it. scripts/dockerfile.test.ts checks this list, and test/integration/standalone-image.pglite.test.ts
# assembles a folder from it and serves from there.
FROM node:24.21.0-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production PORT=3000 HOSTNAME=0.0.0.0
COPY --from=build /app/.next/standalone ./
COPY --from=build /app/.next/static ./.next/static
COPY --from=build /app/public ./public
COPY --from=build /app/drizzle ./drizzle
COPY --from=build /app/server.mjs /app/server-standalone.mjs /app/route-rules.json ./
# What the app writes: the embedded database and local uploads (DATA_DIR=./data; mount a volume
# here, or use PostgreSQL and S3), and Next.js's cache of optimised images (.next/cache).
RUN mkdir -p data .next/cache && chown node:node data .next/cache
USER node
EXPOSE 3000
# No Node process per check: bash (in every Debian image; the slim image has neither curl nor wget)
# asks /healthz over /dev/tcp. An orchestrator's own probe (Kubernetes: httpGet /healthz for
# liveness, /readyz for readiness) makes this unneeded there.
HEALTHCHECK --interval=10s --timeout=3s CMD ["bash", "-c", "exec 3<>/dev/tcp/127.0.0.1/${PORT:-3000} && printf 'GET /healthz HTTP/1.0\\r\\nHost: localhost\\r\\n\\r\\n' >&3 && head -n 1 <&3 | grep -q ' 200 '"]
CMD ["node", "server-standalone.mjs"]
