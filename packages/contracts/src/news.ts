import * as v from 'valibot';
import { endpoint } from './endpoint';
import { LanguageCodeSchema } from './language';

/**
 * The public read of the news operators post (`npm run admin -- news …`): what the home page lists.
 * What an item holds and the language fallback are in newsTexts.ts (the API's and the CLI's side,
 * kept apart so browser bundles carry only this read).
 */
/** How many published items the home page asks for, and the most one request may ask for. */
export const NEWS_HOME_COUNT = 4;
export const NEWS_LIST_MAX = 20;

/** One published item as a reader gets it. */
export const PublicNewsItemSchema = v.object({
  id: v.pipe(v.number(), v.integer()),
  /** The language of title and body (the reader's, or the fallback's). */
  language: LanguageCodeSchema,
  title: v.string(),
  body: v.nullable(v.string()),
  link: v.nullable(v.string()),
  image: v.nullable(v.string()),
  /** Unix seconds. */
  publishedAt: v.pipe(v.number(), v.integer()),
});
export type PublicNewsItem = v.InferOutput<typeof PublicNewsItemSchema>;

export const NewsQuerySchema = v.object({
  language: v.optional(LanguageCodeSchema, 'en'),
  limit: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d{1,2}$/, `limit must be a whole number from 1 to ${NEWS_LIST_MAX}`),
      v.transform(Number),
      v.minValue(1, `limit must be a whole number from 1 to ${NEWS_LIST_MAX}`),
      v.maxValue(NEWS_LIST_MAX, `limit must be a whole number from 1 to ${NEWS_LIST_MAX}`),
    ),
    String(NEWS_HOME_COUNT),
  ),
});
export type NewsQuery = v.InferOutput<typeof NewsQuerySchema>;

export const newsEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/public/news',
    summary: "Published news, newest first, in the reader's language (else English)",
    tags: ['public'],
    query: NewsQuerySchema,
    response: v.array(PublicNewsItemSchema),
  }),
};
