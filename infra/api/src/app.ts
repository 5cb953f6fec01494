import Fastify, { type FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { registerAdmin } from './admin/register';
import { registerAdminCommandRoute } from './cli/commandRoute';
import { registerAccounts } from './auth';
import { forfeitOverdueRaffleWinners, registerCampaigns, registerPuzzleEvents } from './campaign';
import type { ApiConfig } from './config';
import { registerConfiguration } from './configuration/routes';
import { databaseKind, type Database } from './db/database';
import { registerHelpAndFeedback } from './feedback/register';
import { createGamesRepository } from './games/repository';
import { registerGamesRoutes } from './games/routes';
import { createGamesService } from './games/service';
import { registerHealthRoutes } from './health/routes';
import { createHealthService } from './health/service';
import { registerErrorHandling } from './http/errorHandling';
import { registerPagePolicy } from './http/pagePolicy';
import { registerPublicCache } from './http/publicCache/publicCache';
import { checkCompiledAnswers } from './http/serialization';
import { createProxyTrust } from './http/trustProxy';
import { createMailer, type Mailer } from './mail/mailer';
import { createOutboxRepository } from './mail/repository';
import { registerDevMailRoutes } from './mail/routes';
import { createMetadataRepository } from './metadata/repository';
import { registerShellMetadata } from './metadata/register';
import { registerMetadataRoutes } from './metadata/routes';
import { registerNews } from './news';
import { createMetadataService } from './metadata/service';
import { serviceLogging, type LogDestination } from '@portal/contracts/logging';
import { registerObservability } from './observability/register';
import { registerOpenApiCollector, registerOpenApiUi } from './openapi/plugin';
import { registerProfiles } from './profile/register';
import { registerTraceRoutes } from './trace/routes';
import { moneyAccountSummary, registerMoney } from './money';
import { loadTelemetryConfig } from './telemetry/config';
import { registerTelemetry } from './telemetry/register';
import { registerStudios } from './studios';

declare module 'fastify' {
  interface FastifyInstance {
    /** Outgoing mail (SMTP or the dev outbox); services of later issues send codes through it. */
    mailer: Mailer;
    /** Every route added to this instance (method, url), in order; the OpenAPI test reads it. */
    registeredRoutes: ReadonlyArray<{ method: string; url: string }>;
  }
}

export interface ApiOptions {
  db: Kysely<Database>;
  config: ApiConfig;
  /** Replaces the mailer built from the config (tests). */
  mailer?: Mailer;
  /** Where log lines go (default stderr); tests keep them to check what they show. */
  logDestination?: LogDestination;
}

/** Builds the API (routes, validation, docs) without listening. Migrations are the caller's job. */
export async function buildApi({
  db,
  config,
  mailer: givenMailer,
  logDestination,
}: ApiOptions): Promise<FastifyInstance> {
  const proxyTrust = createProxyTrust(config.trustProxyHops, config.trustedProxies);
  const app = Fastify({
    // pino JSON on stderr (stdout carries the one "listening" line), secrets redacted, x-request-id
    ...serviceLogging(config.logLevel, logDestination ?? process.stderr),
    trustProxy: proxyTrust,
    bodyLimit: config.bodyLimitBytes,
  });

  const registeredRoutes: { method: string; url: string }[] = [];
  app.decorate('registeredRoutes', registeredRoutes);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) registeredRoutes.push({ method, url: route.url });
  });

  // Answers are written by the serializers Fastify compiles from the response schemas; tests check them.
  if (config.nodeEnv === 'test') checkCompiledAnswers(app);
  app.addHook('onSend', async (_request, reply) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'no-referrer');
  });
  registerPagePolicy(app); // the API's own HTML pages: strict CSP, inline styles by hash
  registerErrorHandling(app, config.bodyLimitBytes);
  registerPublicCache(app, db); // public answers kept in memory, checked against content versions
  await registerOpenApiCollector(app);
  registerObservability(app, config.admin.metricsToken); // x-request-id answers, request metrics, /metrics
  registerAdmin(app, db, config); // admin tokens (read-only / read-write), audit trail
  registerAdminCommandRoute(app, db, config.admin.releasesDir); // the admin CLI's commands over HTTP

  const outbox = createOutboxRepository(db);
  const mailer =
    givenMailer ??
    createMailer({
      smtpUrl: config.smtpUrl,
      mailFrom: config.mailFrom,
      isProduction: config.isProduction,
      outbox,
    });
  app.decorate('mailer', mailer);

  registerStudios(app, db); // first: CORS for allowlisted studio origins on every /api route

  // first: later domains guard routes with app.requireSession; /me reads totals and VIP from the wallet
  const accounts = registerAccounts(app, db, config, moneyAccountSummary(db, config.money));
  registerHealthRoutes(app, createHealthService(db, databaseKind(config)));
  registerTraceRoutes(app, {
    defaultRegion: config.defaultRegion,
    viaTrustedProxy: (request) => proxyTrust !== false && proxyTrust(request.socket.remoteAddress ?? '', 0),
  });
  registerMetadataRoutes(app, createMetadataService(createMetadataRepository(db)));
  registerShellMetadata(app, db, config); // maintenance status, operators' metadata routes
  registerConfiguration(app, db); // PATCH user configuration
  registerGamesRoutes(app, createGamesService(createGamesRepository(db)));
  registerNews(app, db); // news operators post, for the home page
  registerHelpAndFeedback(app, db, config);
  registerMoney(app, db, config, {
    // Raffle winners past their 14 days to answer lose the prize (001 §4).
    forfeitedRaffleWinners: () => forfeitOverdueRaffleWinners(db, new Date()),
  });
  registerProfiles(app, db, config); // profiles, avatars, personality, friends, account deletion
  registerCampaigns(app, db, config, accounts); // campaigns: pre-registration, points, quests, raffle, rewards
  registerPuzzleEvents(app, db, config); // puzzle events of the campaigns
  registerTelemetry(app, db, loadTelemetryConfig(process.env)); // remote failures browsers report
  if (!config.isProduction && config.devMail) registerDevMailRoutes(app, outbox); // DEV_MAIL

  if (config.apiDocs ?? !config.isProduction) await registerOpenApiUi(app); // API_DOCS
  return app;
}
