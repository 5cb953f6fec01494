import { apiRoutes, type Campaign, type CampaignCreatePayload, type PlatformCode } from '@portal/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../db/database';
import { createGamesRepository } from '../games/repository';
import { configureCampaign, settingsFromPayload } from './operator';

const DEFAULT_PLATFORMS: readonly PlatformCode[] = ['android', 'ios'];

/**
 * `campaign create`: a new game's entry on /games (pre-registration status, its generated key art
 * as thumbnails) and its campaign, created or updated together, the campaign change audited. What a
 * campaign team runs once, before its first deploy, so the game shows up beside the others.
 */
export async function createGameCampaign(
  db: Kysely<Database>,
  gameCode: string,
  { description, status, platforms, ...settings }: CampaignCreatePayload,
  actor: string,
  at: Date,
): Promise<Campaign> {
  const games = createGamesRepository(db);
  const existing = await games.find(gameCode);
  await games.upsert({
    game_code: gameCode,
    name: settings.name,
    status: status ?? existing?.status ?? 'pre_register',
    description: description ?? existing?.description ?? '',
    thumbnail_homepage: existing?.thumbnail_homepage ?? apiRoutes.gameThumbnail(gameCode, 'webp'),
    thumbnail_banner: existing?.thumbnail_banner ?? apiRoutes.gameThumbnail(gameCode),
    platforms: platforms ?? existing?.platforms ?? DEFAULT_PLATFORMS,
    created_at: existing?.created_at ?? at,
  });
  return configureCampaign(db, gameCode, settingsFromPayload(settings), actor, at);
}
