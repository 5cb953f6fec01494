import fastifyCompress from '@fastify/compress';
import { registerPublicAnswerCache } from './proxy/publicAnswerCache';
import Fastify, { type FastifyInstance } from 'fastify';
import { CanaryWatch, DEFAULT_CANARY_POLICY } from './canary/canaryWatch';
import { defaultEmbedSdkDir, type GatewayConfig } from './config';
import { COMPRESSION_THRESHOLD_BYTES } from './compression/negotiate';
import { VariantCache } from './compression/variantCache';
import { registerDocumentRoute } from './html/documentRoute';
import { startServerRenders } from './html/serverRender/startServerRenders';
import { startShellRender } from './html/serverRender/shellRender';
import { registerEmbedSdkRoutes } from './embedSdk/embedRoutes';
import { RemoteHints } from './html/remoteHints';
import { PREVIEW_BADGE_STYLE_SOURCE } from './html/previewBadge';
import { ShellIndexFile } from './html/shellDocument';
import { registerReadyRoute } from './health/readyRoute';
import { sendError, sendNotFound } from './http/notFound';
import { createClientIp } from './pipeline/clientIp';
import { createRedirectPolicy } from './pipeline/decideRedirect';
import { serviceLogging } from '@portal/contracts/logging';
import {
  countRemoteDeploys,
  createGatewayMetrics,
  registerGatewayObservability,
} from './observability/metrics';
import { registerApiProxy } from './proxy/apiProxy';
import { UpstreamPool } from './proxy/upstreamPool';
import { LiveRegistry } from './registry/liveRegistry';
import { watchSharedGaps } from './observability/sharedGaps';
import { registerPreviewRoutes } from './registry/previewRoutes';
import { registerRegistryRoute } from './registry/registryRoute';
import { embedFraming } from './security/embedFraming';
import { securityHeaders } from './security/securityHeaders';
import { registerCorsPreflight } from './static/cors';
import { registerRemoteFiles } from './static/remoteFiles';
import { refuseSourceMaps } from './static/sourceMaps';
import { registerStaticFiles, StaticFiles } from './static/staticFiles';

/**
 * The portal's front door. Request pipeline, in order:
 *   onRequest  page navigations only: the redirect policy (route guard, maintenance) → 307 or continue
 *   handler    /ready · /registry.json · /remotes/<app>/<version>/* · /embed/v1.js and its manifest · /api/* and /dev/* proxy · shell files · shell document
 *   onSend     security headers (CSP…) on every response; compression of proxied answers
 * Static files, the registry and documents come out of a cache of their compressed forms.
 */
