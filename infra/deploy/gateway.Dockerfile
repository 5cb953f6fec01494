# syntax=docker/dockerfile:1.7
# The gateway (infra/gateway) with the shell's production build baked in. Build from the repository root:
#   docker build -f infra/deploy/gateway.Dockerfile -t portal-gateway .
# Remotes are not in the image: they are published to the static origin (CDN) by `deploy:remote` and
# named by the registry in DEPLOY_DIR (a volume), so a remote ships without a gateway release.

ARG NODE_VERSION=22.12-bookworm-slim

# 1. Build the shell with the full toolchain.
FROM node:${NODE_VERSION} AS build
WORKDIR /app
COPY . .
RUN npm ci --no-audit --no-fund || npm install --no-audit --no-fund
RUN npm run build -w shell -- --out /app/shell-dist \
 # Source maps are not served: they go to the error tracker from the build stage (see README).
 && mkdir -p /app/sourcemaps && find /app/shell-dist -name '*.map' -exec mv {} /app/sourcemaps/ \;

# 2. Production dependencies of the gateway and what it imports.
FROM node:${NODE_VERSION} AS deps
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/contracts/package.json packages/contracts/
COPY packages/session/package.json packages/session/
COPY infra/gateway/package.json infra/gateway/
RUN npm install --omit=dev --no-audit --no-fund --workspace @portal/gateway --include-workspace-root=false \
 && npm install --no-save --no-audit --no-fund tsx@4.23.15 \
 && npm cache clean --force

# 3. Runtime: gateway sources, the shell build, an unprivileged user.
FROM node:${NODE_VERSION} AS runtime
ENV NODE_ENV=production HOST=0.0.0.0 PORT=8080 SHELL_DIR=/app/shell-dist DEPLOY_DIR=/deploy LOG_LEVEL=info
WORKDIR /app
COPY --from=deps --chown=node:node /app/node_modules ./node_modules
COPY --chown=node:node package.json tsconfig.base.json ./
COPY --chown=node:node packages packages
COPY --chown=node:node shell/src/routes shell/src/routes
COPY --chown=node:node infra/gateway/package.json infra/gateway/tsconfig.json infra/gateway/
COPY --chown=node:node infra/gateway/src infra/gateway/src
COPY --from=build --chown=node:node /app/shell-dist /app/shell-dist
RUN mkdir -p /deploy && chown node:node /deploy
USER node
EXPOSE 8080
HEALTHCHECK --interval=10s --timeout=3s --start-period=10s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||8080)+'/registry.json').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
CMD ["node", "--import", "tsx", "infra/gateway/src/main.ts"]
