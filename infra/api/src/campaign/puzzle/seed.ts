import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import { findCampaign } from '../config/campaigns';
import { demoPuzzlePicture } from './demoArtwork';
import { defineEvent } from './operator';
import { pieceOrder, visitDay } from './rules';
import { findEvent } from './events';

const DAY_MS = 86_400_000;

interface DemoEvent {
  gameCode: string;
  eventCode: string;
  title: string;
  rewardTitle: string;
  rows: number;
  columns: number;
  picture: string;
  codePrefix: string;
  /** DemoPlayer's pieces: collected on `visits` earlier days, the first `placed` of them placed. */
  demo?: { visits: number; placed: number };
  /** An upcoming event; without it the event is live, 30 days either side of today. */
  opensInDays?: number;
}

const DEMO_EVENTS = [
  {
    gameCode: 'crazy_ones',
    eventCode: 'anniversary',
    title: 'Crazy Ones anniversary puzzle',
    rewardTitle: 'Anniversary story pack',
    rows: 3,
    columns: 3,
    picture: demoPuzzlePicture(
      7,
      { sky: ['#2a1248', '#e0568a'], accent: '#ffd166', ground: '#3b1f5c' },
      'city',
    ),
    codePrefix: 'CO-ANNIV',
    // DemoPlayer visited on 5 earlier days and placed 3 of those pieces.
    demo: { visits: 5, placed: 3 },
  },
  {
    gameCode: 'ash_echoes',
    eventCode: 'ember-festival',
    title: 'Ember Festival puzzle',
    rewardTitle: 'Ember Festival gift: Echo Crystal ×100',
    rows: 2,
    columns: 3,
    picture: demoPuzzlePicture(3, {
      sky: ['#1b2447', '#3b4f8f'],
      accent: '#f2c14e',
      ground: '#5a2a12',
    }),
    codePrefix: 'AE-EMBER',
    // DemoPlayer finished this picture and holds its code: the history shows a reward.
    demo: { visits: 6, placed: 6 },
  },
  {
    gameCode: 'ash_echoes',
    eventCode: 'anniversary',
    title: 'Ash Echoes anniversary puzzle',
    rewardTitle: 'Anniversary frame: Cinder Crown',
    rows: 3,
    columns: 4,
    picture: demoPuzzlePicture(11, {
      sky: ['#311b0b', '#f08a24'],
      accent: '#fff1c1',
      ground: '#241005',
    }),
    codePrefix: 'AE-ANNIV',
    // Just begun: two pieces collected, none placed.
    demo: { visits: 2, placed: 0 },
  },
  {
    gameCode: 'crazy_ones',
    eventCode: 'midsummer',
    title: 'Crazy Ones midsummer puzzle',
    rewardTitle: 'Midsummer sticker set',
    rows: 2,
    columns: 2,
    picture: demoPuzzlePicture(19, {
      sky: ['#0c3b4a', '#55d6be'],
      accent: '#fff275',
      ground: '#114b3a',
    }),
    codePrefix: 'CO-SUMMER',
    // Opens in ten days: the page shows when to come back.
    opensInDays: 10,
  },
] as const satisfies readonly DemoEvent[];

/**
 * Demo puzzle events for both campaigns (live ones 30 days either side of today, and an upcoming
 * one) with 50 codes each, and DemoPlayer's pieces from earlier visits. Idempotent: an existing event and pieces are kept.
 */
export async function seedDemoPuzzles(db: Kysely<Database>, now = new Date()): Promise<number> {
  let written = 0;
  const demo = await db
    .selectFrom('users')
    .select('id')
    .where('email_normalized', '=', 'demo@player.test')
    .executeTakeFirst();
  for (const spec of DEMO_EVENTS) {
    if (!(await findCampaign(db, spec.gameCode))) continue;
    let event = await findEvent(db, spec.gameCode, spec.eventCode);
    if (!event) {
      await defineEvent(
        db,
        spec.gameCode,
        spec.eventCode,
        {
          title: spec.title,
          rewardTitle: spec.rewardTitle,
          startsAt: new Date(now.getTime() + ('opensInDays' in spec ? spec.opensInDays : -30) * DAY_MS),
          endsAt: new Date(now.getTime() + ('opensInDays' in spec ? spec.opensInDays + 30 : 30) * DAY_MS),
          rows: spec.rows,
          columns: spec.columns,
          image: { type: 'image/svg+xml', bytes: new TextEncoder().encode(spec.picture) },
          codes: Array.from(
            { length: 50 },
            (_, index) => `${spec.codePrefix}-${String(index + 1).padStart(3, '0')}`,
          ),
        },
        now,
        'seed',
      );
      event = (await findEvent(db, spec.gameCode, spec.eventCode))!;
      written++;
    }
    if (demo && 'demo' in spec)
      written += await seedDemoPieces(db, event.id, event.rows * event.columns, demo.id, spec.demo, now);
  }
  return written;
}

async function seedDemoPieces(
  db: Kysely<Database>,
  eventId: number,
  total: number,
  userId: number,
  plan: { visits: number; placed: number },
  now: Date,
): Promise<number> {
  const held = await db
    .selectFrom('puzzle_players')
    .select('pieces')
    .where('event_id', '=', eventId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (held) return 0;
  const order = pieceOrder(eventId, userId, total);
  await db.transaction().execute(async (trx) => {
    for (let visit = 0; visit < plan.visits; visit++) {
      const day = new Date(now.getTime() - (plan.visits - visit) * DAY_MS);
      await trx
        .insertInto('puzzle_pieces')
        .values({
          event_id: eventId,
          user_id: userId,
          piece_index: order[visit]!,
          source: 'daily_visit',
          source_ref: visitDay(day),
          collected_at: day,
          placed_at: visit < plan.placed ? day : null,
        })
        .execute();
    }
    await trx
      .insertInto('puzzle_players')
      .values({ event_id: eventId, user_id: userId, pieces: plan.visits, updated_at: now })
      .execute();
    if (plan.placed === total) {
      await trx
        .updateTable('puzzle_reward_codes')
        .set({ claimed_by: userId, claimed_at: now })
        .where('id', '=', (eb) =>
          eb
            .selectFrom('puzzle_reward_codes')
            .select('id')
            .where('event_id', '=', eventId)
            .where('claimed_by', 'is', null)
            .orderBy('id')
            .limit(1),
        )
        .execute();
    }
  });
  return 1;
}