export function buildGateway(config: GatewayConfig): FastifyInstance {
  const app = Fastify({
    trustProxy: config.trustProxy,
    ...serviceLogging(config.logLevel, config.logDestination), // pino JSON, secrets redacted, request ids
  });
  const metrics = createGatewayMetrics();
  const registry = new LiveRegistry(
    config.deployDir,
    config.remoteOverrides,
    (error) =>
      app.log.error(
        { err: error },
        `registry unreadable, serving the last good one: ${error instanceof Error ? error.message : String(error)}`,
      ),
    config.shellDir,
  );
  const checkSharedGaps = watchSharedGaps(config.shellDir, metrics, app.log);
  registry.onSwap((previous, next) => {
    countRemoteDeploys(metrics, previous, next);
    void checkSharedGaps(next.deployed);
  });
  const remoteHints = new RemoteHints((error, remote) =>
    app.log.warn({ err: error, manifest: remote.manifestUrl }, 'no preload hints for this remote'),
  );
  const upstreams = new UpstreamPool({
    urls: config.apiUrls ?? [config.apiUrl],
    onChange: (url, healthy, reason) =>
      app.log[healthy ? 'info' : 'warn'](
        { upstream: url, reason },
        healthy ? 'API back in rotation' : 'API out of rotation',
      ),
  });
  registerGatewayObservability(app, metrics, {
    metricsToken: config.metricsToken,
    upstreamHealth: () => {
      const up = upstreams.healthy().length;
      return { up, down: (config.apiUrls ?? [config.apiUrl]).length - up };
    },
  });
  const canaries = new CanaryWatch({
    registry,
    deployDir: config.deployDir,
    shellDir: config.shellDir,
    policy: config.canaryPolicy ?? DEFAULT_CANARY_POLICY,
    apiUrl: () => upstreams.pick(),
    log: (level, message) => app.log[level](message),
  });
  app.addHook('onReady', async () => {
    upstreams.start();
    canaries.start();
  });
  const serverRenders = startServerRenders(app, { config, registry, metrics });
  app.addHook('onClose', async () => {
    upstreams.stop();
    canaries.stop();
  });
  const cache = new VariantCache();
  const files = new StaticFiles(cache);

  // Proxied API answers are compressed on the fly; the gateway's own files bring cached encodings (compress: false).
  app.register(fastifyCompress, {
    global: true,
    globalDecompression: false,
    encodings: ['br', 'gzip'],
    threshold: COMPRESSION_THRESHOLD_BYTES,
  });
  const shellIndex = new ShellIndexFile(config.shellDir);
  const shellRender = startShellRender(app, { shellDir: config.shellDir, serverRenders, shellIndex });
  app.addHook(
    'onSend',
    securityHeaders({
      registry,
      frameOrigins: config.frameOrigins,
      embedFrameAncestors: config.embedFrameAncestors,
      remoteOrigins: config.remoteOrigins,
      documentStyles: async () => [
        ...((await shellIndex.read())?.styleSources ?? []),
        PREVIEW_BADGE_STYLE_SOURCE,
      ],
    }),
  );
  app.addHook('onSend', embedFraming(config.frameOrigins)); // /embed frames allow-listed widgets only
  app.addHook('onRequest', refuseSourceMaps); // production source maps are never served
  registerPublicAnswerCache(app); // public API answers kept a second: a visitor wave costs the API one each
  app.setNotFoundHandler((request, reply) =>
    sendNotFound(reply, `${request.method} ${request.url.split('?', 1)[0]}`),
  );
  app.setErrorHandler((error: Error & { statusCode?: number }, request, reply) => {
    const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    return sendError(
      reply,
      status,
      status >= 500 ? 'INTERNAL_ERROR' : 'BAD_REQUEST',
      status >= 500 ? 'Something went wrong.' : error.message,
    );
  });

  // The API proxy beside the portal's own routes, not among them: the hooks those add for their
  // pages (the sign-in popup's opener policy) would run on every API answer for nothing. The root's
  // hooks (security headers, request ids, metrics, the public answer cache) apply to both.
  app.register(async (api) =>
    registerApiProxy(api, { upstreams, exposeDevRoutes: config.devMail ?? !config.production }),
  );
  // A plugin of its own so every route is added after @fastify/compress has loaded (its hook attaches per route).
  app.register(async (routes) => {
    await registerStaticFiles(routes);
    registerReadyRoute(routes, upstreams.urls);
    registerRegistryRoute(routes, registry, cache, canaries);
    registerPreviewRoutes(routes, registry);
    registerCorsPreflight(routes, ['/registry.json', '/remotes/*']);
    registerRemoteFiles(routes, config.deployDir, files);
    registerEmbedSdkRoutes(routes, { sdkDir: config.embedSdkDir ?? defaultEmbedSdkDir, registry, cache });
    registerDocumentRoute(routes, {
      shellDir: config.shellDir,
      shellIndex,
      registry,
      remoteHints,
      files,
      cache,
      publicUrl: config.publicUrl,
      serverRenders,
      shellRender,
      redirectPolicy:
        config.redirectPolicy ??
        createRedirectPolicy({
          apiUrl: config.apiUrl,
          upstreams,
          routes: async () => (await registry.current()).routes,
          clientIp: createClientIp(config.trustProxy, config.trustProxyHops ?? 0),
          onError: (error) =>
            app.log.warn({ err: error }, 'maintenance status unreadable; using the last known'),
        }),
    });
  });
  return app;
}
