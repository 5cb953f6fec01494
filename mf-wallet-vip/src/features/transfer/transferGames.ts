import { call } from '@portal/api-client';
import { gameEndpoints } from '@portal/contracts';

/** Games that take gold transfers: released and beta ones. */
export const fetchTransferGames = async (signal?: AbortSignal) =>
  (await call(gameEndpoints.list, { signal })).filter(
    (game) => game.status === 'released' || game.status === 'beta',
  );
