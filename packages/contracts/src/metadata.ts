import * as v from 'valibot';
import { UnixSecondsSchema } from './common';
import { TranslatedLanguageSchema } from './contentLanguage';
import { endpoint } from './endpoint';
import { GameCodeSchema } from './game';
import { VipLevelSchema } from './vip';

/** Content configuration kinds of 000 §3 / 001 §3, one metadata group each. */
export const METADATA_GROUPS = [
  'COMMON',
  'VIP_BENEFITS',
  'DISCOUNTS',
  'CHECKOUT_WHITELIST',
  'SPECIAL_EVENTS',
  'MAINTENANCE_FLAG',
  'MAINTENANCE',
  'TOPUP_PAGE',
  'WEBVIEW_ASSETS_LANDSCAPE',
  'WEBVIEW_ASSETS_PORTRAIT',
  'OFFICIAL_ASH_ECHOES',
  'ASH_ECHOES_ASSETS',
  'CRAZY_ONES_ASSETS',
] as const;
export const MetadataGroupSchema = v.picklist(
  METADATA_GROUPS,
  `group must be one of ${METADATA_GROUPS.join(', ')}`,
);
export type MetadataGroup = v.InferOutput<typeof MetadataGroupSchema>;

export const METADATA_KEY_PATTERN = /^[A-Za-z0-9_.-]{1,64}$/;
export const MetadataKeySchema = v.pipe(
  v.string('key must be a string'),
  v.regex(METADATA_KEY_PATTERN, "key must be 1-64 letters, digits, '_', '.' or '-'"),
);
export const MetadataVersionSchema = v.pipe(v.number(), v.integer(), v.minValue(1));

/** Well-known records. */
export const SHOW_ADJUSTMENT_QUEST_KEY = 'showAdjustmentQuest'; // group COMMON
export const MAINTENANCE_SETTING_KEY = 'maintenance_setting'; // group MAINTENANCE
export const MAINTENANCE_SETTING_VERSION = 1;
/** group COMMON: the campaign the publisher's own pages (/pre-register, /ua, /vn) show. */
export const FEATURED_CAMPAIGN_KEY = 'featuredCampaign';

/** One metadata record; `value` is text, JSON for structured records (parse with parseMetadataValue). */
export const MetadataRecordSchema = v.object({
  group: MetadataGroupSchema,
  key: MetadataKeySchema,
  version: MetadataVersionSchema,
  value: v.string(),
  updatedAt: UnixSecondsSchema,
});
export type MetadataRecord = v.InferOutput<typeof MetadataRecordSchema>;

/** Adjustment announcement types; 'shutdown-{product}-point' is a contract value and stays as spelled. */
export const ADJUSTMENT_TYPE_LAUNCH_VIP = 'launch-vip';
export const adjustmentShutdownType = (product: string) => `shutdown-${product}-point`;
export const ADJUSTMENT_TYPE_NONE = 'none';

/** COMMON / showAdjustmentQuest: isActive is the string 'true' when on. */
export const ShowAdjustmentQuestSchema = v.object({
  isActive: v.picklist(['true', 'false'], "isActive must be the string 'true' or 'false'"),
  /** Comma-separated game codes. */
  applyOnGame: v.string(),
  type: v.string(),
  endAt: UnixSecondsSchema,
  bannerImage: v.string(),
  bannerPopup: v.string(),
});
export type ShowAdjustmentQuest = v.InferOutput<typeof ShowAdjustmentQuestSchema>;

export const adjustmentGameCodes = (setting: ShowAdjustmentQuest): string[] =>
  setting.applyOnGame
    .split(',')
    .map((code) => code.trim())
    .filter(Boolean);

/** The announcement shows only when active and the current game is listed (000 §4). */
export const isAdjustmentShownFor = (setting: ShowAdjustmentQuest, gameCode: string): boolean =>
  setting.isActive === 'true' && adjustmentGameCodes(setting).includes(gameCode);

/** MAINTENANCE / maintenance_setting, version 1. */
export const MaintenanceSettingSchema = v.object({
  isActive: v.boolean('isActive must be a boolean'),
  ipWhitelist: v.array(v.string('ipWhitelist entries must be strings'), 'ipWhitelist must be an array'),
});
export type MaintenanceSetting = v.InferOutput<typeof MaintenanceSettingSchema>;

/**
 * VIP_BENEFITS records (the spec does not show the fields; this is the portal's own shape).
 * `benefits` is the English text; `translations` holds the operator's lines per other language
 * (vn, th, id), used when the player reads the portal in that language.
 */
