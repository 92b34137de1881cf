# syntax=docker/dockerfile:1
# Camello in a container: one process serving the web app and the API (apps/server/src/main.ts).
# Build: docker build -t camello .   Run: see compose.yaml and docs/operations.md ("In a container").

# ---- build: install everything, build the web app, then keep only what runs ----
FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/domain/package.json packages/domain/
COPY packages/db/package.json packages/db/
COPY packages/search/package.json packages/search/
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
COPY apps/server/package.json apps/server/
RUN npm install --no-audit --no-fund
COPY . .
RUN NODE_ENV=production npm run build -w @camello/web \
  && npm prune --omit=dev --no-audit --no-fund

# ---- run: the image's own Node 24, an unprivileged user, nothing to build ----
FROM node:24-bookworm-slim
ENV NODE_ENV=production \
    PORT=3000 \
    HOST=0.0.0.0 \
    DATA_DIR=/data \
    CAMELLO_REFERENCE_DATA=/reference-data
WORKDIR /app
RUN groupadd --system camello && useradd --system --gid camello --home-dir /app camello \
  && mkdir -p /data && chown camello:camello /data
COPY --from=build --chown=root:root /app /app
USER camello
EXPOSE 3000
# The embedded database (without DATABASE_URL) and the e-mail outbox (without SMTP_URL) live here.
VOLUME ["/data"]
# /api/health answers 200 once the database answers and the search index is loaded.
HEALTHCHECK --interval=10s --timeout=5s --start-period=180s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/api/health`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# SIGTERM closes the server and the database; a fatal error exits with 1 for the restart policy.
STOPSIGNAL SIGTERM
CMD ["node", "apps/server/src/main.ts"]
