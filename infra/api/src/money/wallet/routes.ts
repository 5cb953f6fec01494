import { walletEndpoints } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { privateRoutes, sessionOf } from '../../auth';
import type { Database } from '../../db/database';
import { serve } from '../../http/serve';
import type { MoneyConfig } from './config';
import type { WalletService } from './service';
import { webviewPlayer } from './webviewIdentity';

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
    serve(scope, walletEndpoints.totals, ({ request }) => wallet.totals(sessionOf(request).userId));
    serve(scope, walletEndpoints.refresh, ({ request }) => wallet.refresh(sessionOf(request).userId));
    serve(scope, walletEndpoints.ledger, ({ query, request }) =>
      wallet.ledger(sessionOf(request).userId, query),
    );
    serve(scope, walletEndpoints.expirationDetail, ({ request }) =>
      wallet.expirationDetail(sessionOf(request).userId),
    );
  });

  // The player is the one the game signed into its webview (checked by webviewPlayer: 401, not 400).
  serve(app, walletEndpoints.webviewExpirationDetail, async ({ request, reply }) => {
    reply.header('cache-control', 'no-store');
    const userId = await webviewPlayer(request, db, webview, clock());
    return wallet.expirationDetail(userId);
  });
}
