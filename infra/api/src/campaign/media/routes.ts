import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { campaignMediaRoutes, CampaignMediaParamsSchema, errorCodes } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { ApiHttpError } from '../../http/errors';
import { rawRoute } from '../../http/route';
import { LEARN_VIDEO_DIR } from './files';

const DAY_SECONDS = 86_400;
const VTT = 'text/vtt; charset=utf-8';

/** `bytes=a-b`, `bytes=a-` or `bytes=-n` within a file of `size` bytes; null when absent or unusable. */
export function byteRange(header: string | undefined, size: number): { start: number; end: number } | null {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header?.trim() ?? '');
  if (!match || (match[1] === '' && match[2] === '')) return null;
  if (match[1] === '') {
    const suffix = Math.min(Number(match[2]), size);
    return suffix > 0 ? { start: size - suffix, end: size - 1 } : null;
  }
  const start = Number(match[1]);
  const end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  return start <= end && start < size ? { start, end } : null;
}

/**
 * Learn videos of every campaign, from the API: the campaign module owns its content (videos,
 * questions, watch segments) for any game code, so it serves the files its `video_url` points to.
 * A production deployment would put a CDN in front (the answers are public and cached a day); the
 * files are committed under media/files/<game>/ and small (generateLearnVideos.ts). Range requests
 * are answered 206, as browsers ask for parts of a video while playing and seeking. Each video's
 * WebVTT captions (the lesson and its answer, in words) sit beside it as `<name>.<language>.vtt`,
 * one per campaign language; `<name>.vtt`, which remotes built before the translations ask for, is
 * the English one.
 */
export function registerCampaignMediaRoutes(app: FastifyInstance, dir = LEARN_VIDEO_DIR): void {
  const cache = new Map<string, Buffer>();
  async function load(gameCode: string, file: string): Promise<Buffer> {
    const key = `${gameCode}/${file}`;
    const cached = cache.get(key);
    if (cached) return cached;
    try {
      const bytes = await readFile(path.join(dir, gameCode, file));
      cache.set(key, bytes);
      return bytes;
    } catch {
      throw new ApiHttpError(404, errorCodes.notFound, `No media "${file}" for the game "${gameCode}".`);
    }
  }

  rawRoute(app, {
    method: 'GET',
    url: campaignMediaRoutes.media(':gameCode', ':file'),
    summary:
      'A learn video of a campaign (video/webm; Range answered 206 Partial Content) or its captions (text/vtt)',
    tags: ['campaign'],
    params: CampaignMediaParamsSchema,
    produces: ['video/webm', VTT],
    errors: {
      404: 'NOT_FOUND: no such media file',
      416: 'VALIDATION_ERROR: the requested range is outside the file',
    },
    handler: async ({ params, request, reply }) => {
      const bytes = await load(params.gameCode, params.file.replace(/^([a-z0-9-]+)\.vtt$/, '$1.en.vtt'));
      if (params.file.endsWith('.vtt')) reply.type(VTT);
      reply.header('cache-control', `public, max-age=${DAY_SECONDS}`);
      reply.header('accept-ranges', 'bytes');
      const rangeHeader = request.headers.range;
      if (rangeHeader === undefined) return bytes;
      const range = byteRange(rangeHeader, bytes.length);
      if (!range) {
        reply.header('content-range', `bytes */${bytes.length}`);
        throw new ApiHttpError(416, errorCodes.validation, 'The requested range is outside the file.');
      }
      reply.code(206).header('content-range', `bytes ${range.start}-${range.end}/${bytes.length}`);
      return bytes.subarray(range.start, range.end + 1);
    },
  });
}
