import { helpEndpoints } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { rawRoute } from '../http/route';
import { serve } from '../http/serve';
import { DEV_CHAT_WIDGET_PATH, type HelpConfig } from './config';
import { DevChatQuerySchema, renderDevChatWidget } from './devChatWidget';

export function registerHelpRoutes(app: FastifyInstance, config: HelpConfig, isProduction: boolean): void {
  serve(app, helpEndpoints.chatWidget, async () => ({
    url: config.chatWidgetUrl,
    allowedOrigins: config.chatWidgetOrigins,
  }));

  if (isProduction) return;
  rawRoute(app, {
    method: 'GET',
    url: DEV_CHAT_WIDGET_PATH,
    summary: 'Development stand-in for the external help chat widget (not in production)',
    tags: ['development'],
    querystring: DevChatQuerySchema,
    produces: 'text/html; charset=utf-8',
    handler: async ({ query }) => renderDevChatWidget(query),
  });
}
