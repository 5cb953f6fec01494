import { newsEndpoints } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { serve } from '../http/serve';
import { publicNewsItem } from './newsItem';
import type { NewsRepository } from './repository';

/**
 * Kept in memory per language and limit, made again when an operator changes news (the 'news'
 * content topic) and each minute, so an item scheduled for later shows within a minute of its time.
 */
const NEWS_CACHE = { topic: 'news', maxAgeSeconds: 60, ttlMs: 60_000 } as const;

export function registerNewsRoutes(app: FastifyInstance, news: NewsRepository): void {
  serve(
    app,
    newsEndpoints.list,
    async ({ query }) => {
      const rows = await news.published(new Date(), query.limit);
      return rows.flatMap((row) => publicNewsItem(row, query.language) ?? []);
    },
    { cache: NEWS_CACHE },
  );
}
