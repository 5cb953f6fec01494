import { randomBytes } from 'node:crypto';

/** An unguessable public id: `tp_…` top-up orders, `tr_…` transfers, `evt_…` sandbox events. */
export const newPublicId = (prefix: string): string => `${prefix}_${randomBytes(12).toString('base64url')}`;

export const unixSeconds = (date: Date): number => Math.floor(date.getTime() / 1000);
export const unixOrNull = (date: Date | null): number | null => (date ? unixSeconds(date) : null);
