import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { DELIVERY_SIGNATURE_HEADER, type GameDeliveryRequest } from '@portal/contracts';
import { SignatureError, verifySignatureHeader } from '../../lib/signature';

export interface TestGameServer {
  url: string;
  secret: string;
  /** Every delivery the game accepted (a repeated transferId is acknowledged but kept once). */
  delivered: GameDeliveryRequest[];
  /** Every request received, with the answer given. */
  calls: { transferId: string; status: number }[];
  /** The next `n` requests answer `status` (503 by default). */
  failNext(n: number, status?: number): void;
  close(): Promise<void>;
}

const readBody = (request: IncomingMessage) =>
  new Promise<string>((resolve, reject) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => resolve(body));
    request.on('error', reject);
  });

/**
 * A game's delivery endpoint on 127.0.0.1 for tests: checks the portal's HMAC signature, treats the
 * transferId as an idempotency key, and can be told to fail the next N requests.
 */
export async function startTestGameServer(
  secret = 'test-game-delivery-secret-0123456789',
  /** How old a signature may be; tests that move the portal's clock forward widen it. */
  toleranceSeconds = 300,
): Promise<TestGameServer> {
  const delivered: GameDeliveryRequest[] = [];
  const calls: TestGameServer['calls'] = [];
  let failures = 0;
  let failStatus = 503;
  const server: Server = createServer((request, response) => {
    void readBody(request).then((body) => {
      const answer = (status: number, transferId = '') => {
        calls.push({ transferId, status });
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ ok: status < 300 }));
      };
      try {
        verifySignatureHeader(
          secret,
          request.headers[DELIVERY_SIGNATURE_HEADER] as string,
          body,
          Math.floor(Date.now() / 1000),
          toleranceSeconds,
        );
      } catch (error) {
        if (error instanceof SignatureError) return answer(401);
        throw error;
      }
      const delivery = JSON.parse(body) as GameDeliveryRequest;
      if (failures > 0) {
        failures--;
        return answer(failStatus, delivery.transferId);
      }
      if (!delivered.some((earlier) => earlier.transferId === delivery.transferId)) delivered.push(delivery);
      return answer(200, delivery.transferId);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/portal/deliveries`,
    secret,
    delivered,
    calls,
    failNext(n, status = 503) {
      failures = n;
      failStatus = status;
    },
    close: () =>
      new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}
