import { campaignErrorCodes, type CampaignErrorCode, type ErrorCode } from '@portal/contracts';
import { ApiHttpError } from '../http/errors';

/**
 * A campaign rule refused the request. The codes live in contracts' `campaignErrorCodes` (campaign.ts)
 * rather than the shared `errorCodes`, so the envelope's code is widened here, once.
 */
export class CampaignError extends ApiHttpError {
  constructor(statusCode: number, code: CampaignErrorCode, message: string) {
    super(statusCode, code as ErrorCode, message);
    this.name = 'CampaignError';
  }
}

export const campaignNotFound = (gameCode: string) =>
  new CampaignError(404, campaignErrorCodes.campaignNotFound, `No campaign for the game "${gameCode}".`);
export const notPreRegistered = () =>
  new CampaignError(403, campaignErrorCodes.notPreRegistered, 'Pre-register for this game first.');

/** Postgres unique violation (a concurrent insert won the race). */
export const isUniqueViolation = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';
