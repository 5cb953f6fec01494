# syntax=docker/dockerfile:1.7
# The API with its release step (migrate) and the operator CLI (admin), from `npm run build:prod`.
# The build context is the artifacts folder, nothing else:
#   npm run build:prod && docker build -f infra/deploy/api.Dockerfile -t portal-api dist/prod
# Each folder is bundled JavaScript, the runtime files it reads and its native packages: nothing is
# compiled or installed here. The command is the one the production-stage test starts: node main.js.
ARG NODE_VERSION=22.12-bookworm-slim
FROM node:${NODE_VERSION}
ENV NODE_ENV=production HOST=0.0.0.0 API_PORT=8081 LOG_LEVEL=info
COPY --chown=node:node api/ /app/api/
COPY --chown=node:node migrate/ /app/migrate/
COPY --chown=node:node admin/ /app/admin/
USER node
WORKDIR /app/api
EXPOSE 8081
# /api/health pings the database: a replica that lost it fails the check (and the gateway's probe).
HEALTHCHECK --interval=10s --timeout=3s --start-period=20s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.API_PORT||8081)+'/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# migrate: working dir /app/migrate; admin: /app/admin (docker compose run --rm admin <command>).
CMD ["node", "main.js"]
