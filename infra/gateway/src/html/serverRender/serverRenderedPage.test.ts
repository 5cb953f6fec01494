import { SERVED_ANSWERS_ELEMENT_ID } from '@portal/contracts';
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
});
