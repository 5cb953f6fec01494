import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  campaignApiRoutes,
  campaignMediaRoutes,
  errorCodes,
  CAMPAIGN_LANGUAGES,
  learnVideoCaptionsUrl,
  LearnVideoListSchema,
} from '@portal/contracts';
import { ASH_ECHOES } from '../seed';
import { databaseTargets } from '../../testing/databases';
import { expectFailure, expectSuccess, useTestApi } from '../../testing/harness';
import { LEARN_VIDEO_DIR } from './files';
import { byteRange } from './routes';

jest.setTimeout(240_000);

describe('byteRange', () => {
  it.each([
    ['bytes=0-99', { start: 0, end: 99 }],
    ['bytes=100-', { start: 100, end: 999 }],
    ['bytes=-10', { start: 990, end: 999 }],
    ['bytes=900-5000', { start: 900, end: 999 }],
    ['bytes=1000-', null],
    ['bytes=5-1', null],
    ['bytes=-', null],
    ['items=0-1', null],
    [undefined, null],
  ])('reads %s of a 1000-byte file as %j', (header, range) => {
    expect(byteRange(header, 1000)).toEqual(range);
  });
});

describe.each(databaseTargets)('campaign media on $name', (target) => {
  const api = useTestApi(target);

  it('serves every learn video the seeded campaign lists, as WebM, cacheable', async () => {
    const videos = expectSuccess(
      await api.app.inject({ method: 'GET', url: campaignApiRoutes.videos('ash_echoes') }),
      LearnVideoListSchema,
    );
    expect(videos).toHaveLength(3);
    for (const video of videos) {
      const response = await api.app.inject({ method: 'GET', url: video.videoUrl });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('video/webm');
      expect(response.headers['cache-control']).toBe('public, max-age=86400');
      const file = path.join(LEARN_VIDEO_DIR, 'ash_echoes', path.basename(video.videoUrl));
      expect(response.rawPayload.equals(readFileSync(file))).toBe(true);
      // WebM is Matroska: the EBML magic number opens the file.
      expect(response.rawPayload.subarray(0, 4).toString('hex')).toBe('1a45dfa3');
    }
  });

  it('serves each learn video its WebVTT captions in every campaign language, the English teaching the answer', async () => {
    for (const video of ASH_ECHOES.videos ?? []) {
      const tracks = new Map<string, string>();
      for (const language of CAMPAIGN_LANGUAGES) {
        const url = learnVideoCaptionsUrl(video.videoUrl, language);
        expect(url).toBe(campaignMediaRoutes.media('ash_echoes', `${video.code}.${language}.vtt`));
        const response = await api.app.inject({ method: 'GET', url: url! });
        expect(response.statusCode).toBe(200);
        expect(response.headers['content-type']).toBe('text/vtt; charset=utf-8');
        expect(response.headers['cache-control']).toBe('public, max-age=86400');
        expect(response.body.startsWith('WEBVTT\n')).toBe(true);
        const ends = [...response.body.matchAll(/--> (\d\d):(\d\d):(\d\d\.\d{3})/g)].map(
          ([, h, m, s]) => Number(h) * 3600 + Number(m) * 60 + Number(s),
        );
        expect(Math.max(...ends)).toBeLessThanOrEqual(video.durationSeconds);
        tracks.set(language, response.body);
      }
      const answer = video.options[video.correctOption]!;
      expect(tracks.get('en')!.toLowerCase()).toContain(answer.toLowerCase());
      // Four different tracks: each language its own words.
      expect(new Set(tracks.values()).size).toBe(CAMPAIGN_LANGUAGES.length);
      // A remote built before the translations asks for `<name>.vtt`: the English track.
      const bare = await api.app.inject({
        method: 'GET',
        url: campaignMediaRoutes.media('ash_echoes', `${video.code}.vtt`),
      });
      expect(bare.body).toBe(tracks.get('en'));
    }
    expectFailure(
      await api.app.inject({ method: 'GET', url: campaignMediaRoutes.media('ash_echoes', 'missing.th.vtt') }),
      404,
      errorCodes.notFound,
    );
    // Only the campaign languages: anything else is not a media name.
    expect(
      (
        await api.app.inject({
          method: 'GET',
          url: campaignMediaRoutes.media('ash_echoes', 'echomancy-101.fr.vtt'),
        })
      ).statusCode,
    ).toBe(400);
  });

  it('answers a byte range with 206, and a range past the end with 416', async () => {
    const url = campaignMediaRoutes.media('ash_echoes', 'echomancy-101.webm');
    const whole = (await api.app.inject({ method: 'GET', url })).rawPayload;
    const part = await api.app.inject({ method: 'GET', url, headers: { range: 'bytes=10-19' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 10-19/${whole.length}`);
    expect(part.rawPayload.equals(whole.subarray(10, 20))).toBe(true);
    const past = await api.app.inject({
      method: 'GET',
      url,
      headers: { range: `bytes=${whole.length}-` },
    });
    expectFailure(past, 416, errorCodes.validation);
    expect(past.headers['content-range']).toBe(`bytes */${whole.length}`);
  });

  it('refuses names that are not media files, and says 404 for a file it does not have', async () => {
    for (const file of ['..%2Fseed.ts', 'intro.mp4', '.hidden.webm']) {
      expectFailure(
        await api.app.inject({ method: 'GET', url: campaignMediaRoutes.media('ash_echoes', file) }),
        400,
        errorCodes.validation,
      );
    }
    expectFailure(
      await api.app.inject({ method: 'GET', url: campaignMediaRoutes.media('ash_echoes', 'missing.webm') }),
      404,
      errorCodes.notFound,
    );
    expectFailure(
      await api.app.inject({
        method: 'GET',
        url: campaignMediaRoutes.media('crazy_ones', 'echomancy-101.webm'),
      }),
      404,
      errorCodes.notFound,
    );
  });
});
