import { createHash } from 'node:crypto';
import {
  EMPTY_STYLE_SOURCE,
  escapeHtml,
  hasStyleAttributes,
  inlineStyleSources,
  styleElementText,
  styleHashSource,
} from './html';

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('inline style hashes', () => {
  it('hashes the exact text between the tags, whitespace included', () => {
    const html = '<head><style>\n  body{margin:0}\n</style><style media="print">a{}</style></head>';
    expect(inlineStyleSources(html)).toEqual([sha256('\n  body{margin:0}\n'), sha256('a{}')]);
  });

  it("allows emotion's empty sheets by the well-known hash of the empty text", () => {
    expect(EMPTY_STYLE_SOURCE).toBe("'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='");
    expect(styleHashSource('')).toBe(EMPTY_STYLE_SOURCE);
  });

  it('lists a repeated style once and finds style attributes, which no hash allows', () => {
    expect(inlineStyleSources('<style>a{}</style><style>a{}</style>')).toHaveLength(1);
    expect(hasStyleAttributes('<div class="a" style="width:90%"></div>')).toBe(true);
    expect(hasStyleAttributes('<div class="style"></div><style>a{}</style>')).toBe(false);
  });
});

describe('styleElementText', () => {
  it('keeps CSS from closing its element, whatever the case, and leaves other text alone', () => {
    const css = 'a::after{content:"</style><script>x()</script>"}b{}</STYLE >';
    const html = `<style>${styleElementText(css)}</style>`;
    expect(html.match(/<\/style/gi)).toHaveLength(1);
    expect(styleElementText('a{color:red}')).toBe('a{color:red}');
    expect(inlineStyleSources(html)).toEqual([styleHashSource(styleElementText(css))]);
  });
});

describe('escapeHtml', () => {
  it('escapes what could close an element or an attribute, and nothing else', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a> é`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt; é',
    );
  });
});
