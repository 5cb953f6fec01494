import { pageHead } from './pageHead';

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
    expect(tags).toContain('<title>Rock &amp; &quot;Roll&quot; &lt;3</title>');
    expect(tags).toContain('content="It&#39;s a &lt;b&gt;game&lt;/b&gt;"');
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
});
