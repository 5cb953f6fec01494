import * as v from 'valibot';
import { publicBirthDate } from './profile';
import { AuthUserSchema, PublicProfileSchema, type AuthUser } from './user';
import { UserConfigurationUpdateSchema } from './userConfiguration';

const user: AuthUser = {
  id: 1001,
  nickname: 'Nova',
  email: 'nova@example.com',
  totalGold: 12500,
  totalBoundGold: 300,
  point: 4200,
  configuration: {
    image: null,
    job: 'battle_master',
    vipEligibleLevel: 2,
    vipUpLevel: 0,
    hasPendingPayment: false,
    showPopupAdjustQuestAt: 1735689600,
  },
  vipProgress: {
    currentLevel: 1,
    eligibleLevel: 2,
    totalExp: 1500,
    nextExpNeedForVipUp: 2000,
    currentVIPCycle: {
      downgradeAt: 1767225600,
      endAt: 1767225600,
      vipRewards: [
        { level: 1, minimumExp: 0 },
        { level: 2, minimumExp: 2000 },
      ],
    },
  },
};

describe('auth user', () => {
  it('accepts the auth data of 000 §3', () => {
    expect(v.is(AuthUserSchema, user)).toBe(true);
  });

  it('accepts a missing nextExpNeedForVipUp and no VIP cycle', () => {
    const { nextExpNeedForVipUp: _omitted, ...progress } = user.vipProgress;
    expect(v.is(AuthUserSchema, { ...user, vipProgress: { ...progress, currentVIPCycle: null } })).toBe(true);
  });

  it('rejects fractional gold, unknown jobs, VIP level 3 and millisecond-looking strings', () => {
    expect(v.is(AuthUserSchema, { ...user, totalGold: 10.5 })).toBe(false);
    expect(v.is(AuthUserSchema, { ...user, configuration: { ...user.configuration, job: 'mage' } })).toBe(
      false,
    );
    expect(v.is(AuthUserSchema, { ...user, vipProgress: { ...user.vipProgress, currentLevel: 3 } })).toBe(
      false,
    );
    expect(
      v.is(AuthUserSchema, {
        ...user,
        configuration: { ...user.configuration, showPopupAdjustQuestAt: '2025-01-01' },
      }),
    ).toBe(false);
  });
});

describe('public profile', () => {
  const profile = {
    id: 1001,
    slug: 'nova',
    nickname: 'Nova',
    image: null,
    job: null,
    vipLevel: 0,
    birthDate: '1999-12-31',
    gamingActivities: [
      {
        game: {
          name: 'Ash Echoes',
          gameCode: 'ash_echoes',
          createdAt: 1700000000,
          content: { thumbnailHomepage: '/api/public/assets/games/ash_echoes.svg' },
          gamePlatforms: [{ code: 'android' }, { code: 'ios' }],
        },
        level: 42,
        playingSince: 1704067200,
      },
    ],
  };

  it('accepts a profile with a gaming activity', () => {
    expect(v.is(PublicProfileSchema, profile)).toBe(true);
  });

  it('rejects a malformed birth date and an unknown platform', () => {
    expect(v.is(PublicProfileSchema, { ...profile, birthDate: '31/12/1999' })).toBe(false);
    expect(v.is(PublicProfileSchema, { ...profile, birthDate: '--13-01' })).toBe(false);
    const [activity] = profile.gamingActivities;
    const onConsole = { ...activity, game: { ...activity!.game, gamePlatforms: [{ code: 'switch' }] } };
    expect(v.is(PublicProfileSchema, { ...profile, gamingActivities: [onConsole] })).toBe(false);
  });

  it('shows the birth date as the full date, day and month without the year, or nothing, by the owner’s choice', () => {
    expect(publicBirthDate('1999-12-31', 'full')).toBe('1999-12-31');
    expect(publicBirthDate('1999-12-31', 'day_month')).toBe('--12-31');
    expect(publicBirthDate('1999-12-31', 'hidden')).toBeNull();
    expect(publicBirthDate(null, 'full')).toBeNull();
    expect(
      v.is(PublicProfileSchema, { ...profile, birthDate: publicBirthDate('1999-12-31', 'day_month') }),
    ).toBe(true);
  });
});

describe('configuration update', () => {
  it('accepts the two client-writable fields only as typed', () => {
    expect(v.is(UserConfigurationUpdateSchema, { hasPendingPayment: false })).toBe(true);
    expect(v.is(UserConfigurationUpdateSchema, { showPopupAdjustQuestAt: 1735689600 })).toBe(true);
    expect(v.is(UserConfigurationUpdateSchema, { hasPendingPayment: 'no' })).toBe(false);
  });
});
