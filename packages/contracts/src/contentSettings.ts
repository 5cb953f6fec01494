import * as v from 'valibot';
import { UnixSecondsSchema } from './common';
import type { LanguageCode } from './constants';
import { inLanguage, translationsOf } from './contentLanguage';
import { GameCodeSchema } from './game';
import { DEFAULT_PASSWORD_RULE, PasswordRuleSchema, PASSWORD_RULE_KEY } from './password';
import { settingsList, type MetadataGroup, type MetadataGroups, type MetadataRecord } from './metadata';

/**
 * The content kinds operators control (000 §3 / 001 §3; their fields are not shown there, these are
 * the portal's own shapes, see infra/api/src/metadata/README.md). Each kind is one record in its
 * metadata group; the list kinds are read with `settingsList` (empty when missing), so a missing or
 * broken record means today's behaviour.
 */

/** An image under the strict CSP (img-src 'self'): a path of this site, never another origin. */
export const ContentImageSchema = v.pipe(
  v.string('an image must be a path of this site'),
  v.maxLength(500, 'an image path is at most 500 characters'),
  v.regex(
    /^\/(?!\/)[A-Za-z0-9._~!$&'()*+,;=:@%/?-]*$/,
    "an image must be a path of this site starting with '/'",
  ),
  v.check((path) => !path.split(/[/?]/).includes('..'), "an image path must not contain '..'"),
);

/** Where a link may lead: a path of this site or an https address (no javascript:, no http). */
export const ContentLinkSchema = v.pipe(
  v.string('a link must be a string'),
  v.maxLength(500, 'a link is at most 500 characters'),
  v.check(
    (link) => (link.startsWith('/') && !link.startsWith('//')) || /^https:\/\/[^\s/]+(\/\S*)?$/.test(link),
    "a link must be a path of this site ('/…') or an https:// address",
  ),
);

const text = (name: string, max: number) =>
  v.pipe(
    v.string(`${name} must be a string`),
    v.trim(),
    v.minLength(1, `${name} must not be empty`),
    v.maxLength(max, `${name} is at most ${max} characters`),
  );

const window = {
  startAt: UnixSecondsSchema,
  endAt: UnixSecondsSchema,
};
const endsAfterStart = <T extends { startAt: number; endAt: number }>() =>
  v.check<T, string>((value) => value.endAt > value.startAt, 'endAt must be after startAt');

/** True while `now` (unix seconds) is in [startAt, endAt). */
export const isInWindow = (item: { startAt: number; endAt: number }, now: number) =>
  item.startAt <= now && now < item.endAt;

/* ----- DISCOUNTS / discounts: a list, one entry per package and period ----- */
export const DiscountSchema = v.pipe(
  v.object({
    packageCode: v.pipe(
      v.string(),
      v.regex(/^[a-z0-9][a-z0-9_]{1,63}$/, 'packageCode must be a package code'),
    ),
    /** Whole percent off the list price, 1–90. */
    percentOff: v.pipe(
      v.number('percentOff must be a number'),
      v.integer('percentOff must be a whole number'),
      v.minValue(1, 'percentOff is at least 1'),
      v.maxValue(90, 'percentOff is at most 90'),
    ),
    label: v.optional(text('label', 40)),
    ...window,
  }),
  endsAfterStart(),
);
export type Discount = v.InferOutput<typeof DiscountSchema>;

/** The discount of a package now: the latest-starting active entry. */
export function activeDiscount(discounts: readonly Discount[], packageCode: string, now: number) {
  return (
    discounts
      .filter((discount) => discount.packageCode === packageCode && isInWindow(discount, now))
      .sort((a, b) => b.startAt - a.startAt)[0] ?? null
  );
}

/** The price after a whole-percent discount, in whole cents (rounded half up; integers only). */
export const discountedCents = (priceCents: number, percentOff: number): number =>
  Math.floor((priceCents * (100 - percentOff) + 50) / 100);

/* ----- CHECKOUT_WHITELIST / checkout_whitelist: which payment kinds a region or a group may use ----- */
export const PLAYER_GROUPS = ['visitor', 'player', 'vip_silver', 'vip_gold'] as const;
export const PlayerGroupSchema = v.picklist(
  PLAYER_GROUPS,
  `group must be one of ${PLAYER_GROUPS.join(', ')}`,
);
export type PlayerGroup = v.InferOutput<typeof PlayerGroupSchema>;

export const CheckoutRuleSchema = v.object({
  /** ISO country codes (VN, ID…), or '*' for every region. */
  regions: v.pipe(
    v.array(v.pipe(v.string(), v.regex(/^([A-Z]{2}|\*)$/, "regions are 2-letter codes (VN) or '*'"))),
    v.minLength(1, 'regions lists at least one region'),
  ),
  /** The player groups it applies to; every group when missing. */
  groups: v.optional(v.array(PlayerGroupSchema)),
  paymentKinds: v.array(
    v.pipe(v.string(), v.regex(/^[a-z][a-z0-9_]{1,31}$/, 'paymentKinds are payment kind names')),
  ),
});
export type CheckoutRule = v.InferOutput<typeof CheckoutRuleSchema>;

/**
 * The payment kinds a player may use. No rules: every kind (the whitelist is off). Otherwise the
 * kinds of every rule matching the region and group, and nothing when none matches.
 */
export function allowedPaymentKinds(
  rules: readonly CheckoutRule[],
  who: { regionCode: string; group: PlayerGroup },
  kinds: readonly string[],
): string[] {
  if (rules.length === 0) return [...kinds];
  const allowed = new Set(
    rules
      .filter((rule) => rule.regions.includes('*') || rule.regions.includes(who.regionCode))
      .filter((rule) => !rule.groups || rule.groups.includes(who.group))
      .flatMap((rule) => rule.paymentKinds),
  );
  return kinds.filter((kind) => allowed.has(kind));
}

/* ----- SPECIAL_EVENTS / special_events: banners and event cards ----- */
export const EVENT_PLACEMENTS = ['home', 'hub', 'games'] as const;
export type EventPlacement = (typeof EVENT_PLACEMENTS)[number];
export const SpecialEventSchema = v.pipe(
  v.object({
    id: v.pipe(v.string(), v.regex(/^[a-z0-9][a-z0-9_-]{0,39}$/, 'id must be a short lowercase code')),
    title: text('title', 80),
    body: v.optional(text('body', 240)),
    translations: translationsOf({ title: text('title', 80), body: text('body', 240) }),
    image: v.optional(ContentImageSchema),
    link: v.optional(ContentLinkSchema),
    /** Where it shows: '/', '/hub', '/games' (never /gacha-event or /embed-webview). */
    placements: v.pipe(
      v.array(v.picklist(EVENT_PLACEMENTS, `placements are ${EVENT_PLACEMENTS.join(', ')}`)),
      v.minLength(1, 'placements lists at least one page'),
    ),
    ...window,
  }),
  endsAfterStart(),
);
export type SpecialEvent = v.InferOutput<typeof SpecialEventSchema>;

export const eventsFor = (events: readonly SpecialEvent[], placement: EventPlacement, now: number) =>
  events.filter((event) => event.placements.includes(placement) && isInWindow(event, now));

/* ----- MAINTENANCE_FLAG / maintenance_flag: a scheduled maintenance window ----- */
export const MaintenanceFlagSchema = v.pipe(
  v.object({
    isActive: v.boolean('isActive must be a boolean'),
    ...window,
    /** What players read in the notice before and during the window. */
    message: v.optional(text('message', 200)),
    translations: translationsOf({ message: text('message', 200) }),
    /** Hours before startAt the notice shows (default 24). */
    noticeHours: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(720))),
  }),
  endsAfterStart(),
);
export type MaintenanceFlag = v.InferOutput<typeof MaintenanceFlagSchema>;

