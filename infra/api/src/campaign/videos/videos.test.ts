import { campaignApiRoutes, LearnVideoListSchema } from '@portal/contracts';
import { databaseTargets } from '../../testing/databases';
import { expectFailure, expectSuccess, useTestApi } from '../../testing/harness';
import { asPlayer, createTestPlayer } from '../../money/wallet/testing';
import { createCampaignServices } from '../services';
import { createTestCampaign, givePoints } from '../testing';

jest.setTimeout(240_000);

const VIDEO = {
  code: 'intro',
  title: 'Intro',
  videoUrl: '/campaign-media/test/intro.webm',
  durationSeconds: 6,
  segmentSeconds: 2,
  points: 50,
  question: 'Which?',
  options: ['A', 'B', 'C'],
  correctOption: 2,
};

describe.each(databaseTargets)('learn videos on $name', (target) => {
  const api = useTestApi(target, { seed: false });
  let now = new Date('2026-03-01T00:00:00Z');
  const clock = () => now;
  const wait = (seconds: number) => {
    now = new Date(now.getTime() + seconds * 1000);
  };

  async function setup() {
    const campaign = await createTestCampaign(api.db, { content: { videos: [VIDEO] }, now });
    const player = await createTestPlayer(api.db, 'watcher');
    const services = createCampaignServices({ db: api.db, clock });
    return { campaign, player, services, game: campaign.game_code };
  }

  /** Plays the video like a client: one report per segment end, as time passes. */
  async function watchAll(services: ReturnType<typeof createCampaignServices>, game: string, userId: number) {
    const watch = await services.videos.startWatch(game, 'intro', userId, 0);
    for (const segment of [0, 1, 2]) {
      wait(2);
      await services.videos.report(game, 'intro', userId, {
        watchId: watch.watchId,
        segment,
        positionSeconds: (segment + 1) * 2,
      });
    }
  }

  it('keeps the question locked until every segment was reported watched', async () => {
    const { services, game, player } = await setup();
    const watch = await services.videos.startWatch(game, 'intro', player.userId, 0);
    wait(2);
    const partly = await services.videos.report(game, 'intro', player.userId, {
      watchId: watch.watchId,
      segment: 0,
      positionSeconds: 2,
    });
    expect(partly).toMatchObject({ watchedSegments: [0], question: null, state: 'In Progress' });
    await expect(services.videos.answer(game, 'intro', player.userId, 2)).rejects.toMatchObject({
      code: 'VIDEO_NOT_WATCHED',
    });
    wait(4);
    await services.videos.report(game, 'intro', player.userId, {
      watchId: watch.watchId,
      segment: 1,
      positionSeconds: 4,
    });
    const done = await services.videos.report(game, 'intro', player.userId, {
      watchId: watch.watchId,
      segment: 2,
      positionSeconds: 6,
    });
    expect(done.question).toEqual({ prompt: 'Which?', options: ['A', 'B', 'C'] });
  });

  it('refuses a segment reported faster than real time, and positions going backwards', async () => {
    const { services, game, player } = await setup();
    const watch = await services.videos.startWatch(game, 'intro', player.userId, 0);
    wait(1);
    await expect(
      services.videos.report(game, 'intro', player.userId, {
        watchId: watch.watchId,
        segment: 2,
        positionSeconds: 6,
      }),
    ).rejects.toMatchObject({ code: 'VIDEO_PROGRESS_IMPOSSIBLE', statusCode: 422 });
    wait(5);
    await services.videos.report(game, 'intro', player.userId, {
      watchId: watch.watchId,
      segment: 1,
      positionSeconds: 4,
    });
    await expect(
      services.videos.report(game, 'intro', player.userId, {
        watchId: watch.watchId,
        segment: 0,
        positionSeconds: 2,
      }),
    ).rejects.toMatchObject({ code: 'VIDEO_PROGRESS_IMPOSSIBLE' });
    const stranger = await createTestPlayer(api.db, 'stranger');
    await expect(
      services.videos.report(game, 'intro', stranger.userId, {
        watchId: watch.watchId,
        segment: 2,
        positionSeconds: 6,
      }),
    ).rejects.toMatchObject({ code: 'VIDEO_WATCH_NOT_FOUND' });
  });

  it('pays a correct answer once; a wrong answer pays nothing', async () => {
    const { services, game, player } = await setup();
    await watchAll(services, game, player.userId);
    const wrong = await services.videos.answer(game, 'intro', player.userId, 0);
    expect(wrong).toMatchObject({ correct: false, pointsAwarded: 0, balance: 0 });
    const right = await services.videos.answer(game, 'intro', player.userId, 2);
    expect(right).toMatchObject({ correct: true, pointsAwarded: 50, balance: 50 });
    expect(right.video).toMatchObject({ state: 'Completed', answeredCorrectly: true, pointsEarned: 50 });
    await expect(services.videos.answer(game, 'intro', player.userId, 2)).rejects.toMatchObject({
      code: 'VIDEO_ALREADY_ANSWERED',
    });
  });

  it('stops paying at the 750 task points cap', async () => {
    const { campaign, services, game, player } = await setup();
    await givePoints(api.db, campaign, player.userId, 720, 'test:setup');
    await watchAll(services, game, player.userId);
    const right = await services.videos.answer(game, 'intro', player.userId, 2);
    expect(right).toMatchObject({ pointsAwarded: 30, balance: 750 });
    const points = await services.points.read(game, player.userId, 1, 10);
    expect(points).toMatchObject({ balance: 750, taskPointsEarned: 750, taskPointsCap: 750 });
  });

  it('limits answers per player (atomic counter in the database)', async () => {
    const { campaign, player, game } = await setup();
    const limited = createCampaignServices({
      db: api.db,
      clock,
      limits: {
        ...createCampaignServices({ db: api.db }).deps.limits,
        videoAnswers: { max: 2, windowSeconds: 600 },
      },
    });
    await watchAll(limited, game, player.userId);
    await limited.videos.answer(game, 'intro', player.userId, 0);
    await limited.videos.answer(game, 'intro', player.userId, 1);
    await expect(limited.videos.answer(game, 'intro', player.userId, 2)).rejects.toMatchObject({
      code: 'RATE_LIMITED',
      statusCode: 429,
    });
    expect(campaign.id).toBeGreaterThan(0);
  });

  it('serves the list over HTTP: a visitor sees no question; reports are validated', async () => {
    const { game, player } = await setup();
    const list = expectSuccess(
      await api.app.inject({ method: 'GET', url: campaignApiRoutes.videos(game) }),
      LearnVideoListSchema,
    );
    expect(list).toEqual([
      expect.objectContaining({ code: 'intro', segmentCount: 3, question: null, watchedSegments: [] }),
    ]);
    const bad = await asPlayer(api.app, player.token)(
      'POST',
      campaignApiRoutes.videoProgress(game, 'intro'),
      { watchId: 'x', segment: -1, positionSeconds: 2 },
    );
    expectFailure(bad, 400, 'VALIDATION_ERROR');
    expectFailure(
      await asPlayer(api.app, player.token)('POST', campaignApiRoutes.videoWatches(game, 'nope'), {}),
      404,
      'VIDEO_NOT_FOUND',
    );
  });
});
