# syntax=docker/dockerfile:1.7
# The gateway with the shell's production build, from `npm run build:prod`. The build context is the
# artifacts folder, nothing else:
#   npm run build:prod && docker build -f infra/deploy/gateway.Dockerfile -t portal-gateway dist/prod
# Remotes are not in the image: they are published to the static origin (CDN) and named by the
# registry in DEPLOY_DIR (a volume), so a remote ships without a gateway release. The shell's source
# maps stay in dist/prod/sourcemaps (for the error tracker), outside this image.
ARG NODE_VERSION=22.12-bookworm-slim
FROM node:${NODE_VERSION}
ENV NODE_ENV=production HOST=0.0.0.0 PORT=8080 SHELL_DIR=/app/gateway/shell DEPLOY_DIR=/deploy LOG_LEVEL=info
COPY --chown=node:node gateway/ /app/gateway/
RUN mkdir -p /deploy && chown node:node /deploy
USER node
WORKDIR /app/gateway
EXPOSE 8080
# Ready only when an API replica answers through it (GET /ready).
HEALTHCHECK --interval=10s --timeout=3s --start-period=10s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||8080)+'/ready').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
CMD ["node", "main.js"]
