import * as v from 'valibot';
import { UnixSecondsSchema } from './common';
import type { LanguageCode } from './constants';
import { inLanguage } from './contentLanguage';
import { PASSWORD_RULE_KEY } from './password';
import type { MetadataGroup, MetadataGroups, MetadataRecord } from './metadata';

/**
 * What every content kind is built from and read with (contentSettings.ts lists the kinds): its
 * images and links, text fields, time windows, record keys and the reading of one record. Each kind
 * sits in a module of its own where a page reads it alone, so a chunk carries only the kinds it shows.
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

/** An operator's text field: trimmed, not empty, at most `max` characters. */
export const contentText = (name: string, max: number) =>
  v.pipe(
    v.string(`${name} must be a string`),
    v.trim(),
    v.minLength(1, `${name} must not be empty`),
    v.maxLength(max, `${name} is at most ${max} characters`),
  );

/** The time window (unix seconds) of a dated kind; `endsAfterStart` checks its order. */
export const contentWindow = {
  startAt: UnixSecondsSchema,
  endAt: UnixSecondsSchema,
};
export const endsAfterStart = <T extends { startAt: number; endAt: number }>() =>
  v.check<T, string>((value) => value.endAt > value.startAt, 'endAt must be after startAt');

/** True while `now` (unix seconds) is in [startAt, endAt). */
export const isInWindow = (item: { startAt: number; endAt: number }, now: number) =>
  item.startAt <= now && now < item.endAt;

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

export type Groups = MetadataGroups | null | undefined;
export const groupOf = (groups: Groups, name: MetadataGroup): Entries => groups?.[name] ?? [];
export const translated = <T extends object>(value: T | null, language: LanguageCode) =>
  value && inLanguage(value, language);
