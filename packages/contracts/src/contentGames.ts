import * as v from 'valibot';
import type { LanguageCode } from './constants';
import { translationsOf } from './contentLanguage';
import {
  CONTENT_KEYS,
  ContentImageSchema,
  ContentLinkSchema,
  contentText,
  groupOf,
  OFFICIAL_GROUP,
  settingsObject,
  translated,
  type Groups,
} from './contentRules';
import type { MetadataGroup } from './metadata';

/** A game page's operator content: its official data (facts, links, stores) and its key art and icon. */

/* ----- OFFICIAL_ASH_ECHOES: official.<gameCode>, a game page's facts, links and store buttons ----- */
export const STORES = ['google_play', 'app_store', 'steam', 'website'] as const;
const FactsSchema = v.pipe(
  v.array(v.object({ label: contentText('a fact label', 40), value: contentText('a fact value', 120) })),
  v.maxLength(12),
);
const LinksSchema = v.pipe(
  v.array(v.object({ label: contentText('a link label', 40), url: ContentLinkSchema })),
  v.maxLength(8),
);
export const OfficialGameDataSchema = v.object({
  /** What the game is, instead of the catalogue's description (which stays the English default). */
  description: v.optional(contentText('description', 600)),
  facts: v.optional(FactsSchema, []),
  links: v.optional(LinksSchema, []),
  /** A language's facts and links replace the English lists whole. */
  translations: translationsOf({
    description: contentText('description', 600),
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

export const officialGameDataOf = (groups: Groups, gameCode: string, language: LanguageCode = 'en') =>
  translated(
    settingsObject(groupOf(groups, OFFICIAL_GROUP), CONTENT_KEYS.official(gameCode), OfficialGameDataSchema),
    language,
  );
export const gameAssetsOf = (groups: Groups, gameCode: string) => {
  const assetGroup = GAME_ASSET_GROUPS[gameCode];
  return assetGroup
    ? settingsObject(groupOf(groups, assetGroup), CONTENT_KEYS.assets(gameCode), GameAssetsSchema)
    : null;
};
