import { randomBytes } from 'node:crypto';

/** An unguessable public id: `tp_…` top-up orders, `tr_…` transfers, `evt_…` sandbox events. */
export const newPublicId = (prefix: string): string => `${prefix}_${randomBytes(12).toString('base64url')}`;
