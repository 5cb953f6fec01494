import { escapeHtml, pageHead } from './pageHead';

const input = {
  meta: { title: { en: 'Rock & "Roll" <3' }, description: { en: "It's a <b>game</b>" } },
  origin: 'https://portal.example',
  pathname: '/games/official/rock',
  requestedLanguage: undefined,
  documentLanguage: null,
  imageUrl: undefined,
  siteName: 'Player Portal',
};

describe('pageHead', () => {
  it('escapes the texts it writes into the document', () => {
    const { tags } = pageHead(input);
    expect(tags).toContain('<title>Rock &#38; &#34;Roll&#34; &#60;3</title>');
    expect(tags).toContain('content="It&#39;s a &#60;b&#62;game&#60;/b&#62;"');
    expect(tags).not.toContain('<b>');
  });

  it('writes no alternates for a page in one language, and a summary card without an image', () => {
    const { tags, language, htmlLang } = pageHead(input);
    expect(language).toBe('en');
    expect(htmlLang).toBe('en');
    expect(tags).not.toContain('hreflang');
    expect(tags).not.toContain('og:image');
    expect(tags).toContain('<meta name="twitter:card" content="summary" />');
  });

  it('encodes the path of the canonical address', () => {
    const { tags } = pageHead({ ...input, pathname: '/profiles/ana maria' });
    expect(tags).toContain('<link rel="canonical" href="https://portal.example/profiles/ana%20maria" />');
  });

  it('escapes every HTML-significant character', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe(
      '&#60;a href=&#34;x&#34; title=&#39;y&#39;&#62;&#38;&#60;/a&#62;',
    );
  });
});
