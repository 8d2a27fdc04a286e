# The app image (docs/deploy-and-scale.md): one process per container, `node server.mjs`, which
# migrates the database at start-up (serialised across instances) and serves on PORT (3000).
# Variables baked into the build (the CSP and prerendered pages read them) are build arguments;
# everything else is read at run time. Give the containers the same values at run time too: the
# pages rendered per request read them again.
#   docker build -t realtor-web --build-arg SITE_URL=https://realtors.example.com \
#     --build-arg S3_PUBLIC_URL=https://cdn.example.com --build-arg BUILD_ID=$(git rev-parse --short HEAD) .
# Node 24 LTS, pinned: the version the tests run on (package.json's `node` dev dependency).
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
RUN npm run build && npm prune --omit=dev

FROM node:24.21.0-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production PORT=3000 HOSTNAME=0.0.0.0
# The whole app: next.config.ts (read again at start) imports from src/, migrations are in drizzle/.
COPY --from=build --chown=node:node /app /app
USER node
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s CMD node -e "fetch('http://127.0.0.1:3000/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"
CMD ["node", "server.mjs"]
