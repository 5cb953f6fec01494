# syntax=docker/dockerfile:1.7
# The API (infra/api): Fastify + Kysely on PostgreSQL. Build from the repository root:
#   docker build -f infra/deploy/api.Dockerfile -t portal-api .
# The API runs its TypeScript through tsx (as `npm start` does); only production dependencies ship.

ARG NODE_VERSION=22.12-bookworm-slim

# 1. Production dependencies of the API workspace and the packages it imports (no dev tools).
FROM node:${NODE_VERSION} AS deps
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/contracts/package.json packages/contracts/
COPY infra/api/package.json infra/api/
RUN npm install --omit=dev --no-audit --no-fund --workspace @portal/api --include-workspace-root=false \
 && npm install --no-save --no-audit --no-fund tsx@4.23.15 \
 && npm cache clean --force

# 2. The runtime image: sources, node_modules, an unprivileged user.
FROM node:${NODE_VERSION} AS runtime
ENV NODE_ENV=production HOST=0.0.0.0 API_PORT=8081 LOG_LEVEL=info
WORKDIR /app
COPY --from=deps --chown=node:node /app/node_modules ./node_modules
COPY --chown=node:node package.json tsconfig.base.json ./
COPY --chown=node:node packages/contracts packages/contracts
COPY --chown=node:node infra/api/package.json infra/api/tsconfig.json infra/api/
COPY --chown=node:node infra/api/src infra/api/src
COPY --chown=node:node infra/deploy/migrate.ts infra/deploy/
USER node
EXPOSE 8081
# /api/health pings the database: a replica that lost it fails the check (and the gateway's probe).
HEALTHCHECK --interval=10s --timeout=3s --start-period=20s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.API_PORT||8081)+'/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
# Migrations run at start and are safe to run from several replicas (Kysely's migration lock), but the
# documented release step runs them once before the new replicas start (README: "Migrations").
CMD ["node", "--import", "tsx", "infra/api/src/main.ts"]
