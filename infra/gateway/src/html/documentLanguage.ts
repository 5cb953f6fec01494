import type { FastifyRequest } from 'fastify';
import { LANGUAGE_COOKIE, LANGUAGE_COOKIE_DAYS, SUPPORTED_LANGUAGES } from '@portal/contracts';
import { parseCookies, serializeCookie } from '@portal/session';
import type { ShellIndex } from './shellDocument';

type Language = (typeof SUPPORTED_LANGUAGES)[number];

/** `<html lang>` per portal language: the portal's `vn` is a country code, Vietnamese is `vi`. */
const HTML_LANG: Record<Language, string> = { en: 'en', vn: 'vi', th: 'th', id: 'id' };

const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (SUPPORTED_LANGUAGES as readonly string[]).includes(value);

export interface DocumentLanguage {
  /** The page's language as far as the gateway can tell; null leaves the document as built. */
  language: Language | null;
  /** Set-Cookie that remembers a `?lang=` of this navigation; null when nothing changes. */
  setCookie: string | null;
}

/**
 * Language that sticks: `?lang=` of the navigation, else the language cookie the shell
 * (or an earlier `?lang=`) left. A `?lang=` is remembered in the cookie here too, so the document
 * of the very next full-page load (TOPUP, a guard redirect, sign-in) already says `lang="vi"`.
 * The region of the access trace is only known to the API, so without either the document stays
 * as built and the shell decides.
 */
export function documentLanguage(request: FastifyRequest, secure: boolean): DocumentLanguage {
  const query = new URLSearchParams(request.url.split('?')[1] ?? '').get('lang')?.trim().toLowerCase();
  const cookie = parseCookies(request.headers.cookie ?? '').get(LANGUAGE_COOKIE);
  if (isLanguage(query)) {
    const setCookie =
      query === cookie
        ? null
        : serializeCookie(LANGUAGE_COOKIE, query, {
            expires: new Date(Date.now() + LANGUAGE_COOKIE_DAYS * 24 * 60 * 60 * 1000),
            secure,
          });
    return { language: query, setCookie };
  }
  return { language: isLanguage(cookie) ? cookie : null, setCookie: null };
}

/**
 * The shell document in that language: only `<html lang>` changes (the shell's texts load in the
 * browser). The signature changes with it so each language has its own ETag and compressed copy.
 */
export function indexInLanguage(index: ShellIndex, language: Language | null): ShellIndex {
  const lang = language ? HTML_LANG[language] : null;
  if (!lang) return index;
  const html = index.html.replace(/<html([^>]*?)\slang="[^"]*"/i, `<html$1 lang="${lang}"`);
  if (html === index.html) return index;
  return { ...index, html, signature: `${index.signature}\u0000lang=${lang}` };
}
