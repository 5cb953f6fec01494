import { eventNotFound } from './errors';
import type { PuzzleDeps } from './events';

/** The picture and its type, for the image route. */
export async function eventImage(deps: PuzzleDeps, gameCode: string, eventCode: string) {
  const { db } = deps;
  const row = await db
    .selectFrom('puzzle_events')
    .innerJoin('campaigns', 'campaigns.id', 'puzzle_events.campaign_id')
    .select(['puzzle_events.image', 'puzzle_events.image_type'])
    .where('campaigns.game_code', '=', gameCode)
    .where('puzzle_events.event_code', '=', eventCode)
    .executeTakeFirst();
  if (!row) throw eventNotFound();
  return { type: row.image_type, bytes: Buffer.from(row.image) };
}
