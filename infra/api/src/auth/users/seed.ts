import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import { OWASP_ARGON2 } from '../config';
import { hashPassword } from '../password';

/** Demo players (documented in infra/api/README.md); never seeded in production. */
export const DEMO_PLAYERS = [
  { email: 'demo@player.test', password: 'demo1234', nickname: 'DemoPlayer', slug: 'demo', language: 'en' },
  { email: 'rival@player.test', password: 'rival1234', nickname: 'Rival', slug: 'rival', language: 'vn' },
] as const;

const DEMO_ACCOUNT_AGE_MS = 90 * 24 * 60 * 60 * 1000;

/** Adds each demo player whose email or slug is not taken yet; returns how many were added. */
export async function seedDemoPlayers(db: Kysely<Database>): Promise<number> {
  const missing = [];
  for (const player of DEMO_PLAYERS) {
    const taken = await db
      .selectFrom('users')
      .select('id')
      .where((eb) => eb.or([eb('email_normalized', '=', player.email), eb('slug', '=', player.slug)]))
      .executeTakeFirst();
    if (!taken) missing.push(player);
  }
  const hashes = await Promise.all(missing.map((player) => hashPassword(player.password, OWASP_ARGON2)));
  for (const [index, player] of missing.entries()) {
    await db
      .insertInto('users')
      .values({
        email: player.email,
        email_normalized: player.email,
        email_verified_at: new Date(),
        password_hash: hashes[index]!,
        nickname: player.nickname,
        slug: player.slug,
        language: player.language,
        image: null,
        job: null,
        show_popup_adjust_quest_at: null,
        // Long-standing players (games played, a friend): the hub welcomes them back.
        created_at: new Date(Date.now() - DEMO_ACCOUNT_AGE_MS),
      })
      .execute();
  }
  return missing.length;
}
