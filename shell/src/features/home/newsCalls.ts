import { call } from '@portal/api-client';
import { NEWS_HOME_COUNT, newsEndpoints, type LanguageCode } from '@portal/contracts';

/** The latest published news in the reader's language (the API falls back to English). */
export const fetchNews = (signal: AbortSignal, language: LanguageCode) =>
  call(newsEndpoints.list, { query: { language, limit: String(NEWS_HOME_COUNT) }, signal });
