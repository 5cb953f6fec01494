import * as v from 'valibot';
import { UnixSecondsSchema } from './common';
import { endpoint } from './endpoint';

export const GAME_STATUSES = ['released', 'pre_register', 'beta'] as const;
export const GameStatusSchema = v.picklist(
  GAME_STATUSES,
  'status must be one of released, pre_register, beta',
);
export type GameStatus = v.InferOutput<typeof GameStatusSchema>;

export const PLATFORM_CODES = ['android', 'ios', 'pc'] as const;
export const PlatformCodeSchema = v.picklist(PLATFORM_CODES, 'platform must be one of android, ios, pc');
export type PlatformCode = v.InferOutput<typeof PlatformCodeSchema>;

/** Game codes are lower-case slugs such as ash_echoes. */
export const GAME_CODE_PATTERN = /^[a-z0-9][a-z0-9_]{1,63}$/;
export const GameCodeSchema = v.pipe(
  v.string('gameCode must be a string'),
  v.regex(GAME_CODE_PATTERN, 'gameCode must be 2-64 lower-case letters, digits or underscores'),
);

export const GameContentSchema = v.object({
  /** Card image (requested at GAME_THUMBNAIL_WIDTH). */
  thumbnailHomepage: v.string(),
  /** Wide banner for the game page. */
  thumbnailBanner: v.string(),
});

export const GamePlatformSchema = v.object({ code: PlatformCodeSchema });

/** A game as the public catalogue lists it; `createdAt` is unix seconds. */
export const GameSchema = v.object({
  gameCode: GameCodeSchema,
  name: v.string(),
  status: GameStatusSchema,
  createdAt: UnixSecondsSchema,
  content: GameContentSchema,
  gamePlatforms: v.array(GamePlatformSchema),
});
export type Game = v.InferOutput<typeof GameSchema>;

export const GameDetailSchema = v.object({ ...GameSchema.entries, description: v.string() });
export type GameDetail = v.InferOutput<typeof GameDetailSchema>;

/** The game inside a gaming-activity entry (000 §3). */
export const ActivityGameSchema = v.object({
  name: v.string(),
  gameCode: GameCodeSchema,
  createdAt: UnixSecondsSchema,
  content: v.object({ thumbnailHomepage: v.string() }),
  gamePlatforms: v.array(GamePlatformSchema),
});

export const GamingActivityEntrySchema = v.object({
  game: ActivityGameSchema,
  level: v.nullable(v.pipe(v.number(), v.integer(), v.minValue(0))),
  playingSince: UnixSecondsSchema,
});
export type GamingActivityEntry = v.InferOutput<typeof GamingActivityEntrySchema>;

/** Route shapes: GET /api/public/games and /api/public/games/:gameCode. */
export const GamesQuerySchema = v.object({ status: v.optional(GameStatusSchema) });
export type GamesQuery = v.InferOutput<typeof GamesQuerySchema>;
export const GameParamsSchema = v.object({ gameCode: GameCodeSchema });
export const GameListSchema = v.array(GameSchema);
export const GameThumbnailParamsSchema = v.object({
  file: v.pipe(
    v.string(),
    v.regex(/^[a-z0-9][a-z0-9_]{1,63}\.(svg|webp)$/, 'file must be <gameCode>.svg or <gameCode>.webp'),
  ),
});
/** The widths a game's WebP picture is made at: a card's 1x and 2x, a banner's. */
export const GAME_PICTURE_WIDTHS = ['200', '400', '800', '1200'] as const;
/** A game picture's URL asked at `width` pixels: a query the image service may honour. */
export const gamePictureAt = (url: string, width: number) =>
  `${url}${url.includes('?') ? '&' : '?'}width=${width}`;

/** A card picture's `srcset`: the widths a card shows at, from a phone at 1x to a desktop at 2x. */
export const gameCardSrcSet = (url: string) =>
  [200, 400, 800].map((width) => `${gamePictureAt(url, width)} ${width}w`).join(', ');

/** A WebP picture's width in pixels (the SVG ignores it: it draws at any size). */
export const GameThumbnailQuerySchema = v.object({
  width: v.optional(v.picklist(GAME_PICTURE_WIDTHS, 'width must be one of 200, 400, 800, 1200')),
});

/** The public game catalogue (it changes a few times a year). */
export const gameEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/public/games',
    summary: 'Game catalogue, optionally filtered by status',
    tags: ['public'],
    query: GamesQuerySchema,
    response: GameListSchema,
  }),
  get: endpoint({
    method: 'GET',
    path: '/public/games/:gameCode',
    summary: 'One game with its description',
    tags: ['public'],
    params: GameParamsSchema,
    response: GameDetailSchema,
    errors: { 404: 'GAME_NOT_FOUND: no game with this code' },
  }),
};