/** The flag puts the portal in maintenance while it is on and inside its window. */
export const isFlagMaintaining = (flag: MaintenanceFlag | null, now: number) =>
  Boolean(flag?.isActive && isInWindow(flag, now));

/** The flag's notice shows from noticeHours before the window until its end. */
export const isFlagAnnounced = (flag: MaintenanceFlag | null, now: number) =>
  Boolean(flag?.isActive && now < flag.endAt && now >= flag.startAt - (flag.noticeHours ?? 24) * 3600);

/* ----- TOPUP_PAGE / topup_page ----- */
const NoticesSchema = v.pipe(v.array(text('a notice', 200)), v.maxLength(5, 'at most 5 notices'));
export const TopupPageContentSchema = v.object({
  headline: text('headline', 80),
  notices: v.optional(NoticesSchema, []),
  translations: translationsOf({ headline: text('headline', 80), notices: NoticesSchema }),
  featuredPackageCode: v.optional(
    v.pipe(v.string(), v.regex(/^[a-z0-9][a-z0-9_]{1,63}$/, 'featuredPackageCode must be a package code')),
  ),
});
export type TopupPageContent = v.InferOutput<typeof TopupPageContentSchema>;

/* ----- WEBVIEW_ASSETS_LANDSCAPE / _PORTRAIT: webview_assets_landscape|portrait ----- */
export const WebviewAssetsSchema = v.object({
  headerImage: v.optional(ContentImageSchema),
  backgroundImage: v.optional(ContentImageSchema),
  backgroundColor: v.optional(v.pipe(v.string(), v.regex(/^#[0-9a-fA-F]{6}$/, 'backgroundColor is #rrggbb'))),
});
export type WebviewAssets = v.InferOutput<typeof WebviewAssetsSchema>;

/* ----- OFFICIAL_ASH_ECHOES: official.<gameCode>, a game page's facts, links and store buttons ----- */
export const STORES = ['google_play', 'app_store', 'steam', 'website'] as const;
const FactsSchema = v.pipe(
  v.array(v.object({ label: text('a fact label', 40), value: text('a fact value', 120) })),
  v.maxLength(12),
);
const LinksSchema = v.pipe(
  v.array(v.object({ label: text('a link label', 40), url: ContentLinkSchema })),
  v.maxLength(8),
);
export const OfficialGameDataSchema = v.object({
  /** What the game is, instead of the catalogue's description (which stays the English default). */
  description: v.optional(text('description', 600)),
  facts: v.optional(FactsSchema, []),
  links: v.optional(LinksSchema, []),
  /** A language's facts and links replace the English lists whole. */
  translations: translationsOf({
    description: text('description', 600),
    facts: FactsSchema,
    links: LinksSchema,
  }),
  stores: v.optional(
    v.pipe(
      v.array(
        v.object({
          store: v.picklist(STORES, `store is one of ${STORES.join(', ')}`),
          url: ContentLinkSchema,
        }),
      ),
      v.maxLength(4),
    ),
    [],
  ),
});
export type OfficialGameData = v.InferOutput<typeof OfficialGameDataSchema>;

/* ----- ASH_ECHOES_ASSETS / CRAZY_ONES_ASSETS: assets.<gameCode>, key art and icon ----- */
export const GameAssetsSchema = v.object({
  keyArt: v.optional(ContentImageSchema),
  icon: v.optional(ContentImageSchema),
});
export type GameAssets = v.InferOutput<typeof GameAssetsSchema>;

/** The game-specific asset groups (001 §3 names two). */
export const GAME_ASSET_GROUPS: Readonly<Record<string, MetadataGroup>> = {
  ash_echoes: 'ASH_ECHOES_ASSETS',
  crazy_ones: 'CRAZY_ONES_ASSETS',
};

/* ----- COMMON / social_links: the publisher's accounts, linked from every page's footer ----- */
/** The networks the footer has a mark for. */
export const SOCIAL_NETWORKS = ['discord', 'facebook', 'youtube', 'tiktok', 'x'] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

/** The sites an address of each network may be on (or under: `www.youtube.com`). */
const SOCIAL_NETWORK_HOSTS: Record<SocialNetwork, readonly string[]> = {
  discord: ['discord.gg', 'discord.com'],
  facebook: ['facebook.com', 'fb.com'],
  youtube: ['youtube.com', 'youtu.be'],
  tiktok: ['tiktok.com'],
  x: ['x.com', 'twitter.com'],
};

const httpsHost = (url: string) => /^https:\/\/([a-z0-9.-]+)(?:[/?#]\S*)?$/i.exec(url)?.[1]?.toLowerCase();

function buildSocialLinkRules() {
  const link = v.pipe(
    v.object({
      network: v.picklist(SOCIAL_NETWORKS, `network is one of ${SOCIAL_NETWORKS.join(', ')}`),
      url: v.pipe(
        v.string('url must be a string'),
        v.maxLength(300, 'url is at most 300 characters'),
        v.check((url) => httpsHost(url) !== undefined, 'url must be an https:// address'),
      ),
    }),
    v.check(({ network, url }) => {
      const host = httpsHost(url) ?? '';
      return SOCIAL_NETWORK_HOSTS[network].some((site) => host === site || host.endsWith(`.${site}`));
    }, 'url must be an address of the network it names'),
  );
  /** The whole list as an operator stores it: each network once, in the order the footer shows them. */
  const list = v.pipe(
    v.array(link),
    v.check(
      (links) => new Set(links.map((each) => each.network)).size === links.length,
      'each network is listed once',
    ),
  );
  return { link, list };
}

let socialLinkRules: ReturnType<typeof buildSocialLinkRules> | undefined;
/**
 * The social link schemas, made on first use: contracts are bundled per app, and a module's
 * top-level schemas stay in every app that imports anything of it (the password rule, say).
 */
export const socialLinkSchemas = () => (socialLinkRules ??= buildSocialLinkRules());
export type SocialLink = v.InferOutput<ReturnType<typeof socialLinkSchemas>['link']>;

/** Record keys of each kind (a key lives in one group). */
export const CONTENT_KEYS = {
  discounts: 'discounts',
  checkoutWhitelist: 'checkout_whitelist',
  specialEvents: 'special_events',
  maintenanceFlag: 'maintenance_flag',
  topupPage: 'topup_page',
  webviewLandscape: 'webview_assets_landscape',
  webviewPortrait: 'webview_assets_portrait',
  official: (gameCode: string) => `official.${gameCode}`,
  assets: (gameCode: string) => `assets.${gameCode}`,
  /** In COMMON: the new-password rule (password.ts). */
  passwordRule: PASSWORD_RULE_KEY,
  /** In COMMON: the footer's social links. */
  socialLinks: 'social_links',
} as const;

/** The official data group: named for the first game (001 §3), it holds every game's record. */
export const OFFICIAL_GROUP: MetadataGroup = 'OFFICIAL_ASH_ECHOES';

/** The contract a content record's value is checked against on write, by key; null: not a content key. */
export function contentContractFor(key: string): v.GenericSchema | null {
  switch (key) {
    case CONTENT_KEYS.discounts:
      return v.array(DiscountSchema);
    case CONTENT_KEYS.checkoutWhitelist:
      return v.array(CheckoutRuleSchema);
    case CONTENT_KEYS.specialEvents:
      return v.array(SpecialEventSchema);
    case CONTENT_KEYS.maintenanceFlag:
      return MaintenanceFlagSchema;
    case CONTENT_KEYS.topupPage:
      return TopupPageContentSchema;
    case CONTENT_KEYS.webviewLandscape:
    case CONTENT_KEYS.webviewPortrait:
      return WebviewAssetsSchema;
    case CONTENT_KEYS.passwordRule:
      return PasswordRuleSchema;
    case CONTENT_KEYS.socialLinks:
      return socialLinkSchemas().list;
  }
  const [prefix, gameCode = ''] = key.split(/\.(.*)/s);
  if (!v.is(GameCodeSchema, gameCode)) return null;
  if (prefix === 'official') return OfficialGameDataSchema;
  if (prefix === 'assets') return GameAssetsSchema;
  return null;
}

type Entries = readonly Pick<MetadataRecord, 'key' | 'value'>[];

/** One record's value checked against its schema; null when missing or invalid (today's behaviour). */
export function settingsObject<T extends v.GenericSchema>(
  entries: Entries,
  key: string,
  schema: T,
): v.InferOutput<T> | null {
  const entry = entries.find((candidate) => candidate.key === key);
  if (!entry) return null;
  try {
    const result = v.safeParse(schema, JSON.parse(entry.value));
    return result.success ? result.output : null;
  } catch {
    return null;
  }
}

type Groups = MetadataGroups | null | undefined;
const groupOf = (groups: Groups, name: MetadataGroup): Entries => groups?.[name] ?? [];
const translated = <T extends object>(value: T | null, language: LanguageCode) =>
  value && inLanguage(value, language);

/*
 * Readers for clients holding a public metadata answer, one per content kind: a page that reads one
 * kind imports its reader alone and carries no other kind's schema (the sign-in forms need only the
 * password rule, the shell's layout never reads discounts). `contentOf` gathers them all.
 */
export const discountsOf = (groups: Groups) =>
  settingsList(groupOf(groups, 'DISCOUNTS'), CONTENT_KEYS.discounts, DiscountSchema);
export const checkoutRulesOf = (groups: Groups) =>
  settingsList(groupOf(groups, 'CHECKOUT_WHITELIST'), CONTENT_KEYS.checkoutWhitelist, CheckoutRuleSchema);
export const specialEventsOf = (groups: Groups, language: LanguageCode = 'en') =>
  settingsList(groupOf(groups, 'SPECIAL_EVENTS'), CONTENT_KEYS.specialEvents, SpecialEventSchema).map(
    (event) => inLanguage(event, language),
  );
export const maintenanceFlagOf = (groups: Groups, language: LanguageCode = 'en') =>
  translated(
    settingsObject(groupOf(groups, 'MAINTENANCE_FLAG'), CONTENT_KEYS.maintenanceFlag, MaintenanceFlagSchema),
    language,
  );
export const topupPageOf = (groups: Groups, language: LanguageCode = 'en') =>
  translated(
    settingsObject(groupOf(groups, 'TOPUP_PAGE'), CONTENT_KEYS.topupPage, TopupPageContentSchema),
    language,
  );
export const webviewAssetsOf = (groups: Groups, orientation: 'landscape' | 'portrait') =>
  orientation === 'landscape'
    ? settingsObject(
        groupOf(groups, 'WEBVIEW_ASSETS_LANDSCAPE'),
        CONTENT_KEYS.webviewLandscape,
        WebviewAssetsSchema,
      )
    : settingsObject(
        groupOf(groups, 'WEBVIEW_ASSETS_PORTRAIT'),
        CONTENT_KEYS.webviewPortrait,
        WebviewAssetsSchema,
      );
export const officialGameDataOf = (groups: Groups, gameCode: string, language: LanguageCode = 'en') =>
  translated(
    settingsObject(groupOf(groups, OFFICIAL_GROUP), CONTENT_KEYS.official(gameCode), OfficialGameDataSchema),
    language,
  );
export const passwordRuleOf = (groups: Groups) =>
  settingsObject(groupOf(groups, 'COMMON'), CONTENT_KEYS.passwordRule, PasswordRuleSchema) ??
  DEFAULT_PASSWORD_RULE;
export const gameAssetsOf = (groups: Groups, gameCode: string) => {
  const assetGroup = GAME_ASSET_GROUPS[gameCode];
  return assetGroup
    ? settingsObject(groupOf(groups, assetGroup), CONTENT_KEYS.assets(gameCode), GameAssetsSchema)
    : null;
};

/** The content kinds of the metadata, their texts in `language` where the operator translated them. */
export const contentOf = (groups: Groups, language: LanguageCode = 'en') => ({
  discounts: () => discountsOf(groups),
  checkoutRules: () => checkoutRulesOf(groups),
  specialEvents: () => specialEventsOf(groups, language),
  maintenanceFlag: () => maintenanceFlagOf(groups, language),
  topupPage: () => topupPageOf(groups, language),
  webviewAssets: (orientation: 'landscape' | 'portrait') => webviewAssetsOf(groups, orientation),
  official: (gameCode: string) => officialGameDataOf(groups, gameCode, language),
  passwordRule: () => passwordRuleOf(groups),
  assets: (gameCode: string) => gameAssetsOf(groups, gameCode),
});

/**
 * The footer's social links from a public COMMON answer: entries that break the rules are left out,
 * a network's second link too. Apart from `contentOf`, so only the footer's lazy code carries it.
 */
export const socialLinksOf = (groups: Groups): SocialLink[] =>
  settingsList(groups?.COMMON ?? [], CONTENT_KEYS.socialLinks, socialLinkSchemas().link).filter(
    (link, index, links) => links.findIndex((other) => other.network === link.network) === index,
  );
