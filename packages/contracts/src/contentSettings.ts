import * as v from 'valibot';
import type { LanguageCode } from './constants';
import { translationsOf } from './contentLanguage';
import { GameCodeSchema } from './game';
import { DEFAULT_PASSWORD_RULE, PasswordRuleSchema } from './password';
import { settingsList } from './metadata';
import {
  CONTENT_KEYS,
  contentText,
  contentWindow,
  endsAfterStart,
  groupOf,
  isInWindow,
  settingsObject,
  translated,
  type Groups,
} from './contentRules';
import { SpecialEventSchema, specialEventsOf } from './contentEvents';
import { GameAssetsSchema, gameAssetsOf, OfficialGameDataSchema, officialGameDataOf } from './contentGames';
import { socialLinkSchemas } from './contentSocialLinks';
import { WebviewAssetsSchema, webviewAssetsOf } from './contentWebview';

/**
 * The content kinds operators control (000 §3 / 001 §3; their fields are not shown there, these are
 * the portal's own shapes, see infra/api/src/metadata/README.md). Each kind is one record in its
 * metadata group; the list kinds are read with `settingsList` (empty when missing), so a missing or
 * broken record means today's behaviour. The kinds a page shows apart from the others live in modules
 * of their own (contentEvents, contentGames, contentSocialLinks, contentWebview), so the shell's first
 * files carry none of them.
 */

export {
  ContentImageSchema,
  ContentLinkSchema,
  CONTENT_KEYS,
  isInWindow,
  OFFICIAL_GROUP,
  settingsObject,
} from './contentRules';
export * from './contentEvents';
export * from './contentGames';
export * from './contentSocialLinks';
export * from './contentWebview';

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
    label: v.optional(contentText('label', 40)),
    ...contentWindow,
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

/* ----- MAINTENANCE_FLAG / maintenance_flag: a scheduled maintenance window ----- */
export const MaintenanceFlagSchema = v.pipe(
  v.object({
    isActive: v.boolean('isActive must be a boolean'),
    ...contentWindow,
    /** What players read in the notice before and during the window. */
    message: v.optional(contentText('message', 200)),
    translations: translationsOf({ message: contentText('message', 200) }),
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
const NoticesSchema = v.pipe(v.array(contentText('a notice', 200)), v.maxLength(5, 'at most 5 notices'));
export const TopupPageContentSchema = v.object({
  headline: contentText('headline', 80),
  notices: v.optional(NoticesSchema, []),
  translations: translationsOf({ headline: contentText('headline', 80), notices: NoticesSchema }),
  featuredPackageCode: v.optional(
    v.pipe(v.string(), v.regex(/^[a-z0-9][a-z0-9_]{1,63}$/, 'featuredPackageCode must be a package code')),
  ),
});
export type TopupPageContent = v.InferOutput<typeof TopupPageContentSchema>;

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

/*
 * Readers for clients holding a public metadata answer, one per content kind: a page that reads one
 * kind imports its reader alone and carries no other kind's schema (the sign-in forms need only the
 * password rule, the shell's layout never reads discounts). `contentOf` gathers them all.
 */
export const discountsOf = (groups: Groups) =>
  settingsList(groupOf(groups, 'DISCOUNTS'), CONTENT_KEYS.discounts, DiscountSchema);
export const checkoutRulesOf = (groups: Groups) =>
  settingsList(groupOf(groups, 'CHECKOUT_WHITELIST'), CONTENT_KEYS.checkoutWhitelist, CheckoutRuleSchema);
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
export const passwordRuleOf = (groups: Groups) =>
  settingsObject(groupOf(groups, 'COMMON'), CONTENT_KEYS.passwordRule, PasswordRuleSchema) ??
  DEFAULT_PASSWORD_RULE;
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
