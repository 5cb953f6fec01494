import { randomBytes } from 'node:crypto';
import { friendErrorCodes, INVITE_CLAIM_WINDOW_DAYS, INVITE_QUERY_PARAM } from '@portal/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import { domainError } from '../errors';
import { isLivePlayer, playerCards } from '../players';
import { assertBefriendable, befriend, HOUR_MS } from './relations';

/** Invite links: each player's own, its preview, and a new player's claim. */
export function createFriendInvites(db: Kysely<Database>, clock: () => Date) {
  /** The live player who owns an invite code; 404 INVITE_INVALID otherwise. */
  async function liveInviterOf(code: string): Promise<number> {
    const invite = await db
      .selectFrom('friend_invites')
      .select('inviter_id')
      .where('code', '=', code)
      .executeTakeFirst();
    if (!invite || !(await isLivePlayer(db, invite.inviter_id))) {
      throw domainError(404, friendErrorCodes.inviteInvalid, 'This invite link is not valid.');
    }
    return invite.inviter_id;
  }

  return {
    /** The caller's invite link (one per player, made on first ask). */
    async invite(me: number) {
      let row = await db
        .selectFrom('friend_invites')
        .select('code')
        .where('inviter_id', '=', me)
        .executeTakeFirst();
      if (!row) {
        row = await db
          .insertInto('friend_invites')
          .values({ code: randomBytes(12).toString('base64url'), inviter_id: me })
          .onConflict((conflict) => conflict.column('inviter_id').doNothing())
          .returning('code')
          .executeTakeFirst();
        row ??= await db
          .selectFrom('friend_invites')
          .select('code')
          .where('inviter_id', '=', me)
          .executeTakeFirstOrThrow();
      }
      return { code: row.code, path: `/friends/invite?${INVITE_QUERY_PARAM}=${row.code}` };
    },

    /** Who sent this invite link (nothing is claimed): the invite page asks before befriending. */
    async invitePreview(code: string) {
      const inviterId = await liveInviterOf(code);
      return { inviter: (await playerCards(db, [inviterId])).get(inviterId)! };
    },

    /**
     * A newly registered player claims the invite they arrived with: both become friends. A player is
     * invited once; an account older than the claim window cannot claim.
     */
    async claimInvite(me: number, code: string) {
      const invite = { inviter_id: await liveInviterOf(code) };
      await assertBefriendable(db, me, invite.inviter_id);
      const now = clock();
      const account = await db
        .selectFrom('users')
        .select('created_at')
        .where('id', '=', me)
        .executeTakeFirstOrThrow();
      if (now.getTime() - account.created_at.getTime() > INVITE_CLAIM_WINDOW_DAYS * 24 * HOUR_MS) {
        throw domainError(
          403,
          friendErrorCodes.inviteNotForThisAccount,
          'Invite links are for newly registered players.',
        );
      }
      await db.transaction().execute(async (trx) => {
        const claim = await trx
          .insertInto('friend_invite_claims')
          .values({ invitee_id: me, inviter_id: invite.inviter_id, claimed_at: now })
          .onConflict((conflict) => conflict.column('invitee_id').doNothing())
          .returning('inviter_id')
          .executeTakeFirst();
        if (!claim) {
          const earlier = await trx
            .selectFrom('friend_invite_claims')
            .select('inviter_id')
            .where('invitee_id', '=', me)
            .executeTakeFirstOrThrow();
          // Claiming the same invite again is harmless; a second inviter is not.
          if (earlier.inviter_id !== invite.inviter_id) {
            throw domainError(
              409,
              friendErrorCodes.inviteNotForThisAccount,
              'You have already joined through another invite.',
            );
          }
        }
        await befriend(trx, me, invite.inviter_id, now);
      });
      return { friend: (await playerCards(db, [invite.inviter_id])).get(invite.inviter_id)! };
    },
  };
}
