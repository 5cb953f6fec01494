import * as v from 'valibot';
import { ContentImageSchema, ContentLinkSchema } from './contentSettings';
import { SUPPORTED_LANGUAGES, type LanguageCode } from './constants';
import { endpoint } from './endpoint';
import { LanguageCodeSchema } from './language';

/**
 * News items operators post (`npm run admin -- news …`) and the home page lists. Each item carries
 * its text in one or more languages; a reader gets the text of their language, else English, else
 * the first language the item has (newsTextFor), and the answer says which language it is in.
 */
export const NEWS_TITLE_MAX = 120;
export const NEWS_BODY_MAX = 600;
/** How many published items the home page asks for, and the most one request may ask for. */
export const NEWS_HOME_COUNT = 4;
export const NEWS_LIST_MAX = 20;

const newsText = (name: string, max: number) =>
  v.pipe(
    v.string(`${name} must be a string`),
    v.trim(),
    v.minLength(1, `${name} must not be empty`),
    v.maxLength(max, `${name} is at most ${max} characters`),
  );

export const NewsTextSchema = v.object({
  title: newsText('title', NEWS_TITLE_MAX),
  body: v.optional(newsText('body', NEWS_BODY_MAX)),
});
export type NewsText = v.InferOutput<typeof NewsTextSchema>;

/** An item's texts by language: at least one. */
export const NewsTextsSchema = v.pipe(
  v.record(LanguageCodeSchema, NewsTextSchema),
  v.check((texts) => Object.keys(texts).length > 0, 'a news item needs a text in at least one language'),
);
export type NewsTexts = Partial<Record<LanguageCode, NewsText>>;

export const NewsLinkSchema = ContentLinkSchema;
export const NewsImageSchema = ContentImageSchema;

/** The text a reader of `language` gets: theirs, else English, else the item's first language. */
export function newsTextFor(
  texts: NewsTexts,
  language: LanguageCode,
): { language: LanguageCode; text: NewsText } | null {
  const order: LanguageCode[] = [language, 'en', ...SUPPORTED_LANGUAGES];
  for (const candidate of order) {
    const text = texts[candidate];
    if (text) return { language: candidate, text };
  }
  return null;
}

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
