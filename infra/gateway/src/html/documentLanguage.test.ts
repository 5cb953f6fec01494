import type { FastifyRequest } from 'fastify';
import { documentLanguage, indexInLanguage } from './documentLanguage';

const request = (url: string, cookie?: string) =>
  ({ url, headers: cookie ? { cookie } : {} }) as unknown as FastifyRequest;

const index = { html: '<!doctype html><html lang="en"><head></head><body></body></html>', signature: 's1' };

describe('the document language', () => {
  it('follows ?lang= and remembers it in a cookie', () => {
    const answer = documentLanguage(request('/topup?lang=vn'), false);
    expect(answer.language).toBe('vn');
    expect(answer.setCookie).toMatch(/^portal_lang=vn; Path=\/; Expires=.+; SameSite=Lax$/);
  });

  it('reads the cookie when the address names no language, and sets nothing', () => {
    expect(documentLanguage(request('/topup', 'portal_token=x; portal_lang=vn'), false)).toEqual({
      language: 'vn',
      setCookie: null,
    });
  });

  it('does not set the cookie again when ?lang= repeats it; Secure over https', () => {
    expect(documentLanguage(request('/?lang=vn', 'portal_lang=vn'), true).setCookie).toBeNull();
    expect(documentLanguage(request('/?lang=en', 'portal_lang=vn'), true).setCookie).toMatch(/; Secure$/);
  });

  it('ignores languages the portal does not speak', () => {
    expect(documentLanguage(request('/?lang=fr', 'portal_lang=de'), false)).toEqual({
      language: null,
      setCookie: null,
    });
  });

  it('says lang="vi" for Vietnamese with its own signature; English leaves the document as built', () => {
    const vietnamese = indexInLanguage(index, 'vn');
    expect(vietnamese.html).toContain('<html lang="vi">');
    expect(vietnamese.signature).not.toBe(index.signature);
    expect(indexInLanguage(index, 'en')).toBe(index);
    expect(indexInLanguage(index, null)).toBe(index);
  });
});
