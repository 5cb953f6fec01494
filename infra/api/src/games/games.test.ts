import { errorCodes, GameDetailSchema, GameListSchema } from '@portal/contracts';
import sharp from 'sharp';
import { databaseTargets } from '../testing/databases';
import { expectFailure, expectSuccess, useTestApi } from '../testing/harness';
import { DEMO_GAMES } from './seed';
import { renderGameThumbnail } from './thumbnail';

describe.each(databaseTargets)('games API on $name', (target) => {
  const api = useTestApi(target);
  const get = (url: string) => api.app.inject({ method: 'GET', url });

  it('lists the demo catalogue with Ash Echoes and Crazy Ones', async () => {
    const games = expectSuccess(await get('/api/public/games'), GameListSchema);
    expect(games).toHaveLength(DEMO_GAMES.length);
    expect(games.slice(0, 2).map((game) => [game.gameCode, game.name])).toEqual([
      ['ash_echoes', 'Ash Echoes'],
      ['crazy_ones', 'Crazy Ones'],
    ]);
    expect(games[0]).toMatchObject({
      status: 'pre_register',
      createdAt: Date.UTC(2024, 5, 1) / 1000,
      gamePlatforms: [{ code: 'android' }, { code: 'ios' }, { code: 'pc' }],
    });
  });

  it('filters by status', async () => {
    const released = expectSuccess(await get('/api/public/games?status=released'), GameListSchema);
    expect(released.length).toBeGreaterThan(0);
    expect(released.every((game) => game.status === 'released')).toBe(true);
  });

  it('rejects an unknown status, naming the parameter', async () => {
    const [error] = expectFailure(await get('/api/public/games?status=alpha'), 400, errorCodes.validation);
    expect(error).toMatchObject({
      field: 'status',
      message: 'Invalid query parameter "status": status must be one of released, pre_register, beta',
    });
  });

  it('answers one game with its description', async () => {
    const game = expectSuccess(await get('/api/public/games/crazy_ones'), GameDetailSchema);
    expect(game).toMatchObject({ gameCode: 'crazy_ones', name: 'Crazy Ones', status: 'beta' });
    expect(game.description).not.toBe('');
  });

  it('answers GAME_NOT_FOUND for an unknown game', async () => {
    const [error] = expectFailure(await get('/api/public/games/not_a_game'), 404, errorCodes.gameNotFound);
    expect(error?.message).toBe('Game "not_a_game" not found');
  });

  it('rejects a malformed game code, naming it', async () => {
    const [error] = expectFailure(await get('/api/public/games/Not%20A%20Game'), 400, errorCodes.validation);
    expect(error?.field).toBe('gameCode');
  });

  it('serves every banner as a local SVG, named for screen readers, with no name drawn in it', async () => {
    const games = expectSuccess(await get('/api/public/games'), GameListSchema);
    for (const game of games) {
      expect(game.content.thumbnailBanner).toBe(`/api/public/assets/games/${game.gameCode}.svg`);
      const image = await get(game.content.thumbnailBanner);
      expect(image.statusCode).toBe(200);
      expect(image.headers['content-type']).toBe('image/svg+xml');
      expect(image.body).toContain(`aria-label="${game.name}"`);
      expect(image.body).not.toContain('<text');
    }
  });

  it('serves every card thumbnail as a WebP picture of the width asked, 400 by default, cached a day', async () => {
    const games = expectSuccess(await get('/api/public/games'), GameListSchema);
    for (const game of games) {
      expect(game.content.thumbnailHomepage).toBe(`/api/public/assets/games/${game.gameCode}.webp`);
      const image = await get(game.content.thumbnailHomepage);
      expect(image.statusCode).toBe(200);
      expect(image.headers['content-type']).toBe('image/webp');
      expect(image.headers['cache-control']).toBe('public, max-age=86400');
      expect(await sharp(image.rawPayload).metadata()).toMatchObject({
        format: 'webp',
        width: 400,
        height: 225,
      });
    }
    const small = await get('/api/public/assets/games/ash_echoes.webp?width=200');
    expect(await sharp(small.rawPayload).metadata()).toMatchObject({ width: 200, height: 113 });
    const again = await get('/api/public/assets/games/ash_echoes.webp?width=200');
    expect(again.rawPayload.equals(small.rawPayload)).toBe(true);
  });

  it('refuses a picture width outside the list and a picture of an unknown game', async () => {
    const [error] = expectFailure(
      await get('/api/public/assets/games/ash_echoes.webp?width=5000'),
      400,
      errorCodes.validation,
    );
    expect(error?.field).toBe('width');
    expectFailure(await get('/api/public/assets/games/not_a_game.webp'), 404, errorCodes.gameNotFound);
  });

  it('answers GAME_NOT_FOUND for the thumbnail of an unknown game and 400 for a bad file name', async () => {
    expectFailure(await get('/api/public/assets/games/not_a_game.svg'), 404, errorCodes.gameNotFound);
    const [error] = expectFailure(
      await get('/api/public/assets/games/ash_echoes.png'),
      400,
      errorCodes.validation,
    );
    expect(error?.field).toBe('file');
  });
});

describe('game thumbnail', () => {
  it('draws no words (pages write the name) and labels the picture with the escaped name', () => {
    const svg = renderGameThumbnail('x_game', 'Tom & <Jerry>');
    expect(svg).not.toContain('<text');
    expect(svg).toContain('aria-label="Tom &amp; &lt;Jerry&gt;"');
    expect(svg).not.toContain('<Jerry>');
    expect(renderGameThumbnail('x_game', 'Tom & <Jerry>')).toBe(svg);
  });
});
