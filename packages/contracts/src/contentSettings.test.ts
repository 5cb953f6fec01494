import * as v from 'valibot';
import {
  allowedPaymentKinds,
  ContentImageSchema,
  contentOf,
  discountedCents,
  eventsFor,
  isFlagAnnounced,
  isFlagMaintaining,
  socialLinkSchemas,
  socialLinksOf,
  type SpecialEvent,
} from './contentSettings';
import type { MetadataGroup, MetadataGroups } from './metadata';

const record = (group: MetadataGroup, key: string, value: unknown) => ({
  group,
  key,
  version: 1,
  value: typeof value === 'string' ? value : JSON.stringify(value),
  updatedAt: 0,
});

describe('discounted prices', () => {
  it('are whole cents, rounded half up, never a float', () => {
    expect(discountedCents(1000, 25)).toBe(750);
    expect(discountedCents(999, 33)).toBe(669); // 669.33
    expect(discountedCents(150, 50)).toBe(75);
    expect(discountedCents(1, 50)).toBe(1); // 0.5 rounds up
    expect(Number.isInteger(discountedCents(12345, 17))).toBe(true);
  });
});

describe('the checkout whitelist', () => {
  const kinds = ['sandbox', 'card'];
  it('offers every kind without rules', () => {
    expect(allowedPaymentKinds([], { regionCode: 'TH', group: 'visitor' }, kinds)).toEqual(kinds);
  });
  it('offers the kinds of the rules matching the region and the group, and nothing otherwise', () => {
    const rules = [
      { regions: ['VN'], paymentKinds: ['card'] },
      { regions: ['*'], groups: ['vip_gold' as const], paymentKinds: ['sandbox'] },
    ];
    expect(allowedPaymentKinds(rules, { regionCode: 'VN', group: 'player' }, kinds)).toEqual(['card']);
    expect(allowedPaymentKinds(rules, { regionCode: 'VN', group: 'vip_gold' }, kinds)).toEqual(kinds);
    expect(allowedPaymentKinds(rules, { regionCode: 'TH', group: 'player' }, kinds)).toEqual([]);
  });
});

describe('content images under the strict CSP', () => {
  it.each(['/api/public/assets/games/ash_echoes.svg', '/img/a.png?v=2'])(
    'accept a path of this site: %s',
    (path) => {
      expect(v.is(ContentImageSchema, path)).toBe(true);
    },
  );
  it.each(['https://cdn.example/a.png', '//cdn.example/a.png', 'javascript:alert(1)', '/a/../../etc', ''])(
    'refuse anything else: %s',
    (path) => {
      expect(v.is(ContentImageSchema, path)).toBe(false);
    },
  );
});

describe('special events and the maintenance flag in time', () => {
  const event: SpecialEvent = { id: 'e', title: 'E', placements: ['home'], startAt: 100, endAt: 200 };
  it('show an event on its pages inside its window only', () => {
    expect(eventsFor([event], 'home', 150)).toEqual([event]);
    expect(eventsFor([event], 'games', 150)).toEqual([]);
    expect(eventsFor([event], 'home', 200)).toEqual([]);
  });
  it('announce the flag noticeHours before its window and maintain during it', () => {
    const flag = { isActive: true, startAt: 10 * 3600, endAt: 11 * 3600, noticeHours: 2 };
    expect(isFlagAnnounced(flag, 7 * 3600)).toBe(false);
    expect(isFlagAnnounced(flag, 8 * 3600)).toBe(true);
    expect(isFlagMaintaining(flag, 8 * 3600)).toBe(false);
    expect(isFlagMaintaining(flag, 10 * 3600)).toBe(true);
    expect(isFlagMaintaining({ ...flag, isActive: false }, 10 * 3600)).toBe(false);
  });
});

describe('reading content with the settings entry helper', () => {
  it('gives empty lists and nulls for missing or broken records (today’s behaviour)', () => {
    const groups: MetadataGroups = {
      DISCOUNTS: [record('DISCOUNTS', 'discounts', 'not json')],
      TOPUP_PAGE: [record('TOPUP_PAGE', 'topup_page', { headline: '' })],
    };
    const content = contentOf(groups);
    expect(content.discounts()).toEqual([]);
    expect(content.specialEvents()).toEqual([]);
    expect(content.topupPage()).toBeNull();
    expect(content.assets('new_game')).toBeNull();
    expect(contentOf(null).checkoutRules()).toEqual([]);
  });
  it('keeps the valid entries of a list and drops the others', () => {
    const good = { packageCode: 'gold_1000', percentOff: 10, startAt: 1, endAt: 2 };
    const groups: MetadataGroups = {
      DISCOUNTS: [record('DISCOUNTS', 'discounts', [good, { ...good, percentOff: 200 }])],
    };
    expect(contentOf(groups).discounts()).toEqual([good]);
  });
});

describe('the footer social links', () => {
  const firstIssue = (value: unknown) => {
    const result = v.safeParse(socialLinkSchemas().list, value);
    return result.success ? null : `${v.getDotPath(result.issues[0]) ?? ''}: ${result.issues[0].message}`;
  };

  it('take https addresses of the network each names', () => {
    expect(
      firstIssue([
        { network: 'discord', url: 'https://discord.gg/playerportal' },
        { network: 'youtube', url: 'https://www.youtube.com/@playerportal' },
      ]),
    ).toBeNull();
  });

  it("refuse http, another network's address, an unknown network and a network twice", () => {
    expect(firstIssue([{ network: 'discord', url: 'http://discord.gg/x' }])).toBe(
      '0.url: url must be an https:// address',
    );
    expect(firstIssue([{ network: 'facebook', url: 'https://evil.example/facebook.com' }])).toBe(
      '0: url must be an address of the network it names',
    );
    expect(firstIssue([{ network: 'facebook', url: 'https://notfacebook.com/x' }])).toBe(
      '0: url must be an address of the network it names',
    );
    expect(firstIssue([{ network: 'myspace', url: 'https://myspace.com/x' }])).toBe(
      '0.network: network is one of discord, facebook, youtube, tiktok, x',
    );
    const twice = { network: 'x', url: 'https://x.com/playerportal' };
    expect(firstIssue([twice, twice])).toBe(': each network is listed once');
  });

  it('are read without the entries that break the rules, each network once', () => {
    const links = [
      { network: 'tiktok', url: 'https://www.tiktok.com/@playerportal' },
      { network: 'discord', url: 'javascript:alert(1)' },
      { network: 'tiktok', url: 'https://www.tiktok.com/@other' },
    ];
    expect(socialLinksOf({ COMMON: [record('COMMON', 'social_links', links)] })).toEqual([links[0]]);
    expect(socialLinksOf({})).toEqual([]);
    expect(socialLinksOf(null)).toEqual([]);
  });
});
