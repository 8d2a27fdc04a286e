# The app image (README "Scaling out"): one process per container, `node server.mjs`, which
# migrates the database at start-up (serialised across instances) and serves on PORT (3000).
# Variables baked into the build (the CSP and prerendered pages read them) are build arguments;
# everything else is read at run time.
#   docker build -t realtor-web --build-arg SITE_URL=https://realtors.example.com \
#     --build-arg S3_PUBLIC_URL=https://cdn.example.com --build-arg BUILD_ID=$(git rev-parse --short HEAD) .
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm install --no-audit --no-fund
COPY . .
ARG SITE_URL=http://localhost:3000
ARG BUILD_ID
ARG S3_ENDPOINT
ARG S3_PUBLIC_URL
ARG GTM_ID
ARG SENTRY_DSN
ARG DATADOG_APPLICATION_ID
ARG DATADOG_CLIENT_TOKEN
ENV SITE_URL=$SITE_URL BUILD_ID=$BUILD_ID S3_ENDPOINT=$S3_ENDPOINT S3_PUBLIC_URL=$S3_PUBLIC_URL GTM_ID=$GTM_ID \
    SENTRY_DSN=$SENTRY_DSN DATADOG_APPLICATION_ID=$DATADOG_APPLICATION_ID DATADOG_CLIENT_TOKEN=$DATADOG_CLIENT_TOKEN
RUN npm run build && npm prune --omit=dev

FROM node:20-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production PORT=3000 HOSTNAME=0.0.0.0
# The whole app: next.config.ts (read again at start) imports from src/, migrations are in drizzle/.
COPY --from=build --chown=node:node /app /app
USER node
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s CMD node -e "fetch('http://127.0.0.1:3000/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"
CMD ["node", "server.mjs"]
