import {
  DEFAULT_BIRTH_DATE_VISIBILITY,
  messages,
  profileErrorCodes,
  publicBirthDate,
  type OwnProfile,
  type ProfileUpdate,
  type PublicProfile,
  type VipLevel,
} from '@portal/contracts';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../db/database';
import { slugFor } from '../auth';
import { readGamingActivities } from './activity';
import { domainError } from './errors';

const notFound = () => domainError(404, profileErrorCodes.userNotFound, messages.userNotFound);
const nicknameTaken = () => domainError(409, profileErrorCodes.nicknameTaken, messages.usernameTaken);

const isUniqueViolation = (error: unknown, constraint: string) =>
  typeof error === 'object' &&
  error !== null &&
  (error as { code?: string }).code === '23505' &&
  String((error as { constraint?: string }).constraint ?? (error as Error).message).includes(constraint);

/** The profile row of a live player by id or slug, birth date as YYYY-MM-DD (drivers differ on dates). */
function profileQuery(db: Kysely<Database> | Transaction<Database>) {
  return db
    .selectFrom('users')
    .leftJoin('player_profiles', 'player_profiles.user_id', 'users.id')
    .leftJoin('vip_status', 'vip_status.user_id', 'users.id')
    .where('player_profiles.deleted_at', 'is', null)
    .select([
      'users.id',
      'users.slug',
      'users.nickname',
      'users.email',
      'users.image',
      'users.job',
      'vip_status.current_level',
      'player_profiles.phone',
      'player_profiles.birth_date_visibility',
      sql<string | null>`to_char(player_profiles.birth_date, 'YYYY-MM-DD')`.as('birth_date'),
    ]);
}

type ProfileRow = NonNullable<Awaited<ReturnType<ReturnType<typeof profileQuery>['executeTakeFirst']>>>;

// No profile row yet (a new account): nothing to show.
const visibilityOf = (row: ProfileRow) => row.birth_date_visibility ?? DEFAULT_BIRTH_DATE_VISIBILITY;

async function toPublicProfile(db: Kysely<Database>, row: ProfileRow): Promise<PublicProfile> {
  return {
    id: row.id,
    slug: row.slug,
    nickname: row.nickname,
    image: row.image,
    job: row.job,
    vipLevel: (row.current_level ?? 0) as VipLevel,
    birthDate: publicBirthDate(row.birth_date, visibilityOf(row)),
    gamingActivities: await readGamingActivities(db, row.id),
  };
}

/** Slug from the nickname; when another player holds it, the player id makes it unique. */
async function freeSlug(trx: Transaction<Database>, userId: number, nickname: string): Promise<string> {
  const base = slugFor(nickname);
  for (const candidate of [base, `${base}-${userId}`, `${base}-${userId}-${Date.now().toString(36)}`]) {
    const holder = await trx
      .selectFrom('users')
      .select('id')
      .where('slug', '=', candidate)
      .executeTakeFirst();
    if (!holder || holder.id === userId) return candidate;
  }
  throw new Error('Could not find a free profile slug');
}

export function createProfileService(db: Kysely<Database>) {
  const own = async (userId: number): Promise<OwnProfile> => {
    const row = await profileQuery(db).where('users.id', '=', userId).executeTakeFirst();
    if (!row) throw notFound();
    return {
      ...(await toPublicProfile(db, row)),
      birthDate: row.birth_date,
      birthDateVisibility: visibilityOf(row),
      phone: row.phone,
      email: row.email ?? '',
    };
  };

  return {
    /** /profiles/{slug}: what anyone may see. 404 USER_NOT_FOUND for unknown or deleted players. */
    async publicProfile(slug: string): Promise<PublicProfile> {
      const row = await profileQuery(db).where('users.slug', '=', slug).executeTakeFirst();
      if (!row) throw notFound();
      return toPublicProfile(db, row);
    },

    own,

    /** Owner's update: nickname (unique ignoring case; the slug follows), birth date and who sees it, phone, job. */
    async update(userId: number, update: ProfileUpdate): Promise<OwnProfile> {
      // A second try when another player took the same slug in the meantime: the slug then gets
      // the player id, or the nickname check finds the clash (two players, one nickname).
      for (let attempt = 0; ; attempt += 1) {
        try {
          await db.transaction().execute(async (trx) => {
            if (update.nickname !== undefined || update.job !== undefined) {
              const taken =
                update.nickname !== undefined &&
                (await trx
                  .selectFrom('users')
                  .select('id')
                  .where(sql`lower(nickname)`, '=', update.nickname.toLowerCase())
                  .where('id', '<>', userId)
                  .executeTakeFirst());
              if (taken) throw nicknameTaken();
              await trx
                .updateTable('users')
                .set({
                  ...(update.nickname !== undefined
                    ? { nickname: update.nickname, slug: await freeSlug(trx, userId, update.nickname) }
                    : {}),
                  ...(update.job !== undefined ? { job: update.job } : {}),
                  updated_at: new Date(),
                })
                .where('id', '=', userId)
                .execute();
            }
            if (
              update.birthDate !== undefined ||
              update.phone !== undefined ||
              update.birthDateVisibility !== undefined
            ) {
              const changes = {
                ...(update.birthDate !== undefined ? { birth_date: update.birthDate } : {}),
                ...(update.phone !== undefined ? { phone: update.phone } : {}),
                ...(update.birthDateVisibility !== undefined
                  ? { birth_date_visibility: update.birthDateVisibility }
                  : {}),
              };
              await trx
                .insertInto('player_profiles')
                .values({ user_id: userId, ...changes })
                .onConflict((conflict) =>
                  conflict.column('user_id').doUpdateSet({ ...changes, updated_at: new Date() }),
                )
                .execute();
            }
          });
          break;
        } catch (error) {
          // The unique index decides between two players who pick the same nickname at once.
          if (isUniqueViolation(error, 'users_nickname_ci_unique')) throw nicknameTaken();
          if (attempt === 0 && isUniqueViolation(error, 'users_slug_key')) continue;
          throw error;
        }
      }
      return own(userId);
    },

    async setImage(userId: number, image: string): Promise<void> {
      await db.updateTable('users').set({ image, updated_at: new Date() }).where('id', '=', userId).execute();
    },
  };
}
export type ProfileService = ReturnType<typeof createProfileService>;
