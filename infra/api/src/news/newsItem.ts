import {
  newsTextFor,
  NewsTextsSchema,
  type LanguageCode,
  type NewsTexts,
  type PublicNewsItem,
} from '@portal/contracts';
import * as v from 'valibot';
import type { NewsRow } from './repository';

/** The stored texts, checked again on read: a broken row is left out rather than shown. */
export function textsOf(row: NewsRow): NewsTexts | null {
  try {
    const parsed = v.safeParse(NewsTextsSchema, JSON.parse(row.texts));
    return parsed.success ? parsed.output : null;
  } catch {
    return null;
  }
}

/** One row as a reader of `language` gets it (their text, else English, else the item's first). */
export function publicNewsItem(row: NewsRow, language: LanguageCode): PublicNewsItem | null {
  const texts = textsOf(row);
  const chosen = texts && newsTextFor(texts, language);
  if (!chosen || !row.published_at) return null;
  return {
    id: row.id,
    language: chosen.language,
    title: chosen.text.title,
    body: chosen.text.body ?? null,
    link: row.link,
    image: row.image,
    publishedAt: Math.floor(row.published_at.getTime() / 1000),
  };
}
