import * as v from 'valibot';
import { AmountSchema, UnixSecondsSchema } from './common';
import { jsonObject, safeString } from './safe';
import { endpoint, endpointUrl, SIGNED_IN_ERRORS } from './endpoint';
import { ADMIN_TOKEN_HEADER } from './feedback';
import { API_PREFIX } from './routes';

// =============================================================================================
// Puzzle events (000 §2: /anniversary/{gameCode}/puzzle, /event/{gameCode}/{eventCode}/puzzle and
// their history pages, signed-in players only). The operator defines an event of a game's campaign:
// an image cut into rows × columns pieces, open from `startsAt` to `endsAt`. A player collects one
// piece per UTC day visited and one per campaign quest claimed, places each piece in its slot, and
// the placed picture hands out one code of the event's reward pool. The anniversary page is the
// event whose code is `anniversary`.
// =============================================================================================

/** The event the /anniversary/{gameCode}/puzzle pages show. */
export const ANNIVERSARY_EVENT_CODE = 'anniversary';
/** Grid sides an operator may choose: 1 to 6 rows and columns, at least two pieces in all. */
export const PUZZLE_MAX_SIDE = 6;
export const PUZZLE_MIN_PIECES = 2;
/** The largest picture an operator may upload (bytes, before base64). */
export const PUZZLE_IMAGE_MAX_BYTES = 512 * 1024;
export const PUZZLE_IMAGE_TYPES = ['image/svg+xml', 'image/webp', 'image/png'] as const;
export type PuzzleImageType = (typeof PUZZLE_IMAGE_TYPES)[number];

/** Where a piece came from: one per UTC day visited, one per campaign quest claimed. */
export const PUZZLE_PIECE_SOURCES = ['daily_visit', 'quest'] as const;
export type PuzzlePieceSource = (typeof PUZZLE_PIECE_SOURCES)[number];

export const puzzleErrorCodes = {
  eventNotFound: 'PUZZLE_EVENT_NOT_FOUND', // 404: no such event for this game
  eventNotStarted: 'PUZZLE_EVENT_NOT_STARTED', // 409: before startsAt
  eventEnded: 'PUZZLE_EVENT_ENDED', // 409: after endsAt (the history stays readable)
  pieceNotOwned: 'PUZZLE_PIECE_NOT_OWNED', // 409: the player has not collected this piece
  pieceDoesNotFit: 'PUZZLE_PIECE_DOES_NOT_FIT', // 422: a piece goes in its own slot only
  notComplete: 'PUZZLE_NOT_COMPLETE', // 409: pieces are missing or not placed
  codesExhausted: 'PUZZLE_CODES_EXHAUSTED', // 409: the event's reward pool is empty
  eventExists: 'PUZZLE_EVENT_EXISTS', // 409 (operator): the grid cannot change once players hold pieces
} as const;
export type PuzzleErrorCode = (typeof puzzleErrorCodes)[keyof typeof puzzleErrorCodes];

const CODE = /^[a-z0-9][a-z0-9_-]{1,63}$/;
const codeOf = (name: string) => v.pipe(v.string(), v.regex(CODE, `${name} must be a lower-case code`));

export const PuzzleEventParamsSchema = jsonObject({
  gameCode: codeOf('gameCode'),
  eventCode: codeOf('eventCode'),
});
export type PuzzleEventParams = v.InferOutput<typeof PuzzleEventParamsSchema>;

export const PuzzlePlaceParamsSchema = jsonObject({
  ...PuzzleEventParamsSchema.entries,
  piece: v.pipe(v.string(), v.regex(/^\d{1,2}$/, 'piece must be a piece number')),
});

/** The slot a piece is dropped on (0-based, row by row). */
export const PuzzlePlacePayloadSchema = jsonObject({
  slot: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(PUZZLE_MAX_SIDE * PUZZLE_MAX_SIDE - 1)),
});
export type PuzzlePlacePayload = v.InferOutput<typeof PuzzlePlacePayloadSchema>;

export const PuzzlePieceSchema = jsonObject({
  /** 0-based, row by row: the piece's own slot. */
  index: v.pipe(v.number(), v.integer(), v.minValue(0)),
  source: v.picklist(PUZZLE_PIECE_SOURCES),
  /** The UTC day (YYYY-MM-DD) of a visit, or the quest code. */
  sourceRef: v.string(),
  collectedAt: UnixSecondsSchema,
  placedAt: v.nullable(UnixSecondsSchema),
});
export type PuzzlePiece = v.InferOutput<typeof PuzzlePieceSchema>;

