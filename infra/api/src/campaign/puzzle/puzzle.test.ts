import {
  ADMIN_TOKEN_HEADER,
  PuzzleAdminResultSchema,
  puzzleApiRoutes,
  PuzzleBoardSchema,
  PuzzleCollectResultSchema,
  PuzzleRewardSchema,
} from '@portal/contracts';
import { loadHelpConfig } from '../../help/config';
import { databaseTargets } from '../../testing/databases';
import { expectFailure, expectSuccess, useTestApi } from '../../testing/harness';
import { asPlayer, createTestPlayer } from '../../money/wallet/testing';
import type { CampaignRow } from '../config/campaigns';
import { createTestCampaign } from '../testing';
import { defineEvent } from './operator';

jest.setTimeout(240_000);

const DAY_MS = 86_400_000;
const ADMIN_TOKEN = 'test-admin-token-for-puzzles-0123456789';
const PICTURE = new TextEncoder().encode(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 2 2"><rect width="2" height="2"/></svg>',
);

describe.each(databaseTargets)('puzzle events on $name', (target) => {
  const api = useTestApi(target, {
    seed: false,
    config: { help: loadHelpConfig({ ADMIN_API_TOKEN: ADMIN_TOKEN }, false) },
  });

  let events = 0;
  /** A campaign with a follow quest and an event of `rows`×`columns` pieces, live unless said. */
  async function eventOf(
    options: {
      rows?: number;
      columns?: number;
      codes?: number;
      startsInDays?: number;
      endsInDays?: number;
    } = {},
  ) {
    const campaign = await createTestCampaign(api.db, {
      content: {
        quests: [
          {
            code: 'follow',
            kind: 'follow_channel',
            title: 'Follow',
            points: 10,
            target: 1,
            actionUrl: 'https://example.com/',
          },
          {
            code: 'follow-two',
            kind: 'follow_channel',
            title: 'Follow again',
            points: 10,
            target: 1,
            actionUrl: 'https://example.com/2',
          },
        ],
      },
    });
    const eventCode = `event-${++events}`;
    const now = Date.now();
    await defineEvent(
      api.db,
      campaign.game_code,
      eventCode,
      {
        title: 'Test puzzle',
        rewardTitle: 'Test gift',
        startsAt: new Date(now + (options.startsInDays ?? -1) * DAY_MS),
        endsAt: new Date(now + (options.endsInDays ?? 1) * DAY_MS),
        rows: options.rows ?? 1,
        columns: options.columns ?? 2,
        image: { type: 'image/svg+xml', bytes: PICTURE },
        codes: Array.from({ length: options.codes ?? 5 }, (_, index) =>
          `${campaign.game_code}-${eventCode}-${index}`.toUpperCase(),
        ),
      },
      new Date(),
      'test',
    );
    return { campaign, eventCode };
  }

  /** The player claims a quest of the campaign (as the quest engine records it). */
  async function claimQuest(campaign: CampaignRow, userId: number, code = 'follow') {
    const quest = await api.db
      .selectFrom('campaign_quests')
      .select('id')
      .where('campaign_id', '=', campaign.id)
      .where('code', '=', code)
      .executeTakeFirstOrThrow();
    await api.db
      .insertInto('campaign_quest_reports')
      .values({ quest_id: quest.id, user_id: userId, reported_at: new Date() })
      .execute();
    await api.db
      .insertInto('campaign_quest_claims')
      .values({ quest_id: quest.id, user_id: userId, points_awarded: 10, claimed_at: new Date() })
      .execute();
  }

  const collect = (game: string, event: string, token: string) =>
    asPlayer(api.app, token)('POST', puzzleApiRoutes.collect(game, event));
  const place = (game: string, event: string, token: string, piece: number, slot = piece) =>
    asPlayer(api.app, token)('POST', puzzleApiRoutes.place(game, event, String(piece)), { slot });
  const complete = (game: string, event: string, token: string) =>
    asPlayer(api.app, token)('POST', puzzleApiRoutes.complete(game, event));

  it('refuses a visitor', async () => {
    const { campaign, eventCode } = await eventOf();
    const response = await api.app.inject({
      method: 'GET',
      url: puzzleApiRoutes.board(campaign.game_code, eventCode),
    });
    expect(response.statusCode).toBe(401);
  });

  it("gives one piece for today's visit and one per claimed quest, each once", async () => {
    const { campaign, eventCode } = await eventOf({ rows: 2, columns: 2 });
    const player = await createTestPlayer(api.db, 'collector');
    const first = expectSuccess(
      await collect(campaign.game_code, eventCode, player.token),
      PuzzleCollectResultSchema,
    );
    expect(first.collected).toHaveLength(1);
    expect(first.collected[0]).toMatchObject({
      source: 'daily_visit',
      sourceRef: new Date().toISOString().slice(0, 10),
    });
    expect(first.board.visitedToday).toBe(true);
    const again = expectSuccess(
      await collect(campaign.game_code, eventCode, player.token),
      PuzzleCollectResultSchema,
    );
    expect(again.collected).toEqual([]);
    await claimQuest(campaign, player.userId);
    const quest = expectSuccess(
      await collect(campaign.game_code, eventCode, player.token),
      PuzzleCollectResultSchema,
    );
    expect(quest.collected).toEqual([expect.objectContaining({ source: 'quest', sourceRef: 'follow' })]);
    expect(new Set(quest.board.pieces.map((piece) => piece.index)).size).toBe(2);
  });

  it('counts a visit once under 20 concurrent collects of one player', async () => {
    const { campaign, eventCode } = await eventOf({ rows: 3, columns: 3 });
    const player = await createTestPlayer(api.db, 'racer');
    await claimQuest(campaign, player.userId);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => collect(campaign.game_code, eventCode, player.token)),
    );
    const added = answers.flatMap((answer) => expectSuccess(answer, PuzzleCollectResultSchema).collected);
    expect(added.map((piece) => piece.source).sort()).toEqual(['daily_visit', 'quest']);
    const rows = await api.db
      .selectFrom('puzzle_pieces')
      .innerJoin('puzzle_events', 'puzzle_events.id', 'puzzle_pieces.event_id')
      .select(['piece_index', 'source'])
      .where('puzzle_events.event_code', '=', eventCode)
      .where('user_id', '=', player.userId)
      .execute();
    expect(rows).toHaveLength(2);
    expect(new Set(rows.map((row) => row.piece_index)).size).toBe(2);
    const held = await api.db
      .selectFrom('puzzle_players')
      .select('pieces')
      .where('user_id', '=', player.userId)
      .executeTakeFirstOrThrow();
    expect(held.pieces).toBe(2);
  });

  it('refuses collecting, placing and completing outside the event dates, and still shows the board', async () => {
    const early = await eventOf({ startsInDays: 1, endsInDays: 2 });
    const late = await eventOf({ startsInDays: -2, endsInDays: -1 });
    const player = await createTestPlayer(api.db, 'outside');
    expectFailure(
      await collect(early.campaign.game_code, early.eventCode, player.token),
      409,
      'PUZZLE_EVENT_NOT_STARTED',
    );
    expectFailure(
      await collect(late.campaign.game_code, late.eventCode, player.token),
      409,
      'PUZZLE_EVENT_ENDED',
    );
    expectFailure(
      await place(late.campaign.game_code, late.eventCode, player.token, 0),
      409,
      'PUZZLE_EVENT_ENDED',
    );
    expectFailure(
      await complete(late.campaign.game_code, late.eventCode, player.token),
      409,
      'PUZZLE_EVENT_ENDED',
    );
    const board = expectSuccess(
      await asPlayer(api.app, player.token)(
        'GET',
        puzzleApiRoutes.board(late.campaign.game_code, late.eventCode),
      ),
      PuzzleBoardSchema,
    );
    expect(board.event.status).toBe('ended');
    expect(board.pieces).toEqual([]);
  });

  it('places a piece in its own slot only, and hands out one code once every piece is placed', async () => {
    const { campaign, eventCode } = await eventOf();
    const player = await createTestPlayer(api.db, 'placer');
    const game = campaign.game_code;
    const { board } = expectSuccess(await collect(game, eventCode, player.token), PuzzleCollectResultSchema);
    const mine = board.pieces[0]!.index;
    const other = 1 - mine;
    expectFailure(await place(game, eventCode, player.token, other), 409, 'PUZZLE_PIECE_NOT_OWNED');
    expectFailure(await place(game, eventCode, player.token, mine, other), 422, 'PUZZLE_PIECE_DOES_NOT_FIT');
    expectSuccess(await place(game, eventCode, player.token, mine), PuzzleBoardSchema);
    expectFailure(await complete(game, eventCode, player.token), 409, 'PUZZLE_NOT_COMPLETE');
    await claimQuest(campaign, player.userId);
    expectSuccess(await collect(game, eventCode, player.token), PuzzleCollectResultSchema);
    const placed = expectSuccess(await place(game, eventCode, player.token, other), PuzzleBoardSchema);
    expect(placed.pieces.every((piece) => piece.placedAt !== null)).toBe(true);
    const reward = expectSuccess(await complete(game, eventCode, player.token), PuzzleRewardSchema);
    expect(reward).toMatchObject({ title: 'Test gift', code: expect.stringMatching(/^TEST_/) });
    expect(expectSuccess(await complete(game, eventCode, player.token), PuzzleRewardSchema).code).toBe(
      reward.code,
    );
    const history = expectSuccess(
      await asPlayer(api.app, player.token)('GET', puzzleApiRoutes.board(game, eventCode)),
      PuzzleBoardSchema,
    );
    expect(history.reward?.code).toBe(reward.code);
  });

  it('hands the last code to exactly one of 10 players completing at once', async () => {
    const { campaign, eventCode } = await eventOf({ codes: 1 });
    const players = [];
    for (let index = 0; index < 10; index++) {
      const player = await createTestPlayer(api.db, `finisher${index}`);
      await claimQuest(campaign, player.userId);
      const { board } = expectSuccess(
        await collect(campaign.game_code, eventCode, player.token),
        PuzzleCollectResultSchema,
      );
      for (const piece of board.pieces) await place(campaign.game_code, eventCode, player.token, piece.index);
      players.push(player);
    }
    const answers = await Promise.all(
      players.map((player) => complete(campaign.game_code, eventCode, player.token)),
    );
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
    for (const answer of answers.filter((candidate) => candidate.statusCode !== 200)) {
      expectFailure(answer, 409, 'PUZZLE_CODES_EXHAUSTED');
    }
  });

  it('lets an operator define an event through the admin route, and serves its picture', async () => {
    const campaign = await createTestCampaign(api.db);
    const url = puzzleApiRoutes.admin(campaign.game_code, 'summer');
    const body = {
      title: 'Summer puzzle',
      rewardTitle: 'Summer gift',
      startsAt: Math.floor(Date.now() / 1000) - 60,
      endsAt: Math.floor(Date.now() / 1000) + 86_400,
      rows: 2,
      columns: 2,
      image: { type: 'image/svg+xml', base64: Buffer.from(PICTURE).toString('base64') },
      codes: ['SUMMER-0001', 'SUMMER-0002', 'SUMMER-0001'],
    };
    expectFailure(await api.app.inject({ method: 'PUT', url, payload: body }), 401, 'ADMIN_TOKEN_INVALID');
    const headers = { [ADMIN_TOKEN_HEADER]: ADMIN_TOKEN };
    const created = expectSuccess(
      await api.app.inject({ method: 'PUT', url, payload: body, headers }),
      PuzzleAdminResultSchema,
    );
    expect(created).toMatchObject({
      codesAdded: 2,
      codesLeft: 2,
      event: { status: 'live', rows: 2, columns: 2 },
    });
    const scripted = {
      ...body,
      image: {
        type: 'image/svg+xml',
        base64: Buffer.from('<svg><script>alert(1)</script></svg>').toString('base64'),
      },
    };
    expectFailure(
      await api.app.inject({ method: 'PUT', url, payload: scripted, headers }),
      400,
      'VALIDATION_ERROR',
    );
    const backwards = { ...body, endsAt: body.startsAt - 1 };
    expect((await api.app.inject({ method: 'PUT', url, payload: backwards, headers })).statusCode).toBe(400);
    const image = await api.app.inject({ method: 'GET', url: created.event.imageUrl });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(image.headers['content-security-policy']).toContain("default-src 'none'");
  });

  it('keeps the grid of an event whose pieces players hold', async () => {
    const { campaign, eventCode } = await eventOf();
    const player = await createTestPlayer(api.db, 'holder');
    expectSuccess(await collect(campaign.game_code, eventCode, player.token), PuzzleCollectResultSchema);
    const now = Date.now();
    await expect(
      defineEvent(
        api.db,
        campaign.game_code,
        eventCode,
        {
          title: 'Bigger',
          rewardTitle: 'Gift',
          startsAt: new Date(now - DAY_MS),
          endsAt: new Date(now + DAY_MS),
          rows: 3,
          columns: 3,
          image: { type: 'image/svg+xml', bytes: PICTURE },
          codes: [],
        },
        new Date(),
        'test',
      ),
    ).rejects.toMatchObject({ code: 'PUZZLE_EVENT_EXISTS' });
  });
});
