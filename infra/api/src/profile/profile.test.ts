import {
  AccountDeletedSchema,
  AccountSettingsSchema,
  authEndpoints,
  GAME_REPORT_SIGNATURE_HEADER,
  GameActivityRecordedSchema,
  messages,
  OwnProfileSchema,
  PersonalityResultSchema,
  profileApiRoutes,
  PublicProfileSchema,
  endpointUrl,
  personalityEndpoints,
  profileEndpoints,
} from '@portal/contracts';
import { signatureHeader } from '../lib/signature';
import { databaseTargets } from '../testing/databases';
import { expectFailure, expectSuccess, useTestApi } from '../testing/harness';
import { bearerOf, createTestPlayer } from '../money/wallet/testing';
import { DEV_GAME_REPORT_SECRET } from './config';

const unixNow = () => Math.floor(Date.now() / 1000);

describe.each(databaseTargets)('profiles on $name', (target) => {
  const api = useTestApi(target);
  const patch = (token: string, payload: object) =>
    api.app.inject({
      method: 'PATCH',
      url: endpointUrl(profileEndpoints.own),
      headers: bearerOf(token),
      payload,
    });

  describe('public profile by slug', () => {
    it("shows the demo player's five games, newest activity first, without email or phone", async () => {
      const response = await api.app.inject({
        method: 'GET',
        url: endpointUrl(profileEndpoints.publicProfile, { slug: 'demo' }),
      });
      const profile = expectSuccess(response, PublicProfileSchema);
      expect(profile).toMatchObject({
        slug: 'demo',
        nickname: 'DemoPlayer',
        job: 'explorer',
        birthDate: '--04-12', // the demo player shows day and month
      });
      expect(profile.gamingActivities.map((entry) => entry.game.gameCode)).toHaveLength(5);
      expect(profile.gamingActivities[0]).toMatchObject({
        game: {
          gameCode: expect.any(String),
          content: { thumbnailHomepage: expect.stringContaining('/api/') },
        },
        playingSince: expect.any(Number),
      });
      expect(response.body).not.toContain('demo@player.test');
    });

    it('shows the rival with no games at all', async () => {
      const profile = expectSuccess(
        await api.app.inject({
          method: 'GET',
          url: endpointUrl(profileEndpoints.publicProfile, { slug: 'rival' }),
        }),
        PublicProfileSchema,
      );
      expect(profile.gamingActivities).toEqual([]);
    });

    it("answers 404 USER_NOT_FOUND with 'User Not Found' for an unknown slug", async () => {
      const [error] = expectFailure(
        await api.app.inject({
          method: 'GET',
          url: endpointUrl(profileEndpoints.publicProfile, { slug: 'nobody-here' }),
        }),
        404,
        'USER_NOT_FOUND',
      );
      expect(error?.message).toBe(messages.userNotFound);
    });
  });

  describe('profile update', () => {
    it('renames the player, moves the slug with the nickname and keeps birth date and phone', async () => {
      const { token } = await createTestPlayer(api.db, 'rename');
      const nickname = `Nova_${Date.now().toString(36)}`;
      const profile = expectSuccess(
        await patch(token, { nickname, birthDate: '2000-02-29', phone: '+628123456789' }),
        OwnProfileSchema,
      );
      expect(profile).toMatchObject({
        nickname,
        slug: nickname.toLowerCase().replace('_', '-'),
        birthDate: '2000-02-29',
        phone: '+628123456789',
      });
      const publicProfile = expectSuccess(
        await api.app.inject({
          method: 'GET',
          url: endpointUrl(profileEndpoints.publicProfile, { slug: profile.slug }),
        }),
        PublicProfileSchema,
      );
      expect(publicProfile.nickname).toBe(nickname);
    });

    describe('birth date on the public profile', () => {
      const publicBirthDateOf = async (slug: string) =>
        expectSuccess(
          await api.app.inject({
            method: 'GET',
            url: endpointUrl(profileEndpoints.publicProfile, { slug: slug }),
          }),
          PublicProfileSchema,
        ).birthDate;

      it('is hidden until the owner chooses to show it; the owner still sees the full date', async () => {
        const { token } = await createTestPlayer(api.db, 'private-birthday');
        const own = expectSuccess(await patch(token, { birthDate: '1994-07-21' }), OwnProfileSchema);
        expect(own).toMatchObject({ birthDate: '1994-07-21', birthDateVisibility: 'hidden' });
        expect(await publicBirthDateOf(own.slug)).toBeNull();
      });

      it('shows day and month without the year, or the full date, as the owner chooses', async () => {
        const { token } = await createTestPlayer(api.db, 'shown-birthday');
        const own = expectSuccess(
          await patch(token, { birthDate: '1994-07-21', birthDateVisibility: 'day_month' }),
          OwnProfileSchema,
        );
        expect(await publicBirthDateOf(own.slug)).toBe('--07-21');

        expectSuccess(await patch(token, { birthDateVisibility: 'full' }), OwnProfileSchema);
        expect(await publicBirthDateOf(own.slug)).toBe('1994-07-21');

        expectSuccess(await patch(token, { birthDateVisibility: 'hidden' }), OwnProfileSchema);
        expect(await publicBirthDateOf(own.slug)).toBeNull();
      });

      it('shows nothing for a visibility chosen before any birth date was given', async () => {
        const { token } = await createTestPlayer(api.db, 'no-birthday');
        const own = expectSuccess(await patch(token, { birthDateVisibility: 'full' }), OwnProfileSchema);
        expect(own).toMatchObject({ birthDate: null, birthDateVisibility: 'full' });
        expect(await publicBirthDateOf(own.slug)).toBeNull();
      });

      it('refuses a visibility that is not one of the three choices', async () => {
        const { token } = await createTestPlayer(api.db, 'odd-birthday');
        const [error] = expectFailure(
          await patch(token, { birthDateVisibility: 'friends' }),
          400,
          'VALIDATION_ERROR',
        );
        expect(error?.message).toContain('birthDateVisibility must be hidden, day_month or full');
      });
    });

    it("refuses a nickname another player has, in any case: 'This username is unavailable'", async () => {
      const { token } = await createTestPlayer(api.db, 'copycat');
      const [error] = expectFailure(await patch(token, { nickname: 'demoplayer' }), 409, 'NICKNAME_TAKEN');
      expect(error?.message).toBe(messages.usernameTaken);
    });

    it('lets exactly one of two players racing for the same nickname have it', async () => {
      const [a, b] = await Promise.all([
        createTestPlayer(api.db, 'race-a'),
        createTestPlayer(api.db, 'race-b'),
      ]);
      const nickname = `Racer${Date.now().toString(36)}`;
      const results = await Promise.all([
        patch(a.token, { nickname }),
        patch(b.token, { nickname: nickname.toUpperCase() }),
      ]);
      expect(results.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    });

    it.each([
      [{ nickname: 'ab' }, messages.minLength3],
      [{ nickname: 'a'.repeat(21) }, messages.maxLength20],
      [{ nickname: 'bad name!' }, 'Use only letters, numbers, dots, hyphens and underscores'],
      [{ phone: '12345' }, messages.phone],
      [{ birthDate: '2999-01-01' }, 'Your birth date cannot be in the future'],
    ])('refuses %j with "%s"', async (payload, message) => {
      const { token } = await createTestPlayer(api.db, 'invalid');
      const [error] = expectFailure(await patch(token, payload), 400, 'VALIDATION_ERROR');
      expect(error?.message).toContain(message);
    });

    it('needs a session', async () => {
      expectFailure(
        await api.app.inject({ method: 'PATCH', url: endpointUrl(profileEndpoints.own), payload: {} }),
        401,
        'UNAUTHORIZED',
      );
    });
  });

  describe('personality quiz', () => {
    it('sets the job the answers point to, and /me shows it', async () => {
      const { token } = await createTestPlayer(api.db, 'quiz');
      const answers = {
        newWorld: 'plan',
        freeEvening: 'theory',
        teamRole: 'lead',
        reward: 'trophy',
        pace: 'steady',
      };
      const result = expectSuccess(
        await api.app.inject({
          method: 'POST',
          url: endpointUrl(personalityEndpoints.submit),
          headers: bearerOf(token),
          payload: { answers },
        }),
        PersonalityResultSchema,
      );
      expect(result.job).toBe('tactician');
      const me = await api.app.inject({
        method: 'GET',
        url: endpointUrl(authEndpoints.me),
        headers: bearerOf(token),
      });
      expect(me.json().data.configuration.job).toBe('tactician');
    });

    it('refuses answers that skip a question', async () => {
      const { token } = await createTestPlayer(api.db, 'quiz-skip');
      expectFailure(
        await api.app.inject({
          method: 'POST',
          url: endpointUrl(personalityEndpoints.submit),
          headers: bearerOf(token),
          payload: { answers: { newWorld: 'map' } },
        }),
        400,
        'VALIDATION_ERROR',
      );
    });
  });

  describe('signed game activity report', () => {
    const report = (gameCode: string, body: object, sign: (raw: string) => string | undefined) => {
      const raw = JSON.stringify(body);
      const signature = sign(raw);
      return api.app.inject({
        method: 'POST',
        url: profileApiRoutes.gameActivityReport(gameCode),
        headers: {
          'content-type': 'application/json',
          ...(signature ? { [GAME_REPORT_SIGNATURE_HEADER]: signature } : {}),
        },
        payload: raw,
      });
    };
    const signed = (raw: string) => signatureHeader(DEV_GAME_REPORT_SECRET, raw, unixNow());

    it("links the game on the first report, updates the level on the next, and the profile lists it with 'Level'", async () => {
      const { userId } = await createTestPlayer(api.db, 'reported');
      const since = unixNow() - 86_400 * 30;
      const first = expectSuccess(
        await report('iron_vanguard', { userId, level: 3, playingSince: since }, signed),
        GameActivityRecordedSchema,
      );
      expect(first).toEqual({ gameCode: 'iron_vanguard', userId, level: 3, playingSince: since });
      const second = expectSuccess(
        await report('iron_vanguard', { userId, level: 9 }, signed),
        GameActivityRecordedSchema,
      );
      expect(second).toMatchObject({ level: 9, playingSince: since });
      const slug = (
        await api.db.selectFrom('users').select('slug').where('id', '=', userId).executeTakeFirstOrThrow()
      ).slug;
      const profile = expectSuccess(
        await api.app.inject({
          method: 'GET',
          url: endpointUrl(profileEndpoints.publicProfile, { slug: slug }),
        }),
        PublicProfileSchema,
      );
      expect(profile.gamingActivities).toEqual([
        expect.objectContaining({
          level: 9,
          playingSince: since,
          game: expect.objectContaining({ gameCode: 'iron_vanguard' }),
        }),
      ]);
    });

    it.each([
      ['a wrong secret', (raw: string) => signatureHeader('not-the-secret-of-this-game', raw, unixNow())],
      ['a stale timestamp', (raw: string) => signatureHeader(DEV_GAME_REPORT_SECRET, raw, unixNow() - 3600)],
      ['no signature', () => undefined],
      [
        'a signature of another body',
        () => signatureHeader(DEV_GAME_REPORT_SECRET, '{"userId":1,"level":99}', unixNow()),
      ],
    ])('refuses a report with %s and records nothing', async (_label, sign) => {
      const { userId } = await createTestPlayer(api.db, 'forged');
      expectFailure(
        await report('moonlight_saga', { userId, level: 99 }, sign),
        401,
        'GAME_REPORT_SIGNATURE_INVALID',
      );
      const links = await api.db
        .selectFrom('game_account_links')
        .selectAll()
        .where('user_id', '=', userId)
        .execute();
      expect(links).toEqual([]);
    });

    it('refuses a signed report with NUL or control characters in it with 400 and records nothing', async () => {
      const { userId } = await createTestPlayer(api.db, 'hostile');
      for (const gameAccountId of ['acc\u0000ount', '\u001b[31m', 'bell\u0007']) {
        expectFailure(
          await report('moonlight_saga', { userId, level: 4, gameAccountId }, signed),
          400,
          'VALIDATION_ERROR',
        );
      }
      const links = await api.db
        .selectFrom('game_account_links')
        .selectAll()
        .where('user_id', '=', userId)
        .execute();
      expect(links).toEqual([]);
    });

    it('answers 404 for an unknown player or game', async () => {
      expectFailure(
        await report('moonlight_saga', { userId: 999_999, level: 1 }, signed),
        404,
        'USER_NOT_FOUND',
      );
      const { userId } = await createTestPlayer(api.db, 'nogame');
      expectFailure(await report('no_such_game', { userId, level: 1 }, signed), 404, 'GAME_NOT_FOUND');
    });
  });

  it('shows the account settings of the signed-in player', async () => {
    const { token } = await createTestPlayer(api.db, 'settings');
    const settings = expectSuccess(
      await api.app.inject({
        method: 'GET',
        url: endpointUrl(profileEndpoints.accountSettings),
        headers: bearerOf(token),
      }),
      AccountSettingsSchema,
    );
    expect(settings).toMatchObject({ emailVerified: true, hasPassword: false, socialProviders: [] });
    expect(settings.email).toMatch(/@money\.test$/);
  });

  describe('account deletion', () => {
    it('revokes every session, anonymises the profile and frees the nickname', async () => {
      const { userId, token } = await createTestPlayer(api.db, 'leaving');
      const nickname = `Leaver${Date.now().toString(36)}`;
      expectSuccess(
        await patch(token, { nickname, birthDate: '1990-01-01', phone: '0812345678901' }),
        OwnProfileSchema,
      );
      const deleted = expectSuccess(
        await api.app.inject({
          method: 'DELETE',
          url: endpointUrl(profileEndpoints.accountSettings),
          headers: bearerOf(token),
          payload: { confirm: true },
        }),
        AccountDeletedSchema,
      );
      expect(deleted).toEqual({ deleted: true, revokedSessions: 1 });
      expectFailure(
        await api.app.inject({ method: 'GET', url: endpointUrl(authEndpoints.me), headers: bearerOf(token) }),
        401,
        'UNAUTHORIZED',
      );
      expectFailure(
        await api.app.inject({
          method: 'GET',
          url: endpointUrl(profileEndpoints.publicProfile, { slug: nickname.toLowerCase() }),
        }),
        404,
        'USER_NOT_FOUND',
      );
      const row = await api.db
        .selectFrom('users')
        .selectAll()
        .where('id', '=', userId)
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({
        email: null,
        password_hash: null,
        image: null,
        nickname: `deleted-player-${userId}`,
      });
      const profile = await api.db
        .selectFrom('player_profiles')
        .selectAll()
        .where('user_id', '=', userId)
        .executeTakeFirstOrThrow();
      expect(profile).toMatchObject({ birth_date: null, phone: null });
      expect(profile.deleted_at).not.toBeNull();
    });

    it('refuses without the explicit confirmation', async () => {
      const { token } = await createTestPlayer(api.db, 'unsure');
      expectFailure(
        await api.app.inject({
          method: 'DELETE',
          url: endpointUrl(profileEndpoints.accountSettings),
          headers: bearerOf(token),
          payload: { confirm: false },
        }),
        400,
        'VALIDATION_ERROR',
      );
    });
  });
});
