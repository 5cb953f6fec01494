import { randomInt } from 'node:crypto';
import type { Coupon, CouponSource, CouponStatus } from '@portal/contracts';
import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/database';
import type { Trx } from '../../db/transaction';
import { unixOrNull, unixSeconds } from '../../lib/time';
import type { CouponsTable } from './tables';

/** No 0/O, 1/I/L: a code is read off a screen and typed into a game. */
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const group = () => Array.from({ length: 4 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');

/** A coupon code such as `PP-7K2M-QX9D-H4TW` (about 60 bits from crypto.randomInt). */
export const newCouponCode = (): string => `PP-${group()}-${group()}-${group()}`;

export function couponStatus(
  row: Pick<Selectable<CouponsTable>, 'used_at' | 'expire_at'>,
  at: Date,
): CouponStatus {
  if (row.used_at) return 'used';
  if (row.expire_at && row.expire_at.getTime() <= at.getTime()) return 'expired';
  return 'available';
}

export const toCoupon = (row: Selectable<CouponsTable>, at: Date): Coupon => ({
  code: row.code,
  title: row.title,
  gameCode: row.game_code,
  source: row.source,
  status: couponStatus(row, at),
  expireAt: unixOrNull(row.expire_at),
  createdAt: unixSeconds(row.created_at),
  usedAt: unixOrNull(row.used_at),
});

export interface NewCoupon {
  userId: number;
  title: string;
  gameCode: string | null;
  source: CouponSource;
  sourceReference: string;
  /** Null: never expires. */
  validDays: number | null;
  /** A code drawn beforehand (the gacha stores it on the draw); a new one otherwise. */
  code?: string;
}

/** Gives a player a coupon inside the caller's transaction; returns its code. */
export async function issueCoupon(trx: Trx, coupon: NewCoupon, at: Date): Promise<string> {
  const code = coupon.code ?? newCouponCode();
  await trx
    .insertInto('coupons')
    .values({
      user_id: coupon.userId,
      code,
      title: coupon.title,
      game_code: coupon.gameCode,
      source: coupon.source,
      source_reference: coupon.sourceReference,
      expire_at: coupon.validDays === null ? null : new Date(at.getTime() + coupon.validDays * 86_400_000),
      used_at: null,
      created_at: at,
    })
    .execute();
  return code;
}

export function createCouponService(db: Kysely<Database>, clock: () => Date) {
  return {
    /** My Coupons: newest first, optionally one status. */
    async list(userId: number, status?: CouponStatus): Promise<Coupon[]> {
      const at = clock();
      const rows = await db
        .selectFrom('coupons')
        .selectAll()
        .where('user_id', '=', userId)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .execute();
      const coupons = rows.map((row) => toCoupon(row, at));
      return status ? coupons.filter((coupon) => coupon.status === status) : coupons;
    },
  };
}
export type CouponService = ReturnType<typeof createCouponService>;
