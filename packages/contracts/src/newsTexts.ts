import * as v from 'valibot';
import { ContentImageSchema, ContentLinkSchema } from './contentSettings';
import { SUPPORTED_LANGUAGES, type LanguageCode } from './constants';
import { LanguageCodeSchema } from './language';

/**
 * News items operators post: each carries its text in one or more languages; a reader gets the
 * text of their language, else English, else the item's first language (newsTextFor), and the
 * answer says which language it is in.
 */
export const NEWS_TITLE_MAX = 120;
export const NEWS_BODY_MAX = 600;

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
