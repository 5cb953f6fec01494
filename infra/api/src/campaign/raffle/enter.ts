import { campaignErrorCodes, type Raffle } from '@portal/contracts';
import { isRaffleEntryOpen, requireCampaign } from '../config/campaigns';
import type { CampaignDeps } from '../deps';
import { notPreRegistered } from '../errors';
import { raffleError, websitePreRegistration } from './queries';
import { viewRaffle } from './view';

/** Enter: before launch, website pre-registrants only; entering twice is harmless. */
export async function enterRaffle(deps: CampaignDeps, gameCode: string, userId: number): Promise<Raffle> {
  const { db, clock } = deps;
  const campaign = await requireCampaign(db, gameCode);
  if (!isRaffleEntryOpen(campaign, clock())) {
    throw raffleError(
      409,
      campaignErrorCodes.raffleEntryClosed,
      'Raffle entry closed when the game launched.',
    );
  }
  const pre = await websitePreRegistration(db, campaign, userId);
  if (!pre) throw notPreRegistered();
  if (pre.channel !== 'website') {
    throw raffleError(
      403,
      campaignErrorCodes.notPreRegistered,
      'The raffle is for players who pre-registered on the website.',
    );
  }
  await db
    .insertInto('campaign_raffle_entries')
    .values({ campaign_id: campaign.id, user_id: userId, created_at: clock() })
    .onConflict((conflict) => conflict.columns(['campaign_id', 'user_id']).doNothing())
    .execute();
  return viewRaffle(deps, campaign, userId);
}
