import type { MoneyConfig } from '../wallet/config';
import type { DeliveryAdapters, GameDeliveryAdapter } from './adapter';
import { createHttpDeliveryAdapter } from './httpAdapter';

/** Outside production, a game without an endpoint acknowledges at once: the demo runs no game servers. */
export const sandboxGameAdapter: GameDeliveryAdapter = {
  kind: 'sandbox',
  deliver: async () => ({ ok: true }),
};

/** Each game's adapter from the configuration: its HTTP endpoint, else the sandbox (when allowed), else none. */
export function createDeliveryAdapters(
  config: MoneyConfig['delivery'],
  clock?: () => Date,
): DeliveryAdapters {
  const http = new Map(
    Object.entries(config.endpoints).map(([gameCode, endpoint]) => [
      gameCode,
      createHttpDeliveryAdapter(endpoint, config.timeoutMs, clock),
    ]),
  );
  return {
    for: (gameCode) => http.get(gameCode) ?? (config.sandboxGames ? sandboxGameAdapter : null),
  };
}
