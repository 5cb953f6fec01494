import type { Game } from '@portal/contracts';

/** Games that take gold transfers: released and beta ones. */
export const takesTransfers = (game: Game) => game.status === 'released' || game.status === 'beta';
