import {
  errorCodes,
  PRODUCT_CODE_HEADER,
  WEBVIEW_SIGNATURE_HEADER,
  WEBVIEW_TIMESTAMP_HEADER,
  WEBVIEW_USER_ID_HEADER,
  webviewSignedText,
} from '@portal/contracts';
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import { ApiHttpError } from '../../http/errors';
import { hmacHex, sameHex } from '../../lib/signature';
import type { MoneyConfig } from './config';
import { unixSeconds } from '../../lib/time';

/** What a game server puts in the webview's headers for player `userId` at `timestamp`. */
export function signWebviewIdentity(
  secret: string,
  productCode: string,
  userId: number,
  timestamp: number,
): string {
  return hmacHex(secret, webviewSignedText(productCode, userId, timestamp));
}

const refused = (why: string) =>
  new ApiHttpError(401, errorCodes.webviewIdentityInvalid, `The webview identity is ${why}.`);

const header = (request: FastifyRequest, name: string) => {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
};

/**
 * The player of a webview request: the product code, user id and timestamp headers signed by the
 * game's server (WEBVIEW_SECRET_<PRODUCT>), at most WEBVIEW_IDENTITY_MAX_AGE_SECONDS old, for an
 * existing account. Throws 401 WEBVIEW_IDENTITY_INVALID otherwise.
 */
export async function webviewPlayer(
  request: FastifyRequest,
  db: Kysely<Database>,
  config: MoneyConfig['webview'],
  now: Date,
): Promise<number> {
  const productCode = request.webview.productCode;
  const userId = header(request, WEBVIEW_USER_ID_HEADER) ?? '';
  const timestamp = header(request, WEBVIEW_TIMESTAMP_HEADER) ?? '';
  const signature = header(request, WEBVIEW_SIGNATURE_HEADER) ?? '';
  if (!productCode || !/^\d{1,10}$/.test(userId) || !/^\d{1,12}$/.test(timestamp) || !signature) {
    throw refused(
      `missing (${PRODUCT_CODE_HEADER}, ${WEBVIEW_USER_ID_HEADER}, ${WEBVIEW_TIMESTAMP_HEADER}, ${WEBVIEW_SIGNATURE_HEADER})`,
    );
  }
  const secret = config.secrets[productCode.toLowerCase()] ?? config.fallbackSecret;
  if (!secret) throw refused('from an unknown game');
  const age = unixSeconds(now) - Number(timestamp);
  if (age > config.maxAgeSeconds || age < -300) throw refused('expired');
  if (!sameHex(signature, signWebviewIdentity(secret, productCode, Number(userId), Number(timestamp)))) {
    throw refused('not signed by the game');
  }
  const user = await db.selectFrom('users').select('id').where('id', '=', Number(userId)).executeTakeFirst();
  if (!user) throw refused('for an unknown player');
  return user.id;
}
