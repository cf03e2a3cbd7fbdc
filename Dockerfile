# syntax=docker/dockerfile:1.7
# The marketplace service: /api/v1, /mcp, /docs and the operator endpoints on one port.
# Multi-stage: dependencies are installed and the service is compiled in build stages; the runtime
# stage holds only the compiled output (dist/) and a production install without dev dependencies
# (`pnpm deploy --prod`), and runs as the unprivileged `node` user. No TypeScript runs there.

ARG NODE_IMAGE=node:20.19-bookworm-slim

# ---- deps: the pnpm store and node_modules, from the lockfile only (cached until it changes) ----
FROM ${NODE_IMAGE} AS deps
WORKDIR /app
RUN npm install --global pnpm@9.15.9
COPY pnpm-lock.yaml pnpm-workspace.yaml package.json .npmrc ./
# Patched dependencies (package.json's pnpm.patchedDependencies): install fails without them.
COPY patches/ patches/
# The root's postinstall: says whether the native bitmap addon built or the WebAssembly one is used.
COPY scripts/bitmaps-check.mjs scripts/
COPY packages/core/package.json packages/core/
COPY packages/search-index/package.json packages/search-index/
COPY packages/adapters-postgres/package.json packages/adapters-postgres/
COPY packages/adapters-photos/package.json packages/adapters-photos/
COPY packages/adapters-rate-limit/package.json packages/adapters-rate-limit/
COPY packages/adapters-translation/package.json packages/adapters-translation/
COPY packages/adapters-notify/package.json packages/adapters-notify/
COPY packages/adapters-webhooks/package.json packages/adapters-webhooks/
COPY packages/demo-data/package.json packages/demo-data/
COPY packages/testkit/package.json packages/testkit/
COPY packages/client/package.json packages/client/
COPY apps/rest/package.json apps/rest/
COPY apps/mcp/package.json apps/mcp/
COPY apps/server/package.json apps/server/
COPY apps/cli/package.json apps/cli/
RUN pnpm install --frozen-lockfile

# ---- build: sources on top, checked by the compiler, compiled (scripts/build.mjs), then the
# production install of what the compiled files import, flat (hoisted) so dist/ resolves it ----
FROM deps AS build
COPY . .
RUN pnpm typecheck \
 && pnpm build \
 && pnpm --filter @marketplace/cli deploy --prod --config.node-linker=hoisted /prod \
 && rm -rf /prod/src /prod/test \
 && cp -r dist /prod/dist && rm -rf /prod/dist/node_modules \
 && mkdir -p /prod/deploy && cp deploy/init.sh /prod/deploy/

# ---- runtime ----
FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production \
    PORT=8080 \
    HOST=0.0.0.0 \
    DATA_DIR=/data
WORKDIR /app
COPY --from=build --chown=node:node /prod /app
RUN mkdir -p /data && chown node:node /data
USER node
EXPOSE 8080
VOLUME ["/data"]
# Liveness only: readiness (/readyz) is for the load balancer, which must not restart a process
# because the database is briefly away.
HEALTHCHECK --interval=15s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||8080)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# Exec form: node is PID 1 and receives SIGTERM itself; it stops accepting, drains, exits 0.
STOPSIGNAL SIGTERM
CMD ["node", "--enable-source-maps", "--max-semi-space-size=64", "dist/bin/server.js"]
