import { SERVED_ANSWERS_ELEMENT_ID } from '@portal/contracts';
import { emotionSheetAttributes } from '@portal/contracts/html';
import { withServerRender } from './serverRenderedPage';

const shell = {
  html:
    '<!doctype html><html><head><title>Portal</title></head><body><div id="root">' +
    '<div class="boot-main"></div><div class="boot-bottom"></div></div></body></html>',
  link: '',
  servedLink: '',
  etag: 'W/"shell"',
  cacheKey: 'shell',
};

const BLOCK = new RegExp(`<script type="application/json" id="${SERVED_ANSWERS_ELEMENT_ID}">(.*?)</script>`);

describe('withServerRender', () => {
  it('carries the public answers the render read in one JSON block of the head', () => {
    const data = { '/api/public/vip/rules': { language: 'en', data: { levels: ['silver'] } } };
    const served = withServerRender(shell, 'mf-wallet-vip', { html: '<h1>VIP</h1>', css: '', data });
    const html = served?.page.html ?? '';
    const block = BLOCK.exec(html);
    expect(JSON.parse(block?.[1] ?? 'null')).toEqual(data);
    expect(html.indexOf(block?.[0] ?? '?')).toBeLessThan(html.indexOf('</head>'));
  });

  it('lets no text of the data end the block or open markup', () => {
    const text = '</script><script>alert(1)</script><!--';
    const data = { '/api/public/profiles/ann': { language: 'en', data: { bio: text } } };
    const html = withServerRender(shell, 'mf-profile', { html: '', css: '', data })?.page.html ?? '';
    expect(html.match(/<\/script>/g)).toHaveLength(2); // the block's and the taps listener's own ends
    expect(JSON.parse(BLOCK.exec(html)?.[1] ?? 'null')).toEqual(data);
  });

  it('adds no block to a render without answers (one sent as a stale fallback, or one that read none)', () => {
    for (const data of [undefined, {}]) {
      const html = withServerRender(shell, 'mf-help', { html: '<p>Help</p>', css: '', data })?.page.html;
      expect(html).toContain('<p>Help</p>');
      expect(html).not.toContain(SERVED_ANSWERS_ELEMENT_ID);
    }
  });

  it("names the render's emotion rules on its sheet, so the browser's emotion cache counts them as inserted", () => {
    const css =
      '.css-1abc{color:red}.css-1abc:hover{color:blue}@media (min-width:768px){.css-2def-Title>svg{margin:0}}';
    const html = withServerRender(shell, 'mf-help', { html: '<p>Help</p>', css })?.page.html ?? '';
    expect(html).toContain(`<style data-emotion="css 1abc 2def-Title" data-s="">`);
    expect(emotionSheetAttributes('[data-ssr-style="0"]{color:red !important}')).toBe('');
  });
});
