import { devRoutes, OutboxMailListSchema } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { jsonRoute, rawRoute } from '../http/route';
import type { OutboxRepository } from './repository';
import { renderOutboxPage } from './view';

/** Development only: the caller registers these outside production when DEV_MAIL allows (mail/devMailSwitch.ts). */
export function registerDevMailRoutes(app: FastifyInstance, outbox: OutboxRepository): void {
  rawRoute(app, {
    method: 'GET',
    url: devRoutes.mail,
    summary: 'Development mail outbox page (not in production)',
    tags: ['development'],
    produces: 'text/html; charset=utf-8',
    handler: async ({ reply }) => {
      // Mails are styled by attributes, and the sandboxed frames showing them inherit this policy.
      reply.header(
        'content-security-policy',
        "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:",
      );
      return renderOutboxPage(await outbox.newestFirst());
    },
  });

  jsonRoute(app, {
    method: 'GET',
    url: devRoutes.mailJson,
    summary: 'Development mail outbox as JSON, newest first (not in production)',
    tags: ['development'],
    response: OutboxMailListSchema,
    handler: () => outbox.newestFirst(),
  });
}