export const PuzzleRewardSchema = jsonObject({
  title: v.string(),
  code: v.string(),
  claimedAt: UnixSecondsSchema,
});
export type PuzzleReward = v.InferOutput<typeof PuzzleRewardSchema>;

export const PuzzleEventSchema = jsonObject({
  gameCode: v.string(),
  eventCode: v.string(),
  title: v.string(),
  rewardTitle: v.string(),
  startsAt: UnixSecondsSchema,
  endsAt: UnixSecondsSchema,
  rows: v.pipe(v.number(), v.integer(), v.minValue(1)),
  columns: v.pipe(v.number(), v.integer(), v.minValue(1)),
  /** The picture (served by the API): the page cuts it into rows × columns with CSS. */
  imageUrl: v.string(),
  status: v.picklist(['upcoming', 'live', 'ended']),
});
export type PuzzleEvent = v.InferOutput<typeof PuzzleEventSchema>;

/** A player's board: the event, their pieces (collected, placed) and the reward once complete. */
export const PuzzleBoardSchema = jsonObject({
  event: PuzzleEventSchema,
  pieces: v.array(PuzzlePieceSchema),
  reward: v.nullable(PuzzleRewardSchema),
  /** Ways still open today: whether today's visit piece was taken, quests claimed without a piece. */
  visitedToday: v.boolean(),
});
export type PuzzleBoard = v.InferOutput<typeof PuzzleBoardSchema>;

/** POST collect: the board and the pieces this call added (empty when nothing new was earned). */
export const PuzzleCollectResultSchema = jsonObject({
  board: PuzzleBoardSchema,
  collected: v.array(PuzzlePieceSchema),
});
export type PuzzleCollectResult = v.InferOutput<typeof PuzzleCollectResultSchema>;

/** A game's events, newest first: what the history lists. */
export const PuzzleEventListSchema = v.array(PuzzleEventSchema);

// ---------------------------------------------------------------------------------------------
// Operator: define or change an event (PUT /api/admin/puzzles/{gameCode}/{eventCode}).
// ---------------------------------------------------------------------------------------------
export const PuzzleImageSchema = jsonObject({
  type: v.picklist(PUZZLE_IMAGE_TYPES),
  /** Base64 of the file; at most PUZZLE_IMAGE_MAX_BYTES once decoded. */
  base64: v.pipe(
    v.string(),
    v.maxLength(Math.ceil(PUZZLE_IMAGE_MAX_BYTES / 3) * 4, 'image must be at most 512 KB'),
    v.regex(/^[A-Za-z0-9+/]+={0,2}$/, 'image must be base64'),
  ),
});
export type PuzzleImage = v.InferOutput<typeof PuzzleImageSchema>;

const side = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(PUZZLE_MAX_SIDE));

export const PuzzleEventDefinitionSchema = v.pipe(
  jsonObject({
    title: v.pipe(safeString(120), v.minLength(1, 'title is required')),
    rewardTitle: v.pipe(safeString(120), v.minLength(1, 'rewardTitle is required')),
    startsAt: UnixSecondsSchema,
    endsAt: UnixSecondsSchema,
    rows: side,
    columns: side,
    image: PuzzleImageSchema,
    /** Codes added to the event's reward pool (duplicates skipped). */
    codes: v.optional(v.pipe(v.array(v.pipe(safeString(64), v.minLength(4))), v.maxLength(10_000)), []),
  }),
  v.check((event) => event.endsAt > event.startsAt, 'endsAt must be after startsAt'),
  v.check((event) => event.rows * event.columns >= PUZZLE_MIN_PIECES, 'a puzzle has at least two pieces'),
);
export type PuzzleEventDefinition = v.InferInput<typeof PuzzleEventDefinitionSchema>;

export const PuzzleAdminResultSchema = jsonObject({
  event: PuzzleEventSchema,
  codesAdded: AmountSchema,
  codesLeft: AmountSchema,
});
export type PuzzleAdminResult = v.InferOutput<typeof PuzzleAdminResultSchema>;

// ---------------------------------------------------------------------------------------------
// Endpoints
// ---------------------------------------------------------------------------------------------
const tags = ['puzzle'];
const BOARD = '/private/campaigns/:gameCode/puzzles/:eventCode';
const BASE = { ...SIGNED_IN_ERRORS, 404: 'PUZZLE_EVENT_NOT_FOUND' };
const THROTTLED = { 429: 'RATE_LIMITED: Retry-After tells when to come back' };

