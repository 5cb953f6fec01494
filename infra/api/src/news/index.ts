import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/database';
import { createNewsRepository } from './repository';
import { registerNewsRoutes } from './routes';

export { createNewsRepository, type NewsRepository, type NewsRow } from './repository';
export { publicNewsItem, textsOf } from './newsItem';

/** The public news read the home page lists (GET /api/public/news). One line in app.ts. */
export function registerNews(app: FastifyInstance, db: Kysely<Database>): void {
  registerNewsRoutes(app, createNewsRepository(db));
}
