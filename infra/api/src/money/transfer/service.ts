import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import type { DeliveryAdapters } from '../delivery/adapter';
import type { MoneyConfig } from '../wallet/config';
import { createDeliveryOutcome } from './deliveryOutcome';
import { createGoldSending } from './sendGold';
import { createTransferReads } from './transferReads';

export interface TransferDeps {
  db: Kysely<Database>;
  config: MoneyConfig;
  clock: () => Date;
  adapters: DeliveryAdapters;
}

/** Gold transfers to games: sending, reading, and the outcome of their delivery. */
export function createTransferService(deps: TransferDeps) {
  return {
    ...createGoldSending(deps),
    ...createTransferReads(deps.db),
    ...createDeliveryOutcome(deps),
  };
}
export type TransferService = ReturnType<typeof createTransferService>;