/** A signed-in player's puzzle of one event, and the operators' definition of it. */
export const puzzleEndpoints = {
  board: endpoint({
    method: 'GET',
    path: BOARD,
    summary: "The player's board: the event, their pieces and the reward once complete (any time)",
    tags,
    params: PuzzleEventParamsSchema,
    response: PuzzleBoardSchema,
    errors: BASE,
  }),
  /** Today's visit piece and a piece per claimed quest, each once. */
  collect: endpoint({
    method: 'POST',
    path: `${BOARD}/collect`,
    summary: "Collect today's visit piece and a piece per claimed campaign quest, each once",
    tags,
    params: PuzzleEventParamsSchema,
    response: PuzzleCollectResultSchema,
    errors: { ...BASE, 409: 'PUZZLE_EVENT_NOT_STARTED or PUZZLE_EVENT_ENDED', ...THROTTLED },
  }),
  place: endpoint({
    method: 'POST',
    path: `${BOARD}/pieces/:piece/place`,
    summary: 'Place a collected piece in a slot (only its own slot fits)',
    tags,
    params: PuzzlePlaceParamsSchema,
    body: PuzzlePlacePayloadSchema,
    response: PuzzleBoardSchema,
    errors: {
      ...BASE,
      409: 'PUZZLE_PIECE_NOT_OWNED, PUZZLE_EVENT_NOT_STARTED or PUZZLE_EVENT_ENDED',
      422: 'PUZZLE_PIECE_DOES_NOT_FIT',
      ...THROTTLED,
    },
  }),
  /** Every piece placed hands out one code of the pool (the same on a repeat). */
  complete: endpoint({
    method: 'POST',
    path: `${BOARD}/complete`,
    summary: "The placed picture hands out one code of the event's pool (the same code on a repeat)",
    tags,
    params: PuzzleEventParamsSchema,
    response: PuzzleRewardSchema,
    errors: {
      ...BASE,
      409: 'PUZZLE_NOT_COMPLETE, PUZZLE_CODES_EXHAUSTED, PUZZLE_EVENT_NOT_STARTED or PUZZLE_EVENT_ENDED',
      ...THROTTLED,
    },
  }),
  /** Served only when the API has an admin token (else operators use the CLI on the database). */
  define: endpoint({
    method: 'PUT',
    path: '/admin/puzzles/:gameCode/:eventCode',
    summary: `Define or change a puzzle event and add reward codes (operators; header ${ADMIN_TOKEN_HEADER})`,
    tags: ['admin'],
    params: PuzzleEventParamsSchema,
    body: PuzzleEventDefinitionSchema,
    response: PuzzleAdminResultSchema,
    errors: {
      401: `ADMIN_TOKEN_INVALID: the ${ADMIN_TOKEN_HEADER} header is missing or wrong`,
      404: 'CAMPAIGN_NOT_FOUND',
      409: 'PUZZLE_EVENT_EXISTS: players hold pieces of the old grid',
    },
  }),
};

const segment = (value: string) => (value.startsWith(':') ? value : encodeURIComponent(value));

/**
 * Addresses (`/api/...`) for callers outside the API client (API tests, scripts, browser specs),
 * made from the endpoints; the picture is a file, not an endpoint of the JSON envelope.
 */
export const puzzleApiRoutes = {
  board: (gameCode: string, eventCode: string) => endpointUrl(puzzleEndpoints.board, { gameCode, eventCode }),
  collect: (gameCode: string, eventCode: string) =>
    endpointUrl(puzzleEndpoints.collect, { gameCode, eventCode }),
  place: (gameCode: string, eventCode: string, piece: string) =>
    endpointUrl(puzzleEndpoints.place, { gameCode, eventCode, piece }),
  complete: (gameCode: string, eventCode: string) =>
    endpointUrl(puzzleEndpoints.complete, { gameCode, eventCode }),
  /** GET the picture (public: an image URL carries no session); `:name` segments stay patterns. */
  image: (gameCode: string, eventCode: string) =>
    `${API_PREFIX}/public/campaigns/${segment(gameCode)}/puzzles/${segment(eventCode)}/image`,
  admin: (gameCode: string, eventCode: string) =>
    endpointUrl(puzzleEndpoints.define, { gameCode, eventCode }),
} as const;

/** The portal pages of an event (000 §2). */
export const puzzlePagePaths = (gameCode: string, eventCode: string) =>
  eventCode === ANNIVERSARY_EVENT_CODE
    ? { board: `/anniversary/${gameCode}/puzzle`, history: `/anniversary/${gameCode}/puzzle/history` }
    : {
        board: `/event/${gameCode}/${eventCode}/puzzle`,
        history: `/event/${gameCode}/${eventCode}/puzzle/history`,
      };
