import {
  GoldExpirationDetailSchema,
  LedgerPageSchema,
  LedgerQuerySchema,
  PRODUCT_CODE_HEADER,
  WalletRefreshSchema,
  WalletTotalsSchema,
  WEBVIEW_SIGNATURE_HEADER,
  WEBVIEW_TIMESTAMP_HEADER,
  WEBVIEW_USER_ID_HEADER,
  walletApiRoutes,
} from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import * as v from 'valibot';
import { privateRoutes, sessionOf } from '../../auth';
import type { Database } from '../../db/database';
import { jsonRoute } from '../../http/route';
import type { MoneyConfig } from './config';
import type { WalletService } from './service';
import { webviewPlayer } from './webviewIdentity';

const UNAUTHORIZED = { 401: 'UNAUTHORIZED: no live session for the bearer token' };

/** Documents the webview identity headers; checked by webviewPlayer (401, not 400, when wrong). */
const WebviewHeadersSchema = v.object({
  [PRODUCT_CODE_HEADER]: v.optional(v.string()),
  [WEBVIEW_USER_ID_HEADER]: v.optional(v.string()),
  [WEBVIEW_TIMESTAMP_HEADER]: v.optional(v.string()),
  [WEBVIEW_SIGNATURE_HEADER]: v.optional(v.string()),
});

export interface WalletRouteOptions {
  wallet: WalletService;
  db: Kysely<Database>;
  webview: MoneyConfig['webview'];
  clock: () => Date;
}

export function registerWalletRoutes(
  app: FastifyInstance,
  { wallet, db, webview, clock }: WalletRouteOptions,
): void {
  privateRoutes(app, (scope) => {
    scope.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'no-store');
    });

    jsonRoute(scope, {
      method: 'GET',
      url: walletApiRoutes.totals,
      summary: 'Balances: totalGold, totalBoundGold, usableBoundGold, point, tokenAmount (one query)',
      tags: ['wallet'],
      response: WalletTotalsSchema,
      errors: UNAUTHORIZED,
      handler: ({ request }) => wallet.totals(sessionOf(request).userId),
    });

    jsonRoute(scope, {
      method: 'GET',
      url: walletApiRoutes.refresh,
      summary: 'The per-page refresh in one call: totals and the unexpired pending top-ups',
      tags: ['wallet'],
      response: WalletRefreshSchema,
      errors: UNAUTHORIZED,
      handler: ({ request }) => wallet.refresh(sessionOf(request).userId),
    });

    jsonRoute(scope, {
      method: 'GET',
      url: walletApiRoutes.ledger,
      summary: 'The player’s ledger: every balance change, newest first (page, size 10/20/50/100, currency)',
      tags: ['wallet'],
      querystring: LedgerQuerySchema,
      response: LedgerPageSchema,
      errors: UNAUTHORIZED,
      handler: ({ query, request }) => wallet.ledger(sessionOf(request).userId, query),
    });

    jsonRoute(scope, {
      method: 'GET',
      url: walletApiRoutes.expirationDetail,
      summary:
        'Gold expiration detail: { type, amount, expireAt } (gold first, also when 0; bound gold by date)',
      tags: ['wallet'],
      response: GoldExpirationDetailSchema,
      errors: UNAUTHORIZED,
      handler: ({ request }) => wallet.expirationDetail(sessionOf(request).userId),
    });
  });

  jsonRoute(app, {
    method: 'GET',
    url: walletApiRoutes.webviewExpirationDetail,
    summary: 'Gold expiration detail in a game webview: the player is signed by the game (webview headers)',
    tags: ['wallet'],
    headers: WebviewHeadersSchema,
    response: GoldExpirationDetailSchema,
    errors: { 401: 'WEBVIEW_IDENTITY_INVALID: headers missing, expired, unsigned, or for an unknown player' },
    handler: async ({ request, reply }) => {
      reply.header('cache-control', 'no-store');
      const userId = await webviewPlayer(request, db, webview, clock());
      return wallet.expirationDetail(userId);
    },
  });
}
