import {
  BlockedPlayerSchema,
  FriendRelationSchema,
  FriendRequestSchema,
  FriendRequestsSchema,
  FRIEND_REQUESTS_PER_HOUR,
  FriendSchema,
  FriendSuggestionSchema,
  InviteClaimedSchema,
  InvitePreviewSchema,
  InviteSchema,
  endpointUrl,
  friendEndpoints,
} from '@portal/contracts';
import * as v from 'valibot';
import { databaseTargets } from '../../testing/databases';
import { expectFailure, expectSuccess, useTestApi } from '../../testing/harness';
import { bearerOf, createTestPlayer } from '../../money/wallet/testing';

describe.each(databaseTargets)('friends on $name', (target) => {
  const api = useTestApi(target);
  const call = (token: string, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
    api.app.inject({ method, url, headers: bearerOf(token), ...(payload ? { payload } : {}) });
  const relation = async (token: string, other: number) =>
    expectSuccess(
      await call(token, 'GET', endpointUrl(friendEndpoints.relation, { userId: other })),
      FriendRelationSchema,
    ).relation;
  const friendIds = async (token: string) =>
    expectSuccess(await call(token, 'GET', endpointUrl(friendEndpoints.list)), v.array(FriendSchema)).map(
      (friend) => friend.player.id,
    );
  const send = (token: string, userId: number) =>
    call(token, 'POST', endpointUrl(friendEndpoints.requests), { userId });

  it('request → accept makes both friends; remove ends it for both', async () => {
    const ana = await createTestPlayer(api.db, 'ana');
    const ben = await createTestPlayer(api.db, 'ben');
    const request = expectSuccess(await send(ana.token, ben.userId), FriendRequestSchema);
    expect(await relation(ana.token, ben.userId)).toBe('request_sent');
    expect(await relation(ben.token, ana.userId)).toBe('request_received');
    const inbox = expectSuccess(
      await call(ben.token, 'GET', endpointUrl(friendEndpoints.requests)),
      FriendRequestsSchema,
    );
    expect(inbox.incoming.map((incoming) => incoming.player.id)).toEqual([ana.userId]);

    expectSuccess(
      await call(ben.token, 'POST', endpointUrl(friendEndpoints.accept, { requestId: request.id })),
      v.object({ ok: v.literal(true) }),
    );
    expect(await friendIds(ana.token)).toEqual([ben.userId]);
    expect(await friendIds(ben.token)).toEqual([ana.userId]);
    expect(await relation(ana.token, ben.userId)).toBe('friends');

    expectSuccess(
      await call(ana.token, 'DELETE', endpointUrl(friendEndpoints.remove, { userId: ben.userId })),
      v.object({ ok: v.literal(true) }),
    );
    expect(await friendIds(ben.token)).toEqual([]);
    expectFailure(
      await call(ana.token, 'DELETE', endpointUrl(friendEndpoints.remove, { userId: ben.userId })),
      404,
      'FRIEND_NOT_FOUND',
    );
  });

  it('decline and cancel close the request; answering it again is refused', async () => {
    const cai = await createTestPlayer(api.db, 'cai');
    const dee = await createTestPlayer(api.db, 'dee');
    const first = expectSuccess(await send(cai.token, dee.userId), FriendRequestSchema);
    expectSuccess(
      await call(dee.token, 'POST', endpointUrl(friendEndpoints.decline, { requestId: first.id })),
      v.object({ ok: v.literal(true) }),
    );
    expectFailure(
      await call(dee.token, 'POST', endpointUrl(friendEndpoints.accept, { requestId: first.id })),
      404,
      'FRIEND_REQUEST_NOT_FOUND',
    );

    const second = expectSuccess(await send(cai.token, dee.userId), FriendRequestSchema);
    // Only the sender cancels, only the receiver accepts.
    expectFailure(
      await call(dee.token, 'DELETE', endpointUrl(friendEndpoints.cancel, { requestId: second.id })),
      404,
      'FRIEND_REQUEST_NOT_FOUND',
    );
    expectFailure(
      await call(cai.token, 'POST', endpointUrl(friendEndpoints.accept, { requestId: second.id })),
      404,
      'FRIEND_REQUEST_NOT_FOUND',
    );
    expectSuccess(
      await call(cai.token, 'DELETE', endpointUrl(friendEndpoints.cancel, { requestId: second.id })),
      v.object({ ok: v.literal(true) }),
    );
    expect(await relation(cai.token, dee.userId)).toBe('none');
  });

  it('answers duplicates, friends, self and unknown players clearly', async () => {
    const eve = await createTestPlayer(api.db, 'eve');
    const fay = await createTestPlayer(api.db, 'fay');
    const request = expectSuccess(await send(eve.token, fay.userId), FriendRequestSchema);
    expectFailure(await send(eve.token, fay.userId), 409, 'FRIEND_REQUEST_EXISTS');
    const [reverse] = expectFailure(await send(fay.token, eve.userId), 409, 'FRIEND_REQUEST_EXISTS');
    expect(reverse?.message).toMatch(/accept it/);
    expectSuccess(
      await call(fay.token, 'POST', endpointUrl(friendEndpoints.accept, { requestId: request.id })),
      v.object({ ok: v.literal(true) }),
    );
    expectFailure(await send(eve.token, fay.userId), 409, 'ALREADY_FRIENDS');
    expectFailure(await send(eve.token, eve.userId), 400, 'CANNOT_BEFRIEND_SELF');
    expectFailure(await send(eve.token, 999_999), 404, 'USER_NOT_FOUND');
  });

  it('two accepts of one request at once make one friendship', async () => {
    const gus = await createTestPlayer(api.db, 'gus');
    const hal = await createTestPlayer(api.db, 'hal');
    const request = expectSuccess(await send(gus.token, hal.userId), FriendRequestSchema);
    const answers = await Promise.all([
      call(hal.token, 'POST', endpointUrl(friendEndpoints.accept, { requestId: request.id })),
      call(hal.token, 'POST', endpointUrl(friendEndpoints.accept, { requestId: request.id })),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 404]);
    expect(await friendIds(gus.token)).toEqual([hal.userId]);
  });

  it('a block ends the friendship and refuses requests both ways until unblocked', async () => {
    const ivy = await createTestPlayer(api.db, 'ivy');
    const jon = await createTestPlayer(api.db, 'jon');
    const request = expectSuccess(await send(ivy.token, jon.userId), FriendRequestSchema);
    expectSuccess(
      await call(jon.token, 'POST', endpointUrl(friendEndpoints.accept, { requestId: request.id })),
      v.object({ ok: v.literal(true) }),
    );
    expectSuccess(
      await call(jon.token, 'POST', endpointUrl(friendEndpoints.blocks), { userId: ivy.userId }),
      v.object({ ok: v.literal(true) }),
    );
    expect(await friendIds(ivy.token)).toEqual([]);
    expectFailure(await send(ivy.token, jon.userId), 403, 'FRIEND_BLOCKED');
    expectFailure(await send(jon.token, ivy.userId), 403, 'FRIEND_BLOCKED');
    // The blocker sees 'blocking' (and may lift it) and lists ivy; ivy only sees 'blocked'.
    expect(await relation(ivy.token, jon.userId)).toBe('blocked');
    expect(await relation(jon.token, ivy.userId)).toBe('blocking');
    const blocked = expectSuccess(
      await call(jon.token, 'GET', endpointUrl(friendEndpoints.blocks)),
      v.array(BlockedPlayerSchema),
    );
    expect(blocked.map((entry) => entry.player.id)).toEqual([ivy.userId]);
    expect(
      expectSuccess(
        await call(ivy.token, 'GET', endpointUrl(friendEndpoints.blocks)),
        v.array(BlockedPlayerSchema),
      ),
    ).toEqual([]);
    expectSuccess(
      await call(jon.token, 'DELETE', endpointUrl(friendEndpoints.unblock, { userId: ivy.userId })),
      v.object({ ok: v.literal(true) }),
    );
    expect(await relation(jon.token, ivy.userId)).toBe('none');
    expectSuccess(await send(ivy.token, jon.userId), FriendRequestSchema);
  });

  it(`refuses the request after ${FRIEND_REQUESTS_PER_HOUR} in an hour with 429 and Retry-After`, async () => {
    const spammer = await createTestPlayer(api.db, 'spammer');
    const targets = await Promise.all(
      Array.from({ length: FRIEND_REQUESTS_PER_HOUR + 1 }, (_, index) =>
        createTestPlayer(api.db, `target${index}`),
      ),
    );
    for (const targetPlayer of targets.slice(0, FRIEND_REQUESTS_PER_HOUR)) {
      expect((await send(spammer.token, targetPlayer.userId)).statusCode).toBe(200);
    }
    const refused = await send(spammer.token, targets[FRIEND_REQUESTS_PER_HOUR]!.userId);
    expectFailure(refused, 429, 'RATE_LIMITED');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('an invite link befriends its inviter and a new player, once', async () => {
    const host = await createTestPlayer(api.db, 'host');
    const guest = await createTestPlayer(api.db, 'guest');
    const other = await createTestPlayer(api.db, 'other-host');
    const invite = expectSuccess(
      await call(host.token, 'GET', endpointUrl(friendEndpoints.invite)),
      InviteSchema,
    );
    expect(invite.path).toBe(`/friends/invite?code=${invite.code}`);
    expect(
      expectSuccess(await call(host.token, 'GET', endpointUrl(friendEndpoints.invite)), InviteSchema).code,
    ).toBe(invite.code);

    const claimed = expectSuccess(
      await call(guest.token, 'POST', endpointUrl(friendEndpoints.claimInvite), { code: invite.code }),
      InviteClaimedSchema,
    );
    expect(claimed.friend.id).toBe(host.userId);
    expect(await friendIds(host.token)).toEqual([guest.userId]);
    // Claiming again is harmless; another inviter's link is not for this player any more.
    expectSuccess(
      await call(guest.token, 'POST', endpointUrl(friendEndpoints.claimInvite), { code: invite.code }),
      InviteClaimedSchema,
    );
    const otherInvite = expectSuccess(
      await call(other.token, 'GET', endpointUrl(friendEndpoints.invite)),
      InviteSchema,
    );
    expectFailure(
      await call(guest.token, 'POST', endpointUrl(friendEndpoints.claimInvite), { code: otherInvite.code }),
      409,
      'INVITE_NOT_FOR_THIS_ACCOUNT',
    );
    expectFailure(
      await call(host.token, 'POST', endpointUrl(friendEndpoints.claimInvite), { code: invite.code }),
      400,
      'CANNOT_BEFRIEND_SELF',
    );
    expectFailure(
      await call(guest.token, 'POST', endpointUrl(friendEndpoints.claimInvite), { code: 'unknown-code-123' }),
      404,
      'INVITE_INVALID',
    );
  });

  it('names the inviter of a link without befriending anyone', async () => {
    const host = await createTestPlayer(api.db, 'preview-host');
    const guest = await createTestPlayer(api.db, 'preview-guest');
    const invite = expectSuccess(
      await call(host.token, 'GET', endpointUrl(friendEndpoints.invite)),
      InviteSchema,
    );

    const preview = expectSuccess(
      await call(guest.token, 'GET', endpointUrl(friendEndpoints.invitePreview, { code: invite.code })),
      InvitePreviewSchema,
    );
    expect(preview.inviter).toMatchObject({ id: host.userId, nickname: expect.any(String) });
    expect(await friendIds(guest.token)).toEqual([]);
    expect(await friendIds(host.token)).toEqual([]);
    expectFailure(
      await call(
        guest.token,
        'GET',
        endpointUrl(friendEndpoints.invitePreview, { code: 'unknown-code-123' }),
      ),
      404,
      'INVITE_INVALID',
    );
    expectFailure(
      await api.app.inject({
        method: 'GET',
        url: endpointUrl(friendEndpoints.invitePreview, { code: invite.code }),
      }),
      401,
      'UNAUTHORIZED',
    );
  });

  it('refuses an invite for an account older than the claim window', async () => {
    const host = await createTestPlayer(api.db, 'old-host');
    const veteran = await createTestPlayer(api.db, 'veteran');
    await api.db
      .updateTable('users')
      .set({ created_at: new Date(Date.now() - 30 * 86_400_000) })
      .where('id', '=', veteran.userId)
      .execute();
    const invite = expectSuccess(
      await call(host.token, 'GET', endpointUrl(friendEndpoints.invite)),
      InviteSchema,
    );
    expectFailure(
      await call(veteran.token, 'POST', endpointUrl(friendEndpoints.claimInvite), { code: invite.code }),
      403,
      'INVITE_NOT_FOR_THIS_ACCOUNT',
    );
  });

  it('suggests players who play the same games, most shared first, not friends', async () => {
    const me = await createTestPlayer(api.db, 'suggest-me');
    const link = (userId: number, gameCode: string) =>
      api.db
        .insertInto('game_account_links')
        .values({
          user_id: userId,
          game_code: gameCode,
          level: 1,
          playing_since: new Date(),
          game_account_id: null,
        })
        .execute();
    await link(me.userId, 'moonlight_saga');
    await link(me.userId, 'starfall_tactics');
    const suggestions = expectSuccess(
      await call(me.token, 'GET', endpointUrl(friendEndpoints.suggestions)),
      v.array(FriendSuggestionSchema),
    );
    // Seeded: the demo player and Kaito play both games (lower id first), Aria one; Mira neither.
    expect(suggestions.map((suggestion) => suggestion.player.slug)).toEqual(['demo', 'kaito', 'aria']);
    expect(suggestions[0]?.sharedGames).toHaveLength(2);
  });

  it('needs a session', async () => {
    expectFailure(
      await api.app.inject({ method: 'GET', url: endpointUrl(friendEndpoints.list) }),
      401,
      'UNAUTHORIZED',
    );
  });
});