export const VipBenefitsSchema = v.object({
  level: VipLevelSchema,
  name: v.string(),
  benefits: v.array(v.string()),
  translations: v.optional(v.record(TranslatedLanguageSchema, v.array(v.string()))),
});
export type VipBenefits = v.InferOutput<typeof VipBenefitsSchema>;

/** COMMON / featuredCampaign: the game whose campaign the publisher's pages feature. */
export const FeaturedCampaignSchema = v.object({ gameCode: GameCodeSchema });
export type FeaturedCampaign = v.InferOutput<typeof FeaturedCampaignSchema>;

/** Parses a JSON record value against a schema; null when it is not JSON or does not match. */
export function parseMetadataValue<T extends v.GenericSchema>(
  schema: T,
  value: string,
): v.InferOutput<T> | null {
  let json: unknown;
  try {
    json = JSON.parse(value);
  } catch {
    return null;
  }
  const result = v.safeParse(schema, json);
  return result.success ? result.output : null;
}

/**
 * The settings entry helper of 001 §3: entries each have a type (the record's key) and a value
 * string; the value of `type`'s entry is read as a list (a JSON array, each item checked against
 * `item`; an item that does not match is left out). Empty when the entry is missing, empty or not a list.
 */
export function settingsList<T extends v.GenericSchema>(
  entries: readonly Pick<MetadataRecord, 'key' | 'value'>[],
  type: string,
  item: T,
): v.InferOutput<T>[] {
  const entry = entries.find((candidate) => candidate.key === type);
  if (!entry || entry.value.trim() === '') return [];
  const list = parseMetadataValue(v.array(v.unknown()), entry.value) ?? [];
  return list.flatMap((value) => {
    const result = v.safeParse(item, value);
    return result.success ? [result.output as v.InferOutput<T>] : [];
  });
}

/** Schemas the operator CLI checks a value against before storing it. */
export const KNOWN_METADATA_VALUES: Partial<Record<string, v.GenericSchema>> = {
  [SHOW_ADJUSTMENT_QUEST_KEY]: ShowAdjustmentQuestSchema,
  [MAINTENANCE_SETTING_KEY]: MaintenanceSettingSchema,
  [FEATURED_CAMPAIGN_KEY]: FeaturedCampaignSchema,
};

/** Route shapes: GET /api/public/metadata?groups=COMMON,VIP_BENEFITS */
export const MetadataGroupsQuerySchema = v.object({
  groups: v.pipe(
    v.string('groups is required (comma-separated group names)'),
    v.transform((raw) =>
      raw
        .split(',')
        .map((group) => group.trim())
        .filter(Boolean),
    ),
    v.minLength(1, 'groups is required (comma-separated group names)'),
    v.maxLength(METADATA_GROUPS.length, `groups lists at most ${METADATA_GROUPS.length} groups`),
    v.array(MetadataGroupSchema),
  ),
});
export type MetadataGroupsQuery = v.InferOutput<typeof MetadataGroupsQuerySchema>;
/** Records by group name; every requested group is present (possibly empty). */
export const MetadataGroupsSchema = v.record(v.string(), v.array(MetadataRecordSchema));
export type MetadataGroups = v.InferOutput<typeof MetadataGroupsSchema>;

/** Route shapes: GET /api/public/metadata/:key?version=1 (latest version when omitted). */
export const MetadataKeyParamsSchema = v.object({ key: MetadataKeySchema });
export const MetadataDetailQuerySchema = v.object({
  version: v.optional(
    v.pipe(v.string(), v.regex(/^[1-9]\d{0,8}$/, 'version must be a positive integer'), v.transform(Number)),
  ),
});
export type MetadataDetailQuery = v.InferOutput<typeof MetadataDetailQuerySchema>;

/** Operator-managed metadata: settings, texts and featured content, by group or by key. */
export const metadataEndpoints = {
  groups: endpoint({
    method: 'GET',
    path: '/public/metadata',
    summary: 'Latest metadata records of the requested groups, keyed by group',
    tags: ['public'],
    query: MetadataGroupsQuerySchema,
    response: MetadataGroupsSchema,
  }),
  record: endpoint({
    method: 'GET',
    path: '/public/metadata/:key',
    summary: 'One metadata record (the maintenance setting is version 1; its value is JSON text)',
    tags: ['public'],
    params: MetadataKeyParamsSchema,
    query: MetadataDetailQuerySchema,
    response: MetadataRecordSchema,
    errors: { 404: 'METADATA_NOT_FOUND: no record with this key and version' },
  }),
};
