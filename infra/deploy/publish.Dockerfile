# syntax=docker/dockerfile:1.7
# Publishes the remotes of a release to the static origin and makes them live: the deploy CLI of
# `npm run deploy:remote`, bundled, with every remote's production build and the shell's route table
# it checks routes against, from `npm run build:prod`:
#   docker build -f infra/deploy/publish.Dockerfile -t portal-publish dist/prod
# The default command deploys every remote it carries; one CLI command instead:
#   docker compose run --rm publish node main.js rollback mf-help
ARG NODE_VERSION=22.12-bookworm-slim
FROM node:${NODE_VERSION}
ENV NODE_ENV=production SHELL_DIR=/app/publish/shell DEPLOY_DIR=/deploy
COPY --chown=node:node publish/ /app/publish/
RUN mkdir -p /deploy /cdn && chown node:node /deploy /cdn
USER node
WORKDIR /app/publish
CMD ["sh", "-c", "for app in $(ls remotes); do node main.js deploy \"$app\" --skip-checks --build-cmd 'cp -R /app/publish/remotes/{app}/. {out}' || exit 1; done"]
